import { createAction } from '../actions/index.js';
import { insertCharge, newCharge, redirectDetails } from '../charges/index.js';
import type { ServiceContext } from '../kernel/service-context.js';
import type { PaymentMethod } from '../payment-methods/index.js';
import { processorFor } from '../simulator/index.js';
import type { AttemptResult } from './card-payment.js';
import { chargeFields } from './charge-fields.js';
import { authenticationFailure } from './errors.js';
import { methodType } from './method-types.js';
import { redirectAction } from './next-action.js';
import type { PaymentIntent } from './payment-intent.js';
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
  return {
    intent: requiresAction({ ...pi, payment_method: pm.id }, redirectAction(url, returnUrl)),
    error: null,
  };
}

/**
 * The shopper came back from the bank, or paid in their app after scanning a QR code (whose
 * test page is a redirect's): the payment is made, or the authorization failed.
 */
export async function finishRedirect(
  ctx: ServiceContext,
  pi: PaymentIntent,
  pm: PaymentMethod,
  approved: boolean,
): Promise<AttemptResult> {
  const result = await processorFor(ctx.scope.livemode).completeRedirectPayment({
    type: pm.type,
    amount: pi.amount,
    currency: pi.currency,
    approved,
  });
  if (result.status === 'failed') {
    const error = authenticationFailure('payment_intent', pm);
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
