import { p, type z } from '../kernel/params.js';

const lineItem = p.object({
  price: p.string(),
  quantity: p.integer,
  adjustable_quantity: p
    .object({ enabled: p.boolean, minimum: p.integer.optional(), maximum: p.integer.optional() })
    .optional(),
});

const afterCompletion = p.object({
  type: p.oneOf(['redirect', 'hosted_confirmation']),
  redirect: p.object({ url: p.string(2048) }).optional(),
  hosted_confirmation: p.object({ custom_message: p.string(500).optional() }).optional(),
});

const shared = {
  after_completion: afterCompletion.optional(),
  allow_promotion_codes: p.boolean.optional(),
  automatic_tax: p.object({ enabled: p.boolean }).optional(),
  billing_address_collection: p.oneOf(['auto', 'required']).optional(),
  metadata: p.metadata.optional(),
  payment_method_types: p.clearable(p.array(p.string(100))).optional(),
  shipping_address_collection: p.clearable(p.object({ allowed_countries: p.array(p.string(2)) })).optional(),
};

/** `POST /v1/payment_links`. Connect and subscription fields are refused by name. */
export const createPaymentLinkParams = p.object({
  ...shared,
  line_items: p.array(lineItem),
  phone_number_collection: p.object({ enabled: p.boolean }).optional(),
  application_fee_amount: p.integer.optional(),
  application_fee_percent: p.number.optional(),
  on_behalf_of: p.string().optional(),
  transfer_data: p.object({ destination: p.string(), amount: p.integer.optional() }).optional(),
  subscription_data: p.object({ trial_period_days: p.integer.optional() }).optional(),
});

export const updatePaymentLinkParams = p.object({
  ...shared,
  active: p.boolean.optional(),
  line_items: p
    .array(lineItem.extend({ id: p.string().optional(), price: p.string().optional() }))
    .optional(),
});

export const listPaymentLinksParams = p.object({ ...p.listShape, active: p.boolean.optional() });

export type CreatePaymentLinkParams = z.output<typeof createPaymentLinkParams>;
export type UpdatePaymentLinkParams = z.output<typeof updatePaymentLinkParams>;
export type PaymentLinkLine = z.output<typeof lineItem>;
