import {
  applyCoupon,
  applyPromotionCodeById,
  type Coupon,
  type DiscountLine,
  discountFor,
  type PromotionCode,
  redeemCoupon,
  redeemPromotionCode,
} from '../discounts/index.js';
import { invalidParam, invalidRequest } from '../kernel/errors.js';
import type { ServiceContext } from '../kernel/service-context.js';
import type { Db, Scope } from '../store/types.js';
import type { StoredLine } from './line-items.js';
import type { CheckoutSession } from './session.js';
import type { CreateSessionParams } from './session-params.js';

/** A discount a session carries: its coupon, and the promotion code that brought it, if any. */
export interface SessionDiscount {
  coupon: Coupon;
  promotionCode: PromotionCode | null;
}

/** The session's `discounts` entry as Stripe answers it: ids only. */
export interface DiscountEntry {
  coupon: string | null;
  promotion_code: string | null;
}

export const discountLines = (lines: readonly StoredLine[]): DiscountLine[] =>
  lines.map((line) => ({ product: line.item.price.product, amount: line.item.amount_subtotal }));

/**
 * The lines with the discount spread over those it applies to, in proportion to their
 * amounts (the rounding left over goes to the last one), so the lines add up to the total.
 */
export function discountedLines(lines: readonly StoredLine[], coupon: Coupon | null): StoredLine[] {
  const clear = lines.map((line) => ({
    ...line,
    item: { ...line.item, amount_discount: 0, amount_total: line.item.amount_subtotal },
  }));
  if (!coupon) return clear;
  const off = discountFor(coupon, discountLines(lines));
  const products = coupon.applies_to?.products;
  const eligible = clear
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.item.amount_subtotal > 0)
    .filter(({ line }) => !products || products.includes(line.item.price.product));
  const base = eligible.reduce((sum, { line }) => sum + line.item.amount_subtotal, 0);
  let left = off;
  eligible.forEach(({ line, index }, position) => {
    const share =
      position === eligible.length - 1 ? left : Math.floor((off * line.item.amount_subtotal) / base);
    left -= share;
    clear[index] = {
      ...line,
      item: { ...line.item, amount_discount: share, amount_total: line.item.amount_subtotal - share },
    };
  });
  return clear;
}

/** The session's one discount from `discounts` at creation: a coupon or a promotion code. */
export async function discountOnCreate(
  ctx: { db: Db; scope: Scope },
  params: CreateSessionParams,
  lines: readonly StoredLine[],
  currency: string | null,
): Promise<SessionDiscount | null> {
  const entries = params.discounts;
  if (!entries || entries.length === 0) return null;
  if (params.allow_promotion_codes !== undefined)
    throw invalidRequest(
      'You may only specify one of these parameters: allow_promotion_codes, discounts.',
      'discounts',
    );
  if (entries.length > 1) throw invalidParam('discounts', 'A Checkout Session takes one discount.');
  const entry = entries[0]!;
  if ((entry.coupon === undefined) === (entry.promotion_code === undefined))
    throw invalidRequest('Each discount must name exactly one of coupon or promotion_code.', 'discounts[0]');
  const query = {
    currency: currency ?? 'usd',
    lines: discountLines(lines),
    customer: params.customer ?? null,
    email: params.customer ? null : (params.customer_email ?? null),
  };
  if (entry.coupon !== undefined) {
    const { coupon } = await applyCoupon(ctx, entry.coupon, query, 'discounts[0][coupon]');
    return { coupon, promotionCode: null };
  }
  const applied = await applyPromotionCodeById(
    ctx,
    entry.promotion_code!,
    query,
    'discounts[0][promotion_code]',
  );
  return { coupon: applied.coupon, promotionCode: applied.promotionCode };
}

export const discountEntries = (discount: SessionDiscount | null): DiscountEntry[] =>
  discount ? [{ coupon: discount.coupon.id, promotion_code: discount.promotionCode?.id ?? null }] : [];

/**
 * The session's discount checked again against its lines as they are now (a quantity
 * changed, or the shopper is about to pay): a promotion code's minimum, limits and
 * first-purchase rule, a coupon's validity. Throws the reason it no longer applies.
 */
export async function currentDiscount(
  ctx: { db: Db; scope: Scope },
  session: CheckoutSession,
  lines: readonly StoredLine[],
  customer: string | null = session.customer,
  email: string | null = customer ? null : session.customer_email,
): Promise<SessionDiscount | null> {
  const entry = (session.discounts as DiscountEntry[] | undefined)?.[0];
  if (!entry) return null;
  const query = { currency: session.currency ?? 'usd', lines: discountLines(lines), customer, email };
  if (entry.promotion_code) {
    const applied = await applyPromotionCodeById(ctx, entry.promotion_code, query);
    return { coupon: applied.coupon, promotionCode: applied.promotionCode };
  }
  if (!entry.coupon) return null;
  const { coupon } = await applyCoupon(ctx, entry.coupon, query);
  return { coupon, promotionCode: null };
}

/** Counts the session's discount as redeemed, once, as its payment completes it. */
export async function redeemSessionDiscount(ctx: ServiceContext, session: CheckoutSession): Promise<void> {
  const entry = (session.discounts as DiscountEntry[] | undefined)?.[0];
  if (!entry) return;
  if (entry.promotion_code) await redeemPromotionCode(ctx, entry.promotion_code);
  else if (entry.coupon) await redeemCoupon(ctx, entry.coupon);
}
