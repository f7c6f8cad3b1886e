import { p, type z } from '../kernel/params.js';

/** A coupon id the merchant chooses (`SUMMER25`): indexed, so its length is bounded. */
const couponId = p.string(250);

export const createCouponParams = p.object({
  id: couponId.optional(),
  amount_off: p.integer.optional(),
  currency: p.currency.optional(),
  duration: p.oneOf(['forever', 'once', 'repeating']).optional(),
  duration_in_months: p.integer.optional(),
  max_redemptions: p.integer.optional(),
  metadata: p.metadata.optional(),
  name: p.string(40).optional(),
  percent_off: p.number.optional(),
  redeem_by: p.integer.optional(),
  applies_to: p.object({ products: p.array(p.string()) }).optional(),
});

export const updateCouponParams = p.object({
  metadata: p.metadata.optional(),
  name: p.clearable(p.string(40)).optional(),
});

export const listCouponsParams = p.object({ ...p.listShape });

export type CreateCouponParams = z.output<typeof createCouponParams>;
export type UpdateCouponParams = z.output<typeof updateCouponParams>;
