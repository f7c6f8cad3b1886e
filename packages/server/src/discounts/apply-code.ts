import { sql } from 'kysely';
import { type ApiError, invalidRequest } from '../kernel/errors.js';
import { nowSeconds } from '../kernel/ids.js';
import { updateResource } from '../store/index.js';
import type { Db, Scope } from '../store/types.js';
import { type Coupon, couponValid, publicCoupon } from './coupon.js';
import { findCoupon, getCoupon, getPromotionCode, promotionCodesByCode } from './discounts-store.js';
import { type PromotionCode, promotionCodeColumns, publicPromotionCode } from './promotion-code.js';

/** One line of what the shopper buys: its amount after quantity, and its product when known. */
export interface DiscountLine {
  product: string | null;
  amount: number;
}

export interface CodeQuery {
  /** What the shopper typed (any case, surrounding spaces ignored). */
  code: string;
  currency: string;
  lines: readonly DiscountLine[];
  /** The paying customer, when known: codes for one customer or first purchases check it. */
  customer?: string | null | undefined;
  /** The shopper's e-mail when no customer is known: a first-purchase code checks it instead. */
  email?: string | null | undefined;
}

export interface AppliedCode {
  promotionCode: PromotionCode;
  coupon: Coupon;
  /** What the coupon takes off, in the currency's minor unit, never more than it applies to. */
  discountAmount: number;
  subtotal: number;
}

/**
 * Why a code cannot be used. The code of each error names the reason so a page can say it in
 * the shopper's language; the message is the English of it.
 */
const refusal = (message: string, code: string): ApiError => invalidRequest(message, 'promotion_code', code);

export const codeRefusals = {
  invalid: () => refusal('This code is invalid.', 'promotion_code_invalid'),
  inactive: () => refusal('This code is no longer active.', 'promotion_code_inactive'),
  expired: () => refusal('This code has expired.', 'coupon_expired'),
  usedUp: () => refusal('This code has been redeemed the maximum number of times.', 'coupon_expired'),
  currency: () => refusal('This code cannot be used with this currency.', 'promotion_code_currency_mismatch'),
  minimum: (amount: number, currency: string) =>
    refusal(
      `This code requires a minimum order of ${amount} (${currency.toUpperCase()}, in the smallest unit).`,
      'promotion_code_minimum_amount_not_met',
    ),
  notApplicable: () =>
    refusal('This code does not apply to any item in this order.', 'promotion_code_not_applicable'),
  firstTime: () =>
    refusal(
      'This promotion code cannot be redeemed because the associated customer has prior transactions.',
      'promotion_code_first_time_transaction_only',
    ),
};

/** Whether the customer has paid this account before (then a first-purchase code does not apply). */
async function hasPaidBefore(db: Db, scope: Scope, customer: string): Promise<boolean> {
  const rows = await db
    .selectFrom('charges')
    .select('data')
    .where('account_id', '=', scope.accountId)
    .where('livemode', '=', scope.livemode)
    .where('customer', '=', customer)
    .limit(50)
    .execute();
  return rows.some((row) => {
    const data = (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as { status?: string };
    return data.status === 'succeeded';
  });
}

/**
 * Whether a shopper known only by e-mail has paid this account before: a completed Checkout
 * Session with that e-mail whose payment went through, or a succeeded charge whose receipt or
 * billing e-mail it is (case ignored). Both are read through indexes on the lower-cased e-mail.
 */
async function emailPaidBefore(db: Db, scope: Scope, email: string): Promise<boolean> {
  const wanted = email.trim().toLowerCase();
  if (!wanted) return false;
  const session = await db
    .selectFrom('checkout_sessions')
    .select('id')
    .where('account_id', '=', scope.accountId)
    .where('livemode', '=', scope.livemode)
    .where('status', '=', 'complete')
    .where(
      sql<string>`lower(coalesce(data->>'customer_email', data->'customer_details'->>'email'))`,
      '=',
      wanted,
    )
    .where(sql<string>`data->>'payment_status'`, '=', 'paid')
    .limit(1)
    .executeTakeFirst();
  if (session) return true;
  const charge = await db
    .selectFrom('charges')
    .select('id')
    .where('account_id', '=', scope.accountId)
    .where('livemode', '=', scope.livemode)
    .where('paid_email', '=', wanted)
    .limit(1)
    .executeTakeFirst();
  return charge !== undefined;
}

/** What a coupon takes off these lines: only the lines of its products when it names some. */
export function discountFor(coupon: Coupon, lines: readonly DiscountLine[]): number {
  const products = coupon.applies_to?.products;
  const eligible = products ? lines.filter((l) => l.product !== null && products.includes(l.product)) : lines;
  const base = eligible.reduce((sum, line) => sum + line.amount, 0);
  if (coupon.percent_off !== null) return Math.min(base, Math.round((base * coupon.percent_off) / 100));
  return Math.min(base, coupon.amount_off ?? 0);
}

/**
 * Checks what a promotion code needs whatever it is applied to: active, for this customer,
 * not expired nor used up, its coupon valid and in this currency. Answers the coupon.
 */
async function checkUsable(
  db: Db,
  scope: Scope,
  promo: PromotionCode,
  query: { currency: string; customer?: string | null | undefined },
): Promise<Coupon> {
  const now = nowSeconds();
  if (!promo.active) throw codeRefusals.inactive();
  if (promo.customer && promo.customer !== query.customer) throw codeRefusals.invalid();
  if (promo.expires_at !== null && promo.expires_at <= now) throw codeRefusals.expired();
  if (promo.max_redemptions !== null && promo.times_redeemed >= promo.max_redemptions)
    throw codeRefusals.usedUp();
  const coupon = await findCoupon(db, scope, promo.coupon.id);
  if (!coupon) throw codeRefusals.invalid();
  if (coupon.redeem_by !== null && coupon.redeem_by <= now) throw codeRefusals.expired();
  if (!couponValid(coupon, now)) throw codeRefusals.usedUp();
  if (coupon.currency !== null && coupon.currency !== query.currency.toLowerCase())
    throw codeRefusals.currency();
  return coupon;
}

/**
 * The coupon of a promotion code named by id (an invoice's `discounts[][promotion_code]`),
 * checked as far as it can be before the order is known; the same coded errors.
 */
export async function usablePromotionCode(
  ctx: { db: Db; scope: Scope },
  id: string,
  query: { currency: string; customer?: string | null | undefined },
): Promise<{ promotionCode: PromotionCode; coupon: Coupon }> {
  const promo = await getPromotionCode(ctx.db, ctx.scope, id, 'promotion_code');
  return { promotionCode: promo, coupon: await checkUsable(ctx.db, ctx.scope, promo, query) };
}

/** Checks one promotion code against the order, throwing the first reason it cannot be used. */
async function check(db: Db, scope: Scope, promo: PromotionCode, query: CodeQuery): Promise<AppliedCode> {
  const coupon = await checkUsable(db, scope, promo, query);
  const currency = query.currency.toLowerCase();
  const subtotal = query.lines.reduce((sum, line) => sum + line.amount, 0);
  const { minimum_amount: minimum, minimum_amount_currency: minimumCurrency } = promo.restrictions;
  if (minimum !== null) {
    if (minimumCurrency !== currency) throw codeRefusals.currency();
    if (subtotal < minimum) throw codeRefusals.minimum(minimum, currency);
  }
  if (promo.restrictions.first_time_transaction) {
    const before =
      (query.customer ? await hasPaidBefore(db, scope, query.customer) : false) ||
      (query.email ? await emailPaidBefore(db, scope, query.email) : false);
    if (before) throw codeRefusals.firstTime();
  }
  const discountAmount = discountFor(coupon, query.lines);
  if (discountAmount <= 0) throw codeRefusals.notApplicable();
  const answered = await publicPromotionCode(db, scope, promo);
  return { promotionCode: answered, coupon: answered.coupon, discountAmount, subtotal };
}

/**
 * A promotion code named by id (a Checkout Session's `discounts[][promotion_code]`, or one
 * applied before whose order changed), checked against the order like a typed one.
 */
export async function applyPromotionCodeById(
  ctx: { db: Db; scope: Scope },
  id: string,
  query: Omit<CodeQuery, 'code'>,
  param = 'promotion_code',
): Promise<AppliedCode> {
  const promo = await getPromotionCode(ctx.db, ctx.scope, id, param);
  return check(ctx.db, ctx.scope, promo, { ...query, code: promo.code });
}

/** A coupon named by id applied to an order: valid, in its currency, taking something off. */
export async function applyCoupon(
  ctx: { db: Db; scope: Scope },
  id: string,
  query: { currency: string; lines: readonly DiscountLine[] },
  param = 'coupon',
): Promise<{ coupon: Coupon; discountAmount: number }> {
  const coupon = await getCoupon(ctx.db, ctx.scope, id, param);
  if (!couponValid(coupon))
    throw invalidRequest(`Coupon ${coupon.id} is no longer valid.`, param, 'coupon_expired');
  if (coupon.currency !== null && coupon.currency !== query.currency.toLowerCase())
    throw invalidRequest(
      `The coupon ${coupon.id} is in ${coupon.currency.toUpperCase()}, the order in ${query.currency.toUpperCase()}.`,
      param,
      'promotion_code_currency_mismatch',
    );
  const discountAmount = discountFor(coupon, query.lines);
  if (discountAmount <= 0)
    throw invalidRequest(
      `The coupon ${coupon.id} does not apply to any item in this order.`,
      param,
      'promotion_code_not_applicable',
    );
  return { coupon: publicCoupon(coupon), discountAmount };
}

/**
 * The promotion code a shopper typed, checked against an order: the code, its coupon and
 * what it takes off, or a Stripe-shaped error whose code says why not (see `codeRefusals`).
 */
export async function resolvePromotionCode(
  ctx: { db: Db; scope: Scope },
  query: CodeQuery,
): Promise<AppliedCode> {
  const code = query.code.trim();
  if (!/^[a-zA-Z0-9]{1,500}$/.test(code)) throw codeRefusals.invalid();
  const candidates = await promotionCodesByCode(ctx.db, ctx.scope, code);
  const usable = candidates.filter((p) => p.active && (!p.customer || p.customer === query.customer));
  const promo = usable[0] ?? candidates[0];
  if (!promo) throw codeRefusals.invalid();
  return check(ctx.db, ctx.scope, promo, query);
}

/** Counts one redemption of a coupon applied by its id (not through a code). */
export async function redeemCoupon(ctx: { db: Db; scope: Scope }, couponId: string): Promise<void> {
  const coupon = await findCoupon(ctx.db, ctx.scope, couponId, true);
  if (coupon)
    await updateResource(ctx.db, 'coupons', ctx.scope, {
      ...coupon,
      times_redeemed: coupon.times_redeemed + 1,
    });
}

/**
 * Counts one redemption of a promotion code and its coupon, once the payment it discounted
 * succeeded. Run in that payment's transaction; the rows are locked so two redemptions of a
 * code limited to one cannot both count.
 */
export async function redeemPromotionCode(
  ctx: { db: Db; scope: Scope },
  promotionCodeId: string,
): Promise<void> {
  const promo = await getPromotionCode(ctx.db, ctx.scope, promotionCodeId, 'promotion_code', true);
  const coupon = await findCoupon(ctx.db, ctx.scope, promo.coupon.id, true);
  const next: PromotionCode = { ...promo, times_redeemed: promo.times_redeemed + 1 };
  await updateResource(ctx.db, 'promotion_codes', ctx.scope, next, promotionCodeColumns(next));
  if (coupon)
    await updateResource(ctx.db, 'coupons', ctx.scope, {
      ...coupon,
      times_redeemed: coupon.times_redeemed + 1,
    });
}
