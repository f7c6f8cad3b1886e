import { amountShape, inlineProductParams } from '../catalog/index.js';
import { p, type z } from '../kernel/params.js';
import { shippingRateDataParams } from './shipping-rate.js';

const lineItem = p.object({
  price: p.string().optional(),
  price_data: p
    .object({
      ...amountShape,
      product: p.string().optional(),
      product_data: inlineProductParams
        .extend({ description: p.string(40000).optional(), images: p.array(p.string(2048)).optional() })
        .optional(),
    })
    .optional(),
  quantity: p.integer.optional(),
  adjustable_quantity: p
    .object({ enabled: p.boolean, minimum: p.integer.optional(), maximum: p.integer.optional() })
    .optional(),
  dynamic_tax_rates: p.array(p.string()).optional(),
  tax_rates: p.array(p.string()).optional(),
});

const locale = p.string(10);

/** `POST /v1/checkout/sessions`. Fields for what does not exist yet are taken to be refused by name. */
export const createSessionParams = p.object({
  mode: p.oneOf(['payment', 'setup', 'subscription']).optional(),
  line_items: p.array(lineItem).optional(),
  success_url: p.string(5000).optional(),
  cancel_url: p.string(5000).optional(),
  return_url: p.string(5000).optional(),
  ui_mode: p.oneOf(['hosted', 'embedded']).optional(),
  redirect_on_completion: p.oneOf(['always', 'if_required', 'never']).optional(),
  currency: p.currency.optional(),
  customer: p.string().optional(),
  customer_email: p.string(800).optional(),
  customer_creation: p.oneOf(['always', 'if_required']).optional(),
  client_reference_id: p.string(200).optional(),
  payment_method_types: p.array(p.string(100)).optional(),
  billing_address_collection: p.oneOf(['auto', 'required']).optional(),
  shipping_address_collection: p.object({ allowed_countries: p.array(p.string(2)) }).optional(),
  shipping_options: p
    .array(
      p.object({
        shipping_rate: p.string().optional(),
        shipping_rate_data: shippingRateDataParams.optional(),
      }),
    )
    .optional(),
  phone_number_collection: p.object({ enabled: p.boolean }).optional(),
  allow_promotion_codes: p.boolean.optional(),
  discounts: p
    .array(p.object({ coupon: p.string(250).optional(), promotion_code: p.string().optional() }))
    .optional(),
  automatic_tax: p.object({ enabled: p.boolean }).optional(),
  adaptive_pricing: p.object({ enabled: p.boolean }).optional(),
  payment_intent_data: p
    .object({
      capture_method: p.oneOf(['automatic', 'automatic_async', 'manual']).optional(),
      description: p.string(1000).optional(),
      metadata: p.metadata.optional(),
      receipt_email: p.string(800).optional(),
      setup_future_usage: p.oneOf(['on_session', 'off_session']).optional(),
      statement_descriptor: p.string(22).optional(),
      statement_descriptor_suffix: p.string(22).optional(),
    })
    .optional(),
  setup_intent_data: p
    .object({ description: p.string(1000).optional(), metadata: p.metadata.optional() })
    .optional(),
  submit_type: p.oneOf(['auto', 'book', 'donate', 'pay', 'subscribe']).optional(),
  expires_at: p.integer.optional(),
  locale: locale.optional(),
  metadata: p.metadata.optional(),
});

export const listSessionsParams = p.object({
  ...p.listShape,
  payment_intent: p.string().optional(),
  customer: p.string().optional(),
  status: p.oneOf(['open', 'complete', 'expired']).optional(),
  payment_link: p.string().optional(),
  subscription: p.string().optional(),
  customer_details: p.object({ email: p.string() }).optional(),
});

export const lineItemsListParams = p.object({
  limit: p.integer.optional(),
  starting_after: p.string().optional(),
  ending_before: p.string().optional(),
  expand: p.expand.optional(),
});

export type CreateSessionParams = z.output<typeof createSessionParams>;
export type LineItemParams = z.output<typeof lineItem>;
