import { p, type z } from '../kernel/params.js';

export const createPromotionCodeParams = p.object({
  /** The coupon, as API versions before the `promotion` object named it. */
  coupon: p.string(250).optional(),
  promotion: p.object({ type: p.oneOf(['coupon']), coupon: p.string(250).optional() }).optional(),
  code: p.string(500).optional(),
  active: p.boolean.optional(),
  customer: p.string().optional(),
  expires_at: p.integer.optional(),
  max_redemptions: p.integer.optional(),
  metadata: p.metadata.optional(),
  restrictions: p
    .object({
      first_time_transaction: p.boolean.optional(),
      minimum_amount: p.integer.optional(),
      minimum_amount_currency: p.currency.optional(),
    })
    .optional(),
});

export const updatePromotionCodeParams = p.object({
  active: p.boolean.optional(),
  metadata: p.metadata.optional(),
});

export const listPromotionCodesParams = p.object({
  ...p.listShape,
  active: p.boolean.optional(),
  code: p.string(500).optional(),
  coupon: p.string(250).optional(),
  customer: p.string().optional(),
});

export type CreatePromotionCodeParams = z.output<typeof createPromotionCodeParams>;
