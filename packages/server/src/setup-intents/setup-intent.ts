import { newId, nowSeconds } from '../kernel/ids.js';
import { applyMetadata } from '../kernel/shared-params.js';
import { paymentMethodOptions } from '../payment-intents/method-options.js';
import { type ApiErrorShape, type NextAction, newClientSecret } from '../payment-intents/payment-intent.js';
import type { StripeObject } from '../store/types.js';
import type { CreateSetupIntentParams } from './params.js';

export type SetupIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'canceled'
  | 'succeeded';

export interface SetupIntent extends StripeObject {
  object: 'setup_intent';
  automatic_payment_methods: { enabled: boolean; allow_redirects?: 'always' | 'never' } | null;
  cancellation_reason: string | null;
  client_secret: string;
  created: number;
  customer: string | null;
  description: string | null;
  last_setup_error: ApiErrorShape | null;
  latest_attempt: string | null;
  livemode: boolean;
  mandate: string | null;
  metadata: Record<string, string>;
  next_action: NextAction | null;
  payment_method: string | null;
  payment_method_options: Record<string, Record<string, unknown>>;
  payment_method_types: string[];
  single_use_mandate: string | null;
  status: SetupIntentStatus;
  usage: 'on_session' | 'off_session';
}

export function newSetupIntent(
  params: CreateSetupIntentParams,
  fields: {
    livemode: boolean;
    paymentMethodTypes: string[];
    automatic: SetupIntent['automatic_payment_methods'];
    paymentMethod: string | null;
  },
): SetupIntent {
  const id = newId('seti');
  return {
    id,
    object: 'setup_intent',
    application: null,
    automatic_payment_methods: fields.automatic,
    cancellation_reason: null,
    client_secret: newClientSecret(id),
    created: nowSeconds(),
    customer: params.customer ?? null,
    description: params.description || null,
    flow_directions: params.flow_directions ?? null,
    last_setup_error: null,
    latest_attempt: null,
    livemode: fields.livemode,
    mandate: null,
    metadata: applyMetadata({}, params.metadata),
    next_action: null,
    on_behalf_of: null,
    payment_method: fields.paymentMethod,
    payment_method_configuration_details: null,
    payment_method_options: paymentMethodOptions(fields.paymentMethodTypes, params.payment_method_options),
    payment_method_types: fields.paymentMethodTypes,
    single_use_mandate: null,
    status: fields.paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
    usage: params.usage ?? 'off_session',
  };
}

const PUBLISHABLE_FIELDS = [
  'id',
  'object',
  'automatic_payment_methods',
  'cancellation_reason',
  'client_secret',
  'created',
  'description',
  'last_setup_error',
  'livemode',
  'next_action',
  'payment_method',
  'payment_method_configuration_details',
  'payment_method_types',
  'status',
  'usage',
] as const;

/** The fields a publishable key may see (with the client secret), as Stripe restricts them. */
export function publishableSetupView(si: SetupIntent): StripeObject {
  const view: Record<string, unknown> = {};
  for (const field of PUBLISHABLE_FIELDS) if (field in si) view[field] = si[field];
  return view as StripeObject;
}
