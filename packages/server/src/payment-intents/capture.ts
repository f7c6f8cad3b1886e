import { capturedCharge, formatAmount, getCharge, processorRef, saveCharge } from '../charges/index.js';
import { invalidRequest, unexpectedState } from '../kernel/errors.js';
import type { z } from '../kernel/params.js';
import { changedAttributes } from '../kernel/record-event.js';
import { applyMetadata } from '../kernel/shared-params.js';
import type { CallerContext } from '../routing/caller.js';
import { processorFor } from '../simulator/index.js';
import type { capturePaymentIntentParams } from './params.js';
import type { PaymentIntent } from './payment-intent.js';
import { captured, captureRefusal } from './state-machine.js';
import { getPaymentIntent, savePaymentIntent } from './store.js';
import { intentView } from './view.js';

/**
 * Captures a held payment, all of it or `amount_to_capture`; the rest of the authorization
 * is released and `amount_received` says what was collected.
 */
export async function capturePaymentIntent(
  ctx: CallerContext,
  id: string,
  params: z.output<typeof capturePaymentIntentParams>,
): Promise<PaymentIntent> {
  const before = await getPaymentIntent(ctx, id, { forUpdate: true });
  const refusal = captureRefusal(before);
  if (refusal) {
    const error = unexpectedState('payment_intent', refusal);
    error.body.payment_intent = intentView(ctx.auth.kind, before);
    throw error;
  }
  const amount = params.amount_to_capture ?? before.amount_capturable;
  if (amount < 1) {
    throw invalidRequest('This value must be greater than or equal to 1.', 'amount_to_capture');
  }
  if (amount > before.amount_capturable) {
    throw invalidRequest(
      `The amount_to_capture (${formatAmount(amount, before.currency)}) is greater than the amount capturable on this PaymentIntent (${formatAmount(before.amount_capturable, before.currency)}).`,
      'amount_to_capture',
      'amount_too_large',
    );
  }
  const charge = await getCharge(ctx.db, ctx.scope, before.latest_charge!, { forUpdate: true });
  await processorFor(ctx.scope.livemode).capture({
    reference: (await processorRef(ctx.db, ctx.scope, charge.id)) ?? charge.id,
    amount,
    currency: before.currency,
  });
  const chargeAfter = capturedCharge(charge, amount);
  await saveCharge(ctx.db, ctx.scope, chargeAfter, { syncIntent: false });
  await ctx.emit('charge.captured', chargeAfter, changedAttributes(charge, chargeAfter));
  const after: PaymentIntent = {
    ...captured(before, amount, chargeAfter),
    metadata: applyMetadata(before.metadata, params.metadata),
    statement_descriptor: params.statement_descriptor ?? before.statement_descriptor,
    statement_descriptor_suffix: params.statement_descriptor_suffix ?? before.statement_descriptor_suffix,
  };
  await savePaymentIntent(ctx, before, after);
  return after;
}
