import { createAction } from '../actions/index.js';
import { cardDetails, insertCharge, newCharge } from '../charges/index.js';
import { sharedCardDeclined } from '../consumers/share.js';
import type { ServiceContext } from '../kernel/service-context.js';
import type { PaymentMethod } from '../payment-methods/index.js';
import { AUTHENTICATION_REQUIRED, type AuthorizeCardResult, processorFor } from '../simulator/index.js';
import { cardInput, threeDSecureRequest, wasSetUp } from './card-input.js';
import { chargeFields } from './charge-fields.js';
import { declineShape } from './errors.js';
import { threeDSecureAction } from './next-action.js';
import type { ApiErrorShape, PaymentIntent } from './payment-intent.js';
import { authorized, failed, requiresAction } from './state-machine.js';

export interface CardAttempt {
  offSession: boolean;
  errorOnRequiresAction: boolean;
  /** The shopper just completed a 3-D Secure challenge for this payment. */
  authenticated: boolean;
  returnUrl: string | null;
  useStripeSdk: boolean;
  /** The shopper typed the CVC again (a CVC update token): the charge runs the CVC check. */
  cvcRecollected?: boolean;
}

export interface AttemptResult {
  intent: PaymentIntent;
  /** Set when the attempt failed: the answer is then an error, with the writes kept. */
  error: ApiErrorShape | null;
}

/** Whether this payment holds the money for a later capture. */
export function capturesLater(pi: PaymentIntent): boolean {
  return pi.capture_method === 'manual' || pi.payment_method_options.card?.capture_method === 'manual';
}

/**
 * One card payment attempt: the processor authorizes (or asks for 3-D Secure, or
 * declines), a charge records what happened, and the intent moves on. The caller saves the
 * intent (its status events follow the charge's).
 */
export async function runCardPayment(
  ctx: ServiceContext,
  pi: PaymentIntent,
  pm: PaymentMethod,
  attempt: CardAttempt,
): Promise<AttemptResult> {
  const processor = processorFor(ctx.scope.livemode);
  const result = await processor.authorizeCard({
    amount: pi.amount,
    currency: pi.currency,
    card: await cardInput(ctx, pm, attempt.cvcRecollected === true),
    purpose: 'payment',
    threeDSecure: threeDSecureRequest(pi.payment_method_options.card),
    authentication: attempt.authenticated
      ? { status: 'authenticated', flow: 'challenge' }
      : { status: 'none' },
    offSession: attempt.offSession,
    setUpForOffSession: attempt.offSession ? await wasSetUp(ctx.db, ctx.scope, pm.id) : false,
  });

  if (result.status === 'requires_authentication') {
    if (attempt.errorOnRequiresAction) {
      const error = declineShape(AUTHENTICATION_REQUIRED, pm, null);
      return { intent: failed(pi, error, null), error };
    }
    const { action, url } = await createAction(ctx.db, ctx.scope, {
      intentId: pi.id,
      kind: 'three_d_secure',
      data: { paymentMethod: pm.id, returnUrl: attempt.returnUrl },
      publicUrl: ctx.app.config.publicUrl,
    });
    const next = threeDSecureAction(url, action.id, attempt.returnUrl, attempt.useStripeSdk);
    return { intent: requiresAction({ ...pi, payment_method: pm.id }, next), error: null };
  }

  const later = capturesLater(pi);
  if (result.status === 'authorized' && !later) {
    await processor.capture({ reference: result.reference, amount: pi.amount, currency: pi.currency });
  }
  const charge = newCharge({
    ...chargeFields(ctx, pi),
    paymentMethod: pm,
    billingDetails: pm.billing_details,
    details: cardDetails(pm, result),
    status: result.status === 'authorized' ? 'succeeded' : 'failed',
    captured: !later,
    outcome: result.outcome,
    failure: result.status === 'declined' ? result.decline : null,
  });
  await insertCharge(ctx.db, ctx.scope, charge, referenceOf(result));
  if (result.status === 'declined') {
    await ctx.emit('charge.failed', charge);
    await sharedCardDeclined(ctx, pm, result.decline.declineCode);
    const error = declineShape(result.decline, pm, charge.id);
    return { intent: failed(pi, error, charge), error };
  }
  await ctx.emit('charge.succeeded', charge);
  return { intent: authorized({ ...pi, payment_method: pm.id }, charge, !later), error: null };
}

function referenceOf(result: AuthorizeCardResult): string | null {
  return result.status === 'authorized' ? result.reference : null;
}
