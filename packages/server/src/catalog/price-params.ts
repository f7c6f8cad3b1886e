import { p, z } from '../kernel/params.js';

/** A product id the merchant chooses: it is indexed, so its length is bounded. */
export const productId = p.string(250);

const interval = p.oneOf(['day', 'week', 'month', 'year']);
const taxBehavior = p.oneOf(['exclusive', 'inclusive', 'unspecified']);
/** A decimal amount in minor units, at most 12 places after the point, as Stripe takes it. */
const decimal = p
  .string(40)
  .regex(/^\d{1,12}(\.\d{1,12})?$/, { error: (iss) => `Invalid decimal: ${String(iss.input)}` });

export const recurringParams = p.object({
  interval,
  interval_count: p.integer.optional(),
  usage_type: p.oneOf(['licensed', 'metered']).optional(),
  aggregate_usage: p.string().optional(),
  trial_period_days: p.integer.optional(),
  meter: p.string().optional(),
});

/** The amount fields a price takes, inline (a product's `default_price_data`) or on its own. */
export const amountShape = {
  currency: p.currency,
  unit_amount: p.integer.optional(),
  unit_amount_decimal: decimal.optional(),
  recurring: recurringParams.optional(),
  tax_behavior: taxBehavior.optional(),
};

export const inlineProductParams = p.object({
  name: p.string(),
  id: productId.optional(),
  active: p.boolean.optional(),
  metadata: p.metadata.optional(),
  statement_descriptor: p.string(22).optional(),
  tax_code: p.string().optional(),
  unit_label: p.string(12).optional(),
});

export const createPriceParams = p.object({
  ...amountShape,
  active: p.boolean.optional(),
  billing_scheme: p.oneOf(['per_unit', 'tiered']).optional(),
  custom_unit_amount: z.unknown().optional(),
  lookup_key: p.string(200).optional(),
  metadata: p.metadata.optional(),
  nickname: p.string().optional(),
  product: p.string().optional(),
  product_data: inlineProductParams.optional(),
  tiers: z.unknown().optional(),
  tiers_mode: p.oneOf(['graduated', 'volume']).optional(),
  transfer_lookup_key: p.boolean.optional(),
  transform_quantity: z.unknown().optional(),
});

export const updatePriceParams = p.object({
  active: p.boolean.optional(),
  lookup_key: p.clearable(p.string(200)).optional(),
  metadata: p.metadata.optional(),
  nickname: p.clearable(p.string()).optional(),
  tax_behavior: taxBehavior.optional(),
  transfer_lookup_key: p.boolean.optional(),
});

export const listPricesParams = p.object({
  ...p.listShape,
  active: p.boolean.optional(),
  currency: p.currency.optional(),
  lookup_keys: p.array(p.string()).optional(),
  product: p.string().optional(),
  recurring: p
    .object({ interval: interval.optional(), usage_type: p.oneOf(['licensed', 'metered']).optional() })
    .optional(),
  type: p.oneOf(['one_time', 'recurring']).optional(),
});

export type AmountParams = z.output<z.ZodObject<typeof amountShape>>;
export type CreatePriceParams = z.output<typeof createPriceParams>;
export type UpdatePriceParams = z.output<typeof updatePriceParams>;
export type InlineProductParams = z.output<typeof inlineProductParams>;
