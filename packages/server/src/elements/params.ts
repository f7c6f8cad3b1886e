import { p, type z } from '../kernel/params.js';

/** `deferred_intent[...]`: what Elements knows before the merchant creates the intent. */
const deferredIntentParams = p.object({
  mode: p.oneOf(['payment', 'setup', 'subscription']),
  amount: p.integer.optional(),
  currency: p.currency.optional(),
  payment_method_types: p.array(p.string()).optional(),
  setup_future_usage: p.oneOf(['on_session', 'off_session']).optional(),
  capture_method: p.oneOf(['automatic', 'automatic_async', 'manual']).optional(),
  on_behalf_of: p.string().optional(),
  payment_method_configuration: p.string().optional(),
});

/** The query of `GET /v1/elements/sessions` (docs/elements.md#calls). */
export const elementsSessionParams = p.object({
  client_secret: p.string().optional(),
  deferred_intent: deferredIntentParams.optional(),
  customer_session_client_secret: p.string().optional(),
  locale: p.string(20).optional(),
  type: p.oneOf(['payment_element', 'deferred_intent', 'payment_intent', 'setup_intent']).optional(),
  currency: p.currency.optional(),
  client_betas: p.array(p.string()).optional(),
  referrer_host: p.string().optional(),
  top_level_referrer_host: p.string().optional(),
  disable_link_passthrough: p.boolean.optional(),
  session_id: p.string().optional(),
  stripe_js_id: p.string().optional(),
  hosted_surface: p.string().optional(),
  expand: p.expand.optional(),
});

export type ElementsSessionParams = z.output<typeof elementsSessionParams>;
export type DeferredIntentParams = z.output<typeof deferredIntentParams>;
