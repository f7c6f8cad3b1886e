import { p, type z } from '../kernel/params.js';

const enabledDisabled = p.oneOf(['disabled', 'enabled']);

/** The payment element's features (docs/elements.md#entities), as Stripe names them. */
export const paymentElementFeaturesParams = p.object({
  payment_method_allow_redisplay_filters: p.array(p.oneOf(['always', 'limited', 'unspecified'])).optional(),
  payment_method_redisplay: enabledDisabled.optional(),
  payment_method_redisplay_limit: p.integer.optional(),
  payment_method_remove: enabledDisabled.optional(),
  payment_method_save: enabledDisabled.optional(),
  payment_method_save_usage: p.oneOf(['off_session', 'on_session']).optional(),
  payment_method_set_as_default: enabledDisabled.optional(),
  payment_method_update: enabledDisabled.optional(),
});

const enabledOnly = p.object({ enabled: p.boolean });

export const createCustomerSessionParams = p.object({
  customer: p.string(),
  components: p.object({
    buy_button: enabledOnly.optional(),
    payment_element: p
      .object({ enabled: p.boolean, features: paymentElementFeaturesParams.optional() })
      .optional(),
    pricing_table: enabledOnly.optional(),
  }),
});

export type CreateCustomerSessionParams = z.output<typeof createCustomerSessionParams>;
export type PaymentElementFeaturesInput = z.output<typeof paymentElementFeaturesParams>;
