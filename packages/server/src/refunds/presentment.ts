import { presentmentAmount } from '@payframe/core/currencies';
import type { Charge } from '../charges/index.js';
import { getFxQuote } from '../fx-quotes/index.js';
import { getResource } from '../kernel/get-resource.js';
import type { Db, Scope } from '../store/types.js';

export interface RefundPresentment {
  presentment_amount: number;
  presentment_currency: string;
}

/** What the charge's earlier refunds gave back in the shopper's currency (failed and canceled ones gave nothing). */
function presentedRefunded(charge: Charge): number {
  return charge.refunds.data
    .filter((refund) => refund.status !== 'failed' && refund.status !== 'canceled')
    .reduce(
      (sum, refund) =>
        sum + ((refund.presentment_details as RefundPresentment | undefined)?.presentment_amount ?? 0),
      0,
    );
}

/**
 * A refund of a payment the shopper made in their own currency goes back in that currency.
 * A partial refund converts at the rate locked when they paid (the payment's FX quote, whose
 * rate stays on record after its lock ends), so the shopper gets back the share they paid,
 * whatever the market did since; the last refund gives back exactly what remains, so the
 * refunds add up to what was charged despite rounding.
 */
export async function refundPresentment(
  ctx: { db: Db; scope: Scope },
  charge: Charge,
  amount: number,
): Promise<RefundPresentment | null> {
  const paid = charge.presentment_details as RefundPresentment | undefined;
  if (!paid) return null;
  const currency = paid.presentment_currency;
  const left = paid.presentment_amount - presentedRefunded(charge);
  if (amount >= charge.amount_captured - charge.amount_refunded)
    return { presentment_amount: left, presentment_currency: currency };
  const pi = charge.payment_intent
    ? await getResource(ctx.db, 'payment_intents', ctx.scope, charge.payment_intent)
    : undefined;
  const quoteId = typeof pi?.fx_quote === 'string' ? pi.fx_quote : null;
  const rate = quoteId ? (await getFxQuote(ctx, quoteId)).rates[currency]?.exchange_rate : undefined;
  // Without the quote (a charge written before it was kept), the charge's own ratio is that rate.
  const converted = rate
    ? presentmentAmount(amount, charge.currency, currency, rate)
    : Math.round((amount * paid.presentment_amount) / charge.amount);
  return { presentment_amount: Math.min(converted, left), presentment_currency: currency };
}
