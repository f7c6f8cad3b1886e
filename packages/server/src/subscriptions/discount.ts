import { redeemCoupon, redeemPromotionCode } from '../discounts/index.js';
import { type InvoiceDiscount, invoiceDiscount } from '../invoices/index.js';
import type { ServiceContext } from '../kernel/service-context.js';
import type { BillingReason } from './billing.js';
import { addInterval, type Subscription } from './subscription.js';
import type { CreateSubscriptionParams } from './subscription-params.js';

/**
 * The discount a new subscription takes from its `discounts` (a coupon or a promotion code),
 * checked as an invoice's is, and redeemed once here rather than on each of its invoices
 * (`redeemed`: a Checkout Session counts it when it completes). A `repeating` coupon ends
 * its months after the start.
 */
export async function subscriptionDiscount(
  ctx: ServiceContext,
  entries: CreateSubscriptionParams['discounts'],
  sub: { id: string; customer: string; currency: string },
  now: number,
  redeemed: boolean,
): Promise<InvoiceDiscount | null> {
  const found = await invoiceDiscount(ctx, entries, sub);
  if (!found) return null;
  const { coupon } = found;
  if (!redeemed) {
    if (found.promotion_code) await redeemPromotionCode(ctx, found.promotion_code);
    else await redeemCoupon(ctx, coupon.id);
  }
  const end =
    coupon.duration === 'repeating' ? addInterval(now, 'month', 1, coupon.duration_in_months ?? 1) : null;
  return { ...found, invoice: null, subscription: sub.id, start: now, end };
}

/**
 * The subscription's discount as an invoice made at `now` for `reason` takes it: a `once`
 * coupon on the first invoice only, a `repeating` one until it ends, a `forever` one always.
 */
export function discountOn(
  sub: Pick<Subscription, 'discount'>,
  reason: BillingReason | 'upcoming',
  now: number,
): InvoiceDiscount | null {
  const discount = sub.discount;
  if (!discount) return null;
  if (discount.coupon.duration === 'once' && reason !== 'subscription_create') return null;
  if (discount.end !== null && now >= (discount.end as number)) return null;
  return discount;
}
