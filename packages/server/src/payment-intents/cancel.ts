import { cancelPendingActions } from '../actions/index.js';
import { type Charge, getCharge, processorRef, saveCharge, withRefund } from '../charges/index.js';
import { unexpectedState } from '../kernel/errors.js';
import { nowSeconds } from '../kernel/ids.js';
import { changedAttributes } from '../kernel/record-event.js';
import { newRefund } from '../refunds/refund.js';
import type { CallerContext } from '../routing/caller.js';
import { processorFor } from '../simulator/index.js';
import { insertResource } from '../store/index.js';
import type { PaymentIntent } from './payment-intent.js';
import { canceled, cancelRefusal } from './state-machine.js';
import { getPaymentIntent, savePaymentIntent } from './store.js';
import { intentView } from './view.js';

/**
 * An uncaptured authorization is released when its intent is canceled; Stripe records the
 * release as a refund of the whole amount on the charge.
 */
async function releaseHeldCharge(
  ctx: CallerContext,
  pi: PaymentIntent,
  reason: string | null,
): Promise<Charge> {
  const charge = await getCharge(ctx.db, ctx.scope, pi.latest_charge!, { forUpdate: true });
  await processorFor(ctx.scope.livemode).release({
    reference: (await processorRef(ctx.db, ctx.scope, charge.id)) ?? charge.id,
  });
  const refund = newRefund({
    charge,
    amount: charge.amount,
    reason:
      reason === 'duplicate' || reason === 'fraudulent' || reason === 'requested_by_customer' ? reason : null,
    metadata: {},
    status: 'succeeded',
    failureReason: null,
    livemode: ctx.scope.livemode,
  });
  await insertResource(ctx.db, 'refunds', ctx.scope, refund, { charge: charge.id, payment_intent: pi.id });
  const after: Charge = { ...withRefund(charge, refund, charge.amount), refunded: true };
  await saveCharge(ctx.db, ctx.scope, after, { syncIntent: false });
  await ctx.emit('refund.created', refund);
  await ctx.emit('charge.refunded', after, changedAttributes(charge, after));
  return after;
}

export async function cancelPaymentIntent(
  ctx: CallerContext,
  id: string,
  reason: PaymentIntent['cancellation_reason'] | undefined,
): Promise<PaymentIntent> {
  const before = await getPaymentIntent(ctx, id, { forUpdate: true });
  const refusal = cancelRefusal(before);
  if (refusal) {
    const error = unexpectedState('payment_intent', refusal);
    error.body.payment_intent = intentView(ctx.auth.kind, before);
    throw error;
  }
  const charge =
    before.status === 'requires_capture' ? await releaseHeldCharge(ctx, before, reason ?? null) : null;
  await cancelPendingActions(ctx.db, ctx.scope, before.id);
  const after = canceled(before, reason ?? null, nowSeconds(), charge);
  await savePaymentIntent(ctx, before, after);
  return after;
}
