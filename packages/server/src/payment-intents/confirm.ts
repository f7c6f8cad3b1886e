import { cancelPendingActions } from '../actions/index.js';
import type { ResolvedConfirmationToken } from '../confirmation-tokens/index.js';
import { resolveConfirmationToken } from '../confirmation-tokens/index.js';
import { type ApiError, invalidRequest, unexpectedState } from '../kernel/errors.js';
import { toShipping } from '../kernel/shared-params.js';
import {
  createPaymentMethod,
  type PaymentMethod,
  type PaymentMethodData,
  resolvePaymentMethod,
} from '../payment-methods/index.js';
import { intentAttemptsExhausted } from '../risk/index.js';
import type { CallerContext } from '../routing/caller.js';
import type { AttemptResult } from './card-payment.js';
import { runPaymentAttempt } from './confirm-handlers.js';
import { pickForPayment, settlePaymentMethod } from './future-usage.js';
import { invalidCardAttempt, isInvalidCardAttempt } from './invalid-card.js';
import { paymentMethodOptions } from './method-options.js';
import { checkMethodRequirements } from './method-requirements.js';
import type { ConfirmPaymentIntentParams } from './params.js';
import type { PaymentIntent } from './payment-intent.js';
import { checkPaymentMethodFits } from './payment-method-checks.js';
import { checkPresentmentLocked, withPresentment, withTokenPresentment } from './presentment.js';
import { allowedReturnOrigins, checkReturnUrl } from './return-url.js';
import { confirmRefusal, MISSING_PAYMENT_METHOD, startAttempt } from './state-machine.js';
import { savePaymentIntent } from './store.js';
import { intentView } from './view.js';

/** What a confirmation may carry, from `POST .../confirm` or `confirm=true` at creation. */
export type ConfirmInput = Omit<ConfirmPaymentIntentParams, 'client_secret'>;

function refuse(ctx: CallerContext, pi: PaymentIntent, message: string): never {
  const error = unexpectedState('payment_intent', message);
  error.body.payment_intent = intentView(ctx.auth.kind, pi);
  throw error;
}

type Source =
  | { pm: PaymentMethod; token: ResolvedConfirmationToken | null; refused?: undefined }
  | { refused: { data: PaymentMethodData; error: ApiError }; pm?: undefined; token: null };

/** The payment method this confirmation pays with, and the confirmation token it came from. */
async function paymentMethodFor(
  ctx: CallerContext,
  pi: PaymentIntent,
  input: ConfirmInput,
  known: PaymentMethod | undefined,
): Promise<Source> {
  const given = [input.payment_method, input.payment_method_data, input.confirmation_token].filter(
    (v) => v !== undefined,
  ).length;
  if (given > 1) {
    throw invalidRequest(
      'Pass only one of payment_method, payment_method_data or confirmation_token.',
      input.confirmation_token ? 'confirmation_token' : 'payment_method_data',
    );
  }
  if (input.confirmation_token) {
    const token = await resolveConfirmationToken(ctx, input.confirmation_token, 'confirmation_token');
    return { pm: await token.paymentMethod(), token };
  }
  if (input.payment_method_data) {
    const data = input.payment_method_data;
    try {
      return { pm: await createPaymentMethod(ctx, data, 'payment_method_data'), token: null };
    } catch (error) {
      if (isInvalidCardAttempt(data, error)) return { refused: { data, error }, token: null };
      throw error;
    }
  }
  const id = input.payment_method ?? pi.payment_method;
  if (!id) refuse(ctx, pi, MISSING_PAYMENT_METHOD);
  if (known?.id === id) return { pm: known, token: null };
  return { pm: await resolvePaymentMethod(ctx, id, 'payment_method'), token: null };
}

/** The intent with the confirmation's own fields applied (shipping, receipt e-mail, options...). */
function withConfirmFields(
  pi: PaymentIntent,
  input: ConfirmInput,
  token: ResolvedConfirmationToken | null,
): PaymentIntent {
  const futureUsage = input.setup_future_usage ?? token?.setup_future_usage ?? undefined;
  const shipping = input.shipping ?? (token?.shipping ? { ...token.shipping } : undefined);
  return {
    ...pi,
    capture_method: input.capture_method ?? pi.capture_method,
    payment_method_options: paymentMethodOptions(
      pi.payment_method_types,
      input.payment_method_options,
      pi.payment_method_options,
    ),
    receipt_email: input.receipt_email === undefined ? pi.receipt_email : input.receipt_email || null,
    setup_future_usage: futureUsage === undefined ? pi.setup_future_usage : futureUsage || null,
    shipping: shipping === undefined ? pi.shipping : toShipping(shipping as never, pi.shipping),
  };
}

/**
 * Confirms an intent the caller has locked (or just built, `insert`): picks the payment
 * method, runs the attempt its type calls for (card authorization, redirect, bank debit),
 * saves the intent and its events. A failed attempt comes back as `error` with its writes
 * to keep; requests that cannot be attempted at all throw.
 */
export async function confirmPaymentIntent(
  ctx: CallerContext,
  pi: PaymentIntent,
  input: ConfirmInput,
  /** `paymentMethod`: the method the caller already resolved in this request (create with confirm). */
  options: { insert?: boolean; paymentMethod?: PaymentMethod } = {},
): Promise<AttemptResult> {
  const refusal = confirmRefusal(pi);
  if (refusal) refuse(ctx, pi, refusal);
  // Card testing: an intent declined again and again takes no further attempt.
  const cap = ctx.app.config.declineLimits?.perIntent ?? 0;
  if (cap > 0 && pi.status === 'requires_payment_method' && pi.charges.total_count >= cap) {
    throw intentAttemptsExhausted();
  }
  if (pi.confirmation_method === 'manual' && ctx.auth.kind === 'publishable') {
    throw invalidRequest(
      'This PaymentIntent has confirmation_method: manual and can only be confirmed with your secret key, from your server.',
    );
  }
  // The presentment is checked before anything is written: an expired quote pays nothing.
  const presented = await withPresentment(ctx, pi, await withTokenPresentment(ctx, input));
  await checkPresentmentLocked(ctx, presented);
  const source = await pickForPayment(ctx, () => paymentMethodFor(ctx, pi, input, options.paymentMethod));
  const { token } = source;
  const current = startAttempt(withConfirmFields(presented, input, token));
  if (source.refused) {
    if (!current.payment_method_types.includes('card')) {
      throw invalidRequest(
        `This PaymentIntent does not accept card payments. Its payment_method_types are: ${current.payment_method_types.join(', ')}.`,
        'payment_method_data[type]',
      );
    }
    const result = await invalidCardAttempt(ctx, current, source.refused.data, source.refused.error);
    await savePaymentIntent(ctx, pi, result.intent, { insert: options.insert === true });
    return result;
  }
  const { pm } = source;
  checkPaymentMethodFits(ctx.auth.kind, current, pm, token ? 'confirmation_token' : 'payment_method');
  const from = token
    ? 'confirmation_token'
    : input.payment_method_data
      ? 'payment_method_data'
      : 'payment_method';
  checkMethodRequirements(current, pm, from);
  if (input.expected_payment_method_type && input.expected_payment_method_type !== pm.type) {
    throw invalidRequest(
      `The PaymentMethod provided (${pm.type}) does not match the expected_payment_method_type (${input.expected_payment_method_type}).`,
      'expected_payment_method_type',
    );
  }
  const asked = input.return_url ?? token?.return_url ?? null;
  const returnUrl = checkReturnUrl(asked, await allowedReturnOrigins(ctx, asked));
  // A new intent has no pending actions to cancel.
  if (!options.insert) await cancelPendingActions(ctx.db, ctx.scope, pi.id);

  const result = await runPaymentAttempt(ctx, { before: pi, current, pm, input, token, returnUrl });
  await token?.markUsed({ payment_intent: pi.id });
  await settlePaymentMethod(ctx, result.intent, pm);
  await savePaymentIntent(ctx, pi, result.intent, { insert: options.insert === true });
  return result;
}
