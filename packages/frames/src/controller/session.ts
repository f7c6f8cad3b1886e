import { DEFAULT_COUNTRY } from '@payframe/core/constants';
import type { SessionState, WireError } from '@payframe/js/protocol';
import { savedCustomerFrom } from '../payment/saved/saved-state.js';
import type { ApiClient } from './api-client.js';

export interface LoadedSession {
  state: SessionState;
  /** The intent as the publishable key sees it (null for a deferred intent). */
  intent: Record<string, any> | null;
  /** The elements session as the server answered it (the silent captcha reads its `passive_captcha`). */
  body?: Record<string, any>;
}

export type SessionResult = { ok: true; session: LoadedSession } | { ok: false; error: WireError };

type Options = Record<string, any>;

const intentKind = (secret: string) => (secret.startsWith('seti_') ? 'setup_intent' : 'payment_intent');
export const intentIdOf = (secret: string) => secret.split('_secret_')[0] ?? '';

function stateFrom(options: Options, fields: Partial<SessionState>): SessionState {
  return {
    paymentMethodTypes: ['card'],
    mode: 'payment',
    amount: null,
    currency: null,
    businessName: '',
    merchantCountry: DEFAULT_COUNTRY,
    livemode: false,
    appearance: options.appearance ?? {},
    fonts: Array.isArray(options.fonts) ? options.fonts : [],
    loader: options.loader ?? 'auto',
    locale: options.locale ?? 'auto',
    ...(options.paymentMethodCreation === 'manual' ? { paymentMethodCreation: 'manual' as const } : {}),
    ...fields,
  };
}

function fromIntent(
  options: Options,
  intent: Record<string, any>,
  extra: Partial<SessionState> = {},
): LoadedSession {
  const setup = intent.object === 'setup_intent';
  return {
    intent,
    state: stateFrom(options, {
      paymentMethodTypes: intent.payment_method_types ?? ['card'],
      mode: setup ? 'setup' : 'payment',
      amount: setup ? null : (intent.amount ?? null),
      currency: setup ? null : (intent.currency ?? null),
      livemode: intent.livemode === true,
      ...extra,
    }),
  };
}

function deferredQuery(options: Options): Record<string, unknown> {
  return {
    mode: options.mode,
    amount: options.amount,
    currency: options.currency,
    payment_method_types: options.paymentMethodTypes,
    setup_future_usage: options.setupFutureUsage,
    capture_method: options.captureMethod,
  };
}

/** A server without the elements session call (older than it) answers this; the controller then retrieves the intent instead. */
function routeMissing(status: number, error: WireError): boolean {
  return status === 404 && /^Unrecognized request URL/.test(error.message);
}

/**
 * Loads the elements session (docs/elements.md#calls): `GET /v1/elements/sessions`. Errors with
 * status 400-428 and type invalid_request_error are returned; other errors fall back to
 * retrieving the intent directly (or to the deferred options as given).
 */
export async function loadSession(api: ApiClient, options: Options): Promise<SessionResult> {
  const secret: string | undefined = options.clientSecret;
  // `elements()` with neither a client secret nor a mode (every Card Element page): there is no
  // payment to describe, so nothing to ask the server; the frames still get the appearance.
  if (!secret && options.mode === undefined) {
    return { ok: true, session: { intent: null, state: stateFrom(options, {}) } };
  }
  const query: Record<string, unknown> = { type: 'payment_element', locale: options.locale };
  if (secret) query.client_secret = secret;
  else query.deferred_intent = deferredQuery(options);
  if (options.customerSessionClientSecret)
    query.customer_session_client_secret = options.customerSessionClientSecret;
  const answer = await api.get('/v1/elements/sessions', query);
  if (answer.ok) {
    const body = answer.body;
    const preference = body.payment_method_preference ?? {};
    const intent = preference.payment_intent ?? preference.setup_intent ?? null;
    const extra: Partial<SessionState> = {
      paymentMethodTypes: (body.ordered_payment_method_types_and_wallets ?? []).filter(
        (type: unknown) => typeof type === 'string',
      ),
      businessName: body.business_name ?? '',
      merchantCountry: body.merchant_country ?? preference.country_code ?? DEFAULT_COUNTRY,
      livemode: body.livemode === true,
    };
    const incentive = body.link_settings?.link_consumer_incentive?.incentive_params;
    if (incentive && typeof incentive.amount_flat === 'number' && typeof incentive.currency === 'string')
      extra.linkIncentive = { amount: incentive.amount_flat, currency: incentive.currency.toLowerCase() };
    const customer = savedCustomerFrom(body, intent);
    if (customer) extra.customer = customer;
    const session = intent
      ? fromIntent(options, intent, extra)
      : { intent: null, state: stateFrom(options, deferredState(options, extra)) };
    return { ok: true, session: { ...session, body } };
  }
  const clientError =
    answer.status >= 400 && answer.status <= 428 && answer.error.type === 'invalid_request_error';
  if (clientError && !routeMissing(answer.status, answer.error)) return { ok: false, error: answer.error };
  console.warn(
    `Payframe: the elements session could not be loaded (${answer.error.message}); retrieving the intent instead.`,
  );
  if (!secret)
    return { ok: true, session: { intent: null, state: stateFrom(options, deferredState(options, {})) } };
  const retrieved = await retrieveIntent(api, secret);
  if (!retrieved.ok) return { ok: false, error: retrieved.error };
  return { ok: true, session: fromIntent(options, retrieved.body) };
}

function deferredState(options: Options, extra: Partial<SessionState>): Partial<SessionState> {
  return {
    paymentMethodTypes: options.paymentMethodTypes ?? ['card'],
    mode: options.mode === 'setup' ? 'setup' : 'payment',
    amount: typeof options.amount === 'number' ? options.amount : null,
    currency: typeof options.currency === 'string' ? options.currency : null,
    ...extra,
  };
}

/** `GET /v1/payment_intents/:id` (or setup_intents) with the client secret. */
export function retrieveIntent(api: ApiClient, secret: string) {
  const path = intentKind(secret) === 'setup_intent' ? 'setup_intents' : 'payment_intents';
  return api.get(`/v1/${path}/${encodeURIComponent(intentIdOf(secret))}`, { client_secret: secret });
}
