import { getCustomer } from '../customers/index.js';
import { invalidRequest } from '../kernel/errors.js';
import { createPaymentMethod, type PaymentMethod, resolvePaymentMethod } from '../payment-methods/index.js';
import type { CallerContext } from '../routing/caller.js';
import { checkAmount } from './amount.js';
import type { AttemptResult } from './card-payment.js';
import { type ConfirmInput, confirmPaymentIntent } from './confirm.js';
import { pickForPayment } from './future-usage.js';
import { automaticTypes } from './method-types.js';
import type { CreatePaymentIntentParams } from './params.js';
import { newPaymentIntent, type PaymentIntent } from './payment-intent.js';
import { checkPaymentMethodFits, checkPaymentMethodTypes } from './payment-method-checks.js';
import { withPresentment } from './presentment.js';
import { insertPaymentIntent } from './store.js';

/** From this API version on, Stripe turns automatic payment methods on when no types are given. */
const AUTOMATIC_BY_DEFAULT_SINCE = '2023-08-16';

/** The types an intent accepts: as listed, as automatic payment methods work them out, or card. */
export function acceptedTypes(
  input: {
    payment_method_types?: string[] | undefined;
    allowed_payment_method_types?: string[] | undefined;
    excluded_payment_method_types?: string[] | undefined;
    automatic_payment_methods?:
      | { enabled: boolean; allow_redirects?: 'always' | 'never' | undefined }
      | undefined;
  },
  currency: string | null,
  apiVersion: string,
  purpose: 'payment' | 'setup',
  /** A payment's amount and whether it has a shipping address: automatic methods with bounds or that need shipping depend on them. */
  payment?: { amount: number; shipping: boolean },
): { types: string[]; automatic: PaymentIntent['automatic_payment_methods'] } {
  if (input.payment_method_types && input.allowed_payment_method_types) {
    throw invalidRequest(
      'You may only specify one of these parameters: allowed_payment_method_types, payment_method_types.',
      'allowed_payment_method_types',
    );
  }
  const listed = input.payment_method_types ?? input.allowed_payment_method_types;
  const listParam = input.payment_method_types ? 'payment_method_types' : 'allowed_payment_method_types';
  if (listed && input.automatic_payment_methods?.enabled) {
    throw invalidRequest(
      `You may only specify one of these parameters: automatic_payment_methods, ${listParam}.`,
      'automatic_payment_methods',
    );
  }
  if (listed) {
    checkPaymentMethodTypes(listed, currency, listParam);
    return { types: listed, automatic: null };
  }
  const automatic =
    input.automatic_payment_methods ??
    (apiVersion >= AUTOMATIC_BY_DEFAULT_SINCE ? { enabled: true } : undefined);
  if (!automatic?.enabled) return { types: ['card'], automatic: automatic ? { enabled: false } : null };
  const allowRedirects = automatic.allow_redirects ?? 'always';
  const excluded = new Set(input.excluded_payment_method_types ?? []);
  const types = automaticTypes({
    currency,
    allowRedirects: allowRedirects === 'always',
    purpose,
    amount: payment?.amount ?? null,
    shipping: payment?.shipping ?? false,
  }).filter((type) => !excluded.has(type));
  if (types.length === 0) {
    throw invalidRequest(
      'No payment method type is left to accept once excluded_payment_method_types are removed.',
      'excluded_payment_method_types',
    );
  }
  return { types, automatic: { enabled: true, allow_redirects: allowRedirects } };
}

/** Fields that only mean something while confirming. */
const CONFIRM_ONLY = [
  'return_url',
  'off_session',
  'error_on_requires_action',
  'mandate_data',
  'mandate',
  'confirmation_token',
  'use_stripe_sdk',
  'radar_options',
] as const;

export async function createPaymentIntent(
  ctx: CallerContext,
  params: CreatePaymentIntentParams,
): Promise<AttemptResult> {
  checkAmount(params.amount, params.currency);
  if (!params.confirm) {
    const misplaced = CONFIRM_ONLY.find((name) => params[name] !== undefined);
    if (misplaced) {
      throw invalidRequest(`You can only pass ${misplaced} when confirm is true.`, misplaced);
    }
  }
  if (params.customer) await getCustomer(ctx.db, ctx.scope, params.customer, 'customer');
  const { types, automatic } = acceptedTypes(params, params.currency, ctx.apiVersion, 'payment', {
    amount: params.amount,
    shipping: Boolean(params.shipping),
  });
  const sources = [params.payment_method, params.payment_method_data, params.confirmation_token];
  if (sources.filter((v) => v !== undefined).length > 1) {
    throw invalidRequest(
      'Pass only one of payment_method, payment_method_data or confirmation_token.',
      params.confirmation_token ? 'confirmation_token' : 'payment_method_data',
    );
  }
  let pm: PaymentMethod | null = null;
  // With confirm=true the data is the attempt's: a refused card is then a failed payment, not a bad request.
  if (params.payment_method_data && !params.confirm) {
    pm = await createPaymentMethod(ctx, params.payment_method_data, 'payment_method_data');
  } else if (params.payment_method) {
    const id = params.payment_method;
    pm = params.confirm
      ? await pickForPayment(ctx, () => resolvePaymentMethod(ctx, id, 'payment_method'))
      : await resolvePaymentMethod(ctx, id, 'payment_method');
  }
  const created = newPaymentIntent(params, {
    livemode: ctx.scope.livemode,
    paymentMethodTypes: types,
    automatic,
    paymentMethod: pm?.id ?? null,
  });
  const pi = await withPresentment(ctx, created, params);
  if (pm)
    checkPaymentMethodFits(
      ctx.auth.kind,
      pi,
      pm,
      params.payment_method ? 'payment_method' : 'payment_method_data',
    );
  if (!params.confirm) {
    await insertPaymentIntent(ctx, pi);
    return { intent: pi, error: null };
  }
  await ctx.emit('payment_intent.created', pi);
  const input: ConfirmInput = {
    payment_method_data: params.payment_method_data,
    return_url: params.return_url,
    mandate_data: params.mandate_data,
    mandate: params.mandate,
    confirmation_token: params.confirmation_token,
    use_stripe_sdk: params.use_stripe_sdk,
    radar_options: params.radar_options,
    off_session: params.off_session,
    error_on_requires_action: params.error_on_requires_action,
    payment_method_options: params.payment_method_options,
    // A presentment given here wins over one a confirmation token carries.
    fx_quote: params.fx_quote,
    presentment_details: params.presentment_details,
  };
  return confirmPaymentIntent(ctx, pi, input, { insert: true, ...(pm ? { paymentMethod: pm } : {}) });
}
