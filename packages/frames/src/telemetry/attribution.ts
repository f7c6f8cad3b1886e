/**
 * What every payment method the frames create and every confirmation carry about the
 * integration (docs/telemetry.md): `payment_user_agent` and `client_attribution_metadata`, as
 * Stripe.js sends them. They name the integration, never the shopper.
 */
export interface AttributionSource {
  session: string;
  /** The elements group's options: a deferred intent (`mode`) or a client secret. */
  options: Record<string, unknown>;
}

const USER_AGENT = 'payframe.js; payframe-frames; payment-element';

function metadata(source: AttributionSource): Record<string, string> {
  const deferred = source.options.clientSecret === undefined && source.options.mode !== undefined;
  const types = source.options.paymentMethodTypes;
  return {
    client_session_id: source.session,
    merchant_integration_source: 'elements',
    merchant_integration_subtype: 'payment-element',
    merchant_integration_version: '2021',
    payment_intent_creation_flow: deferred ? 'deferred' : 'standard',
    payment_method_selection_flow: Array.isArray(types) ? 'merchant_specified' : 'automatic',
  };
}

const CONFIRM = /^\/v1\/(payment_intents|setup_intents)\/[^/]+\/confirm$/;

/** Adds the attribution to a call's parameters, where Stripe.js adds it; the merchant's values win. */
export function withAttribution(
  source: AttributionSource,
  path: string,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const attribution = { payment_user_agent: USER_AGENT, client_attribution_metadata: metadata(source) };
  if (path === '/v1/payment_methods' || path === '/v1/confirmation_tokens')
    return { ...attribution, ...body };
  if (!CONFIRM.test(path)) return body;
  const data = body.payment_method_data;
  return {
    client_attribution_metadata: attribution.client_attribution_metadata,
    ...body,
    ...(data && typeof data === 'object' ? { payment_method_data: { ...attribution, ...data } } : {}),
  };
}
