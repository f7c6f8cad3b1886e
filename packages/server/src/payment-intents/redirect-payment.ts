import { createAction } from '../actions/index.js';
import { insertCharge, newCharge, redirectDetails } from '../charges/index.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { serverMethod } from '../methods/index.js';
import type { PaymentMethod } from '../payment-methods/index.js';
import { processorFor } from '../simulator/index.js';
import type { ActionOutcome } from './authentication.js';
import type { AttemptResult } from './card-payment.js';
import { chargeFields } from './charge-fields.js';
import { attemptDeclined, attemptExpired, authenticationFailure } from './errors.js';
import { methodType } from './method-types.js';
import { redirectAction } from './next-action.js';
import type { ApiErrorShape, NextAction, PaymentIntent } from './payment-intent.js';
import { authorized, failed, requiresAction } from './state-machine.js';

/** Sends the shopper to authorize the payment with their bank (a hosted test page in test mode). */
export async function startRedirect(
  ctx: ServiceContext,
  pi: PaymentIntent,
  pm: PaymentMethod,
  returnUrl: string,
): Promise<AttemptResult> {
  const { url } = await createAction(ctx.db, ctx.scope, {
    intentId: pi.id,
    kind: 'redirect',
    data: { paymentMethod: pm.id, returnUrl },
    publicUrl: ctx.app.config.publicUrl,
  });
  // Alipay names its redirect its own way (`alipay_handle_redirect`).
  const own = serverMethod(pm.type)?.redirectAction;
  const next = own ? (own(url, returnUrl) as NextAction) : redirectAction(url, returnUrl);
  return { intent: requiresAction({ ...pi, payment_method: pm.id }, next), error: null };
}

/** Why an attempt failed: its code expired (Pix), or the shopper or their bank declined it. */
function attemptFailure(outcome: ActionOutcome, pm: PaymentMethod): ApiErrorShape {
  if (outcome === 'expire') return attemptExpired(pm);
  return methodType(pm.type)?.confirm === 'app'
    ? attemptDeclined(pm)
    : authenticationFailure('payment_intent', pm);
}

/**
 * The shopper came back from the bank, or paid in their app after scanning a QR code (whose
 * test page is a redirect's): the payment is made, or the authorization failed.
 */
export async function finishRedirect(
  ctx: ServiceContext,
  pi: PaymentIntent,
  pm: PaymentMethod,
  outcome: ActionOutcome,
): Promise<AttemptResult> {
  // A code that lapsed (Pix) has nothing to ask the processor: nobody paid.
  const result =
    outcome === 'expire'
      ? ({ status: 'failed' } as const)
      : await processorFor(ctx.scope.livemode).completeRedirectPayment({
          type: pm.type,
          amount: pi.amount,
          currency: pi.currency,
          approved: outcome === 'approve',
        });
  if (result.status === 'failed') {
    const error = attemptFailure(outcome, pm);
    return { intent: failed(pi, error, null), error };
  }
  const options = (pi.payment_method_options[pm.type] ?? {}) as Record<string, unknown>;
  // A method that supports it (buy now, pay later) holds the money for a manual capture.
  const held =
    methodType(pm.type)?.manualCapture === true &&
    (pi.capture_method === 'manual' || options.capture_method === 'manual');
  const charge = newCharge({
    ...chargeFields(ctx, pi),
    paymentMethod: pm,
    billingDetails: pm.billing_details,
    details: redirectDetails(pm, result.reference, options),
    status: 'succeeded',
    captured: !held,
    outcome: {
      network_status: 'approved_by_network',
      type: 'authorized',
      reason: null,
      risk_level: 'not_assessed',
      risk_score: null,
      seller_message: 'Payment complete.',
    },
    failure: null,
  });
  await insertCharge(ctx.db, ctx.scope, charge, result.reference);
  await ctx.emit('charge.succeeded', charge);
  return { intent: authorized(pi, charge, !held), error: null };
}
