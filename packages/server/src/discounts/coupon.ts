import { invalidParam, invalidRequest, missingParam } from '../kernel/errors.js';
import { nowSeconds, randomToken } from '../kernel/ids.js';
import { applyMetadata } from '../kernel/shared-params.js';
import type { StripeObject } from '../store/types.js';
import type { CreateCouponParams } from './coupon-params.js';

export interface Coupon extends StripeObject {
  object: 'coupon';
  amount_off: number | null;
  applies_to?: { products: string[] };
  created: number;
  currency: string | null;
  duration: 'forever' | 'once' | 'repeating';
  duration_in_months: number | null;
  livemode: boolean;
  max_redemptions: number | null;
  metadata: Record<string, string>;
  name: string | null;
  percent_off: number | null;
  redeem_by: number | null;
  times_redeemed: number;
  valid: boolean;
}

/** Checks a new coupon's fields against one another, as Stripe does, naming the bad one. */
function checkCoupon(params: CreateCouponParams): void {
  const { amount_off: amountOff, percent_off: percentOff } = params;
  if (amountOff === undefined && percentOff === undefined)
    throw invalidRequest('You must pass either amount_off or percent_off.', 'amount_off');
  if (amountOff !== undefined && percentOff !== undefined)
    throw invalidRequest('You may only pass one of amount_off and percent_off.', 'percent_off');
  if (amountOff !== undefined) {
    if (amountOff < 1) throw invalidParam('amount_off', 'amount_off must be a positive integer.');
    if (!params.currency)
      throw invalidRequest(
        'You must pass currency when passing amount_off.',
        'currency',
        'parameter_missing',
      );
  }
  if (percentOff !== undefined && !(percentOff > 0 && percentOff <= 100))
    throw invalidParam('percent_off', 'percent_off must be greater than 0 and at most 100.');
  if (params.duration === 'repeating' && params.duration_in_months === undefined)
    throw missingParam('duration_in_months');
  if (params.duration !== 'repeating' && params.duration_in_months !== undefined)
    throw invalidParam(
      'duration_in_months',
      'duration_in_months may only be passed when duration is repeating.',
    );
  if (params.duration_in_months !== undefined && params.duration_in_months < 1)
    throw invalidParam('duration_in_months', 'duration_in_months must be a positive integer.');
  if (params.max_redemptions !== undefined && params.max_redemptions < 1)
    throw invalidParam('max_redemptions', 'max_redemptions must be a positive integer.');
  if (params.redeem_by !== undefined && params.redeem_by <= nowSeconds())
    throw invalidParam('redeem_by', 'Redeem by must be in the future.');
}

/** A new coupon; its id is the merchant's or eight random capitals and digits, as Stripe's are. */
export function newCoupon(params: CreateCouponParams, livemode: boolean): Coupon {
  checkCoupon(params);
  const coupon: Coupon = {
    id: params.id || randomToken(8).toUpperCase(),
    object: 'coupon',
    amount_off: params.amount_off ?? null,
    created: nowSeconds(),
    currency: params.amount_off !== undefined ? (params.currency ?? null) : null,
    duration: params.duration ?? 'once',
    duration_in_months: params.duration_in_months ?? null,
    livemode,
    max_redemptions: params.max_redemptions ?? null,
    metadata: applyMetadata({}, params.metadata),
    name: params.name || null,
    percent_off: params.percent_off ?? null,
    redeem_by: params.redeem_by ?? null,
    times_redeemed: 0,
    valid: true,
  };
  if (params.applies_to) coupon.applies_to = { products: params.applies_to.products };
  return coupon;
}

/** Whether the coupon can still be redeemed: not past `redeem_by`, not used up. */
export function couponValid(coupon: Coupon, now = nowSeconds()): boolean {
  if (coupon.redeem_by !== null && coupon.redeem_by <= now) return false;
  if (coupon.max_redemptions !== null && coupon.times_redeemed >= coupon.max_redemptions) return false;
  return true;
}

/** The coupon as answered: `valid` is worked out when read, since time alone can end it. */
export function publicCoupon(coupon: Coupon): Coupon {
  return { ...coupon, valid: couponValid(coupon) };
}
