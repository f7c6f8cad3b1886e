import { p, type z } from '../kernel/params.js';
import { clientTelemetryParams } from '../kernel/shared-params.js';
import { mandateDataParams, paymentMethodOptionsParams } from '../payment-intents/params.js';
import { paymentMethodDataParams } from '../payment-methods/index.js';

const usage = p.oneOf(['on_session', 'off_session']);

const confirmShape = {
  payment_method: p.string().optional(),
  payment_method_data: paymentMethodDataParams.optional(),
  payment_method_options: paymentMethodOptionsParams.optional(),
  return_url: p.string(2048).optional(),
  mandate_data: mandateDataParams.optional(),
  confirmation_token: p.string().optional(),
  use_stripe_sdk: p.boolean.optional(),
  /** Which integration confirmed (docs/telemetry.md): accepted from browsers, not kept. */
  client_attribution_metadata: clientTelemetryParams.client_attribution_metadata,
};

export const createSetupIntentParams = p.object({
  ...confirmShape,
  automatic_payment_methods: p
    .object({ enabled: p.boolean, allow_redirects: p.oneOf(['always', 'never']).optional() })
    .optional(),
  confirm: p.boolean.optional(),
  customer: p.string().optional(),
  description: p.string(1000).optional(),
  flow_directions: p.array(p.oneOf(['inbound', 'outbound'])).optional(),
  metadata: p.metadata.optional(),
  payment_method_types: p.array(p.string(100)).optional(),
  /** The newer API's name for payment_method_types. */
  allowed_payment_method_types: p.array(p.string(100)).optional(),
  excluded_payment_method_types: p.array(p.string(100)).optional(),
  single_use: p.object({ amount: p.integer, currency: p.currency }).optional(),
  usage: usage.optional(),
});

export const updateSetupIntentParams = p.object({
  customer: p.clearable(p.string()).optional(),
  description: p.clearable(p.string(1000)).optional(),
  flow_directions: p.clearable(p.array(p.oneOf(['inbound', 'outbound']))).optional(),
  metadata: p.metadata.optional(),
  payment_method: p.clearable(p.string()).optional(),
  payment_method_data: paymentMethodDataParams.optional(),
  payment_method_options: p.clearable(paymentMethodOptionsParams).optional(),
  payment_method_types: p.array(p.string(100)).optional(),
  allowed_payment_method_types: p.array(p.string(100)).optional(),
});

export const confirmSetupIntentParams = p.object({
  ...confirmShape,
  client_secret: p.string().optional(),
  expected_payment_method_type: p.string(100).optional(),
});

export const retrieveSetupIntentParams = p.object({
  client_secret: p.string().optional(),
  is_stripe_sdk: p.boolean.optional(),
});

export const cancelSetupIntentParams = p.object({
  cancellation_reason: p.oneOf(['abandoned', 'duplicate', 'requested_by_customer']).optional(),
});

export const listSetupIntentsParams = p.object({
  ...p.listShape,
  customer: p.string().optional(),
});

export type CreateSetupIntentParams = z.output<typeof createSetupIntentParams>;
export type UpdateSetupIntentParams = z.output<typeof updateSetupIntentParams>;
export type ConfirmSetupIntentParams = z.output<typeof confirmSetupIntentParams>;
