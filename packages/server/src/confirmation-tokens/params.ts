import { p, type z } from '../kernel/params.js';
import { clientTelemetryParams, shippingParams } from '../kernel/shared-params.js';
import { paymentMethodDataParams } from '../payment-methods/params.js';

export const mandateDataParams = p.object({
  customer_acceptance: p.object({
    type: p.oneOf(['offline', 'online']),
    accepted_at: p.integer.optional(),
    offline: p.object({}).optional(),
    online: p
      .object({
        ip_address: p.string().optional(),
        user_agent: p.string().optional(),
        infer_from_client: p.boolean.optional(),
      })
      .optional(),
  }),
});

/** What the browser knew when it made the token (the deferred intent's settings); accepted, not checked. */
const clientContextParams = p.object({
  mode: p.oneOf(['payment', 'setup', 'subscription']).optional(),
  currency: p.currency.optional(),
  setup_future_usage: p.oneOf(['off_session', 'on_session']).optional(),
  capture_method: p.oneOf(['automatic', 'automatic_async', 'manual']).optional(),
  payment_method_types: p.array(p.string()).optional(),
  payment_method_configuration: p.string().optional(),
  on_behalf_of: p.string().optional(),
  customer: p.string().optional(),
  amount: p.integer.optional(),
});

export const createConfirmationTokenParams = p.object({
  payment_method: p.string().optional(),
  payment_method_data: paymentMethodDataParams.optional(),
  payment_method_options: p
    .object({ card: p.object({ cvc_token: p.string().optional() }).optional() })
    .optional(),
  mandate_data: mandateDataParams.optional(),
  return_url: p.string().optional(),
  setup_future_usage: p.oneOf(['off_session', 'on_session']).optional(),
  shipping: shippingParams.optional(),
  use_stripe_sdk: p.boolean.optional(),
  client_context: clientContextParams.optional(),
  /** The currency selector's choice: the shopper pays in this currency at this locked quote. */
  fx_quote: p.string().optional(),
  presentment_details: p.object({ presentment_currency: p.currency }).optional(),
  /** A saved method of a customer, picked in the browser, is shown only with that customer's session. */
  customer_session_client_secret: p.string().optional(),
  ...clientTelemetryParams,
});

export type CreateConfirmationTokenParams = z.output<typeof createConfirmationTokenParams>;
export type MandateDataInput = z.output<typeof mandateDataParams>;
