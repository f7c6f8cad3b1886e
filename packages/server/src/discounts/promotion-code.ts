import { invalidParam, invalidRequest, missingParam } from '../kernel/errors.js';
import { newId, nowSeconds, randomToken } from '../kernel/ids.js';
import { applyMetadata } from '../kernel/shared-params.js';
import type { Db, Scope, StripeObject } from '../store/types.js';
import { type Coupon, publicCoupon } from './coupon.js';
import { findCoupon } from './discounts-store.js';
import type { CreatePromotionCodeParams } from './promotion-code-params.js';

export interface PromotionCode extends StripeObject {
  object: 'promotion_code';
  active: boolean;
  code: string;
  /** The coupon as it was when last written; answers carry the coupon as it is now. */
  coupon: Coupon;
  created: number;
  customer: string | null;
  expires_at: number | null;
  livemode: boolean;
  max_redemptions: number | null;
  metadata: Record<string, string>;
  restrictions: {
    first_time_transaction: boolean;
    minimum_amount: number | null;
    minimum_amount_currency: string | null;
  };
  times_redeemed: number;
}

const CODE = /^[a-zA-Z0-9]+$/;

/** The coupon a new promotion code redeems, named either way the API versions allow. */
export function couponIdOf(params: CreatePromotionCodeParams): string {
  const id = params.promotion?.coupon ?? params.coupon;
  if (!id) throw missingParam(params.promotion ? 'promotion[coupon]' : 'promotion');
  return id;
}

/** Checks a new promotion code's own fields, naming the bad one. */
function checkPromotionCode(params: CreatePromotionCodeParams, coupon: Coupon): void {
  if (params.code !== undefined && !CODE.test(params.code))
    throw invalidParam('code', 'A promotion code may contain only letters (a-z, A-Z) and digits (0-9).');
  if (params.max_redemptions !== undefined && params.max_redemptions < 1)
    throw invalidParam('max_redemptions', 'max_redemptions must be a positive integer.');
  if (params.expires_at !== undefined) {
    if (params.expires_at <= nowSeconds())
      throw invalidParam('expires_at', 'The expiration date must be in the future.');
    if (coupon.redeem_by !== null && params.expires_at > coupon.redeem_by)
      throw invalidParam(
        'expires_at',
        "The expiration date can't be later than the coupon's redeem_by date.",
      );
  }
  const minimum = params.restrictions?.minimum_amount;
  if (minimum !== undefined) {
    if (minimum < 1)
      throw invalidParam('restrictions[minimum_amount]', 'minimum_amount must be a positive integer.');
    if (!params.restrictions?.minimum_amount_currency)
      throw missingParam('restrictions[minimum_amount_currency]');
  }
  if (!publicCoupon(coupon).valid)
    throw invalidRequest(`Coupon ${coupon.id} is no longer valid.`, 'coupon', 'coupon_expired');
}

export function newPromotionCode(
  params: CreatePromotionCodeParams,
  coupon: Coupon,
  livemode: boolean,
): PromotionCode {
  checkPromotionCode(params, coupon);
  const promotion: PromotionCode = {
    id: newId('promo'),
    object: 'promotion_code',
    active: params.active ?? true,
    code: params.code ?? randomToken(8).toUpperCase(),
    coupon,
    created: nowSeconds(),
    customer: params.customer ?? null,
    expires_at: params.expires_at ?? null,
    livemode,
    max_redemptions: params.max_redemptions ?? null,
    metadata: applyMetadata({}, params.metadata),
    restrictions: {
      first_time_transaction: params.restrictions?.first_time_transaction ?? false,
      minimum_amount: params.restrictions?.minimum_amount ?? null,
      minimum_amount_currency:
        params.restrictions?.minimum_amount !== undefined
          ? (params.restrictions.minimum_amount_currency ?? null)
          : null,
    },
    times_redeemed: 0,
  };
  return promotion;
}

/**
 * The promotion code as answered: with its coupon as it is now (its `valid` and redemptions
 * change) and the `promotion` object newer API versions name the coupon with.
 */
export async function publicPromotionCode(
  db: Db,
  scope: Scope,
  promo: PromotionCode,
): Promise<PromotionCode> {
  const current = await findCoupon(db, scope, promo.coupon.id);
  const coupon = current ? publicCoupon(current) : { ...promo.coupon, valid: false };
  return { ...promo, coupon, promotion: { type: 'coupon', coupon: coupon.id } };
}

/** The columns lists filter on. */
export function promotionCodeColumns(promo: PromotionCode) {
  return {
    code_key: promo.code.toUpperCase(),
    active: promo.active,
    coupon: promo.coupon.id,
    customer: promo.customer,
  };
}
