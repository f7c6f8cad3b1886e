import { methodDescriptor } from '@payframe/core';
import { type Charge, getCharge, processorRef, saveCharge, withRefund } from '../charges/index.js';
import { invalidRequest } from '../kernel/errors.js';
import { getResource } from '../kernel/get-resource.js';
import { changedAttributes } from '../kernel/record-event.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { applyMetadata } from '../kernel/shared-params.js';
import { closeReviewOnRefund } from '../radar/index.js';
import { processorFor } from '../simulator/index.js';
import { insertResource, updateResource } from '../store/index.js';
import type { CreateRefundParams } from './params.js';
import { refundPresentment } from './presentment.js';
import { newRefund, type Refund, refundAmount } from './refund.js';
import { holdRefund } from './settlement.js';

/** The charge a refund request names, directly or through its PaymentIntent, locked intent first. */
async function chargeToRefund(ctx: ServiceContext, params: CreateRefundParams): Promise<Charge> {
  if (!params.charge && !params.payment_intent) {
    throw invalidRequest(
      'One of the following params should be provided for this request: charge or payment_intent.',
      'charge',
      'parameter_missing',
    );
  }
  let chargeId = params.charge;
  if (params.payment_intent) {
    const pi = await getResource(ctx.db, 'payment_intents', ctx.scope, params.payment_intent, {
      forUpdate: true,
      param: 'payment_intent',
      noun: 'payment_intent',
    });
    const latest = pi.latest_charge as string | null;
    if (!latest || (pi.status !== 'succeeded' && pi.status !== 'requires_capture')) {
      throw invalidRequest(
        `This PaymentIntent (${pi.id}) does not have a successful charge to refund.`,
        'payment_intent',
      );
    }
    if (chargeId && chargeId !== latest) {
      throw invalidRequest(`The charge ${chargeId} does not belong to the PaymentIntent ${pi.id}.`, 'charge');
    }
    chargeId = latest;
  } else {
    const peek = await getCharge(ctx.db, ctx.scope, chargeId!, { param: 'charge' });
    if (peek.payment_intent) {
      await getResource(ctx.db, 'payment_intents', ctx.scope, peek.payment_intent, { forUpdate: true });
    }
  }
  return getCharge(ctx.db, ctx.scope, chargeId!, { forUpdate: true, param: 'charge' });
}

export async function createRefund(ctx: ServiceContext, params: CreateRefundParams): Promise<Refund> {
  const charge = await chargeToRefund(ctx, params);
  const type = charge.payment_method_details.type;
  if (methodDescriptor(type)?.refunds === false) {
    throw invalidRequest(
      `This charge cannot be refunded: ${type} payments do not support refunds.`,
      params.payment_intent ? 'payment_intent' : 'charge',
      'charge_not_refundable',
    );
  }
  const amount = refundAmount(charge, params.amount);
  // A payment made in the shopper's currency is refunded in it, at the rate it was paid at.
  const presentment = await refundPresentment(ctx, charge, amount);
  const reference = (await processorRef(ctx.db, ctx.scope, charge.id)) ?? charge.id;
  const result = await processorFor(ctx.scope.livemode).refund({
    reference,
    amount,
    currency: charge.currency,
    paymentMethodType: charge.payment_method_details.type,
  });
  const made = newRefund({
    charge,
    amount,
    reason: params.reason ?? null,
    metadata: applyMetadata({}, params.metadata),
    status: result.status,
    failureReason: result.failureReason,
    livemode: ctx.scope.livemode,
  });
  const refund: Refund = presentment ? { ...made, presentment_details: presentment } : made;
  await insertResource(ctx.db, 'refunds', ctx.scope, refund, {
    charge: charge.id,
    payment_intent: charge.payment_intent,
  });
  if (result.settle) await holdRefund(ctx, refund, { reference: result.reference, ...result.settle });
  const counted = refund.status === 'failed' ? charge.amount_refunded : charge.amount_refunded + amount;
  const after = withRefund(charge, refund, counted);
  await saveCharge(ctx.db, ctx.scope, after);
  await ctx.emit('refund.created', refund);
  await ctx.emit('charge.refunded', after, changedAttributes(charge, after));
  // Only a charge held for review has one to close: no read for the others.
  if (typeof charge.review === 'string' && refund.status !== 'failed')
    await closeReviewOnRefund(ctx, charge.review);
  return refund;
}

/**
 * Changes a refund (metadata, cancelation) and its copy in the charge's refund list, locking
 * intent, charge and refund in that order, as every writer of a payment does.
 */
export async function updateRefund(
  ctx: ServiceContext,
  id: string,
  change: (refund: Refund) => Refund,
): Promise<Refund> {
  const peek = await getResource<Refund>(ctx.db, 'refunds', ctx.scope, id, { noun: 'refund' });
  if (peek.payment_intent) {
    await getResource(ctx.db, 'payment_intents', ctx.scope, peek.payment_intent, { forUpdate: true });
  }
  const charge = await getCharge(ctx.db, ctx.scope, peek.charge, { forUpdate: true });
  const before = await getResource<Refund>(ctx.db, 'refunds', ctx.scope, id, {
    noun: 'refund',
    forUpdate: true,
  });
  const after = change(before);
  const previous = changedAttributes(before, after);
  if (!previous) return before;
  await updateResource(ctx.db, 'refunds', ctx.scope, after);
  await saveCharge(ctx.db, ctx.scope, withRefund(charge, after, charge.amount_refunded));
  await ctx.emit('refund.updated', after, previous);
  return after;
}
