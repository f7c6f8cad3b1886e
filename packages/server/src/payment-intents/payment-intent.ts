import { newId, nowSeconds, randomToken } from '../kernel/ids.js';
import { applyMetadata, toShipping } from '../kernel/shared-params.js';
import type { StripeObject } from '../store/types.js';
import { paymentMethodOptions } from './method-options.js';
import type { CreatePaymentIntentParams } from './params.js';

export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

/** The error object as `last_payment_error` / `last_setup_error` carry it. */
export interface ApiErrorShape {
  type: 'card_error' | 'invalid_request_error' | 'api_error';
  code?: string;
  decline_code?: string;
  message: string;
  doc_url?: string;
  param?: string;
  charge?: string;
  payment_method?: Record<string, unknown>;
  payment_method_type?: string;
}

export type NextAction =
  | { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string | null } }
  | { type: 'use_stripe_sdk'; use_stripe_sdk: Record<string, unknown> }
  | { type: 'alipay_handle_redirect'; alipay_handle_redirect: Record<string, unknown> }
  | { type: 'blik_authorize'; blik_authorize: Record<string, never> }
  | {
      type: 'verify_with_microdeposits';
      verify_with_microdeposits: {
        arrival_date: number;
        hosted_verification_url: string;
        microdeposit_type: 'amounts' | 'descriptor_code';
      };
    }
  | QrNextAction;

/** A QR code to show the shopper: `<type>_display_qr_code`, or Cash App Pay's `cashapp_handle_redirect_or_display_qr_code`. */
export interface QrNextAction {
  type: `${string}_display_qr_code` | 'cashapp_handle_redirect_or_display_qr_code';
  [display: string]: unknown;
}

/** The amount and currency the shopper pays, when they differ from what the merchant settles. */
export interface PresentmentDetails {
  presentment_amount: number;
  presentment_currency: string;
}

export interface PaymentIntent extends StripeObject {
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  automatic_payment_methods: { enabled: boolean; allow_redirects?: 'always' | 'never' } | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  capture_method: 'automatic' | 'automatic_async' | 'manual';
  charges: { object: 'list'; data: unknown[]; has_more: boolean; total_count: number; url: string };
  client_secret: string;
  confirmation_method: 'automatic' | 'manual';
  created: number;
  currency: string;
  customer: string | null;
  description: string | null;
  last_payment_error: ApiErrorShape | null;
  latest_charge: string | null;
  livemode: boolean;
  metadata: Record<string, string>;
  next_action: NextAction | null;
  payment_method: string | null;
  payment_method_options: Record<string, Record<string, unknown>>;
  payment_method_types: string[];
  processing: null;
  receipt_email: string | null;
  setup_future_usage: 'on_session' | 'off_session' | null;
  shipping: unknown;
  statement_descriptor: string | null;
  statement_descriptor_suffix: string | null;
  status: PaymentIntentStatus;
  /** Set while the intent is presented in another currency (absent otherwise, as at Stripe). */
  presentment_details?: PresentmentDetails;
  /** The locked FX quote the presentment converts at. */
  fx_quote?: string;
}

export function newClientSecret(id: string): string {
  return `${id}_secret_${randomToken(25)}`;
}

/** A new intent at rest (not yet confirmed). */
export function newPaymentIntent(
  params: CreatePaymentIntentParams,
  fields: {
    livemode: boolean;
    paymentMethodTypes: string[];
    automatic: PaymentIntent['automatic_payment_methods'];
    paymentMethod: string | null;
  },
): PaymentIntent {
  const id = newId('pi');
  return {
    id,
    object: 'payment_intent',
    amount: params.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: fields.automatic,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: params.capture_method ?? 'automatic',
    charges: {
      object: 'list',
      data: [],
      has_more: false,
      total_count: 0,
      url: `/v1/charges?payment_intent=${id}`,
    },
    client_secret: newClientSecret(id),
    confirmation_method: params.confirmation_method ?? 'automatic',
    created: nowSeconds(),
    currency: params.currency,
    customer: params.customer ?? null,
    description: params.description || null,
    invoice: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: fields.livemode,
    metadata: applyMetadata({}, params.metadata),
    next_action: null,
    on_behalf_of: null,
    payment_method: fields.paymentMethod,
    payment_method_configuration_details: null,
    payment_method_options: paymentMethodOptions(fields.paymentMethodTypes, params.payment_method_options),
    payment_method_types: fields.paymentMethodTypes,
    processing: null,
    receipt_email: params.receipt_email || null,
    review: null,
    setup_future_usage: params.setup_future_usage || null,
    shipping: toShipping(params.shipping),
    source: null,
    statement_descriptor: params.statement_descriptor ?? null,
    statement_descriptor_suffix: params.statement_descriptor_suffix ?? null,
    status: fields.paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
    transfer_data: null,
    transfer_group: params.transfer_group ?? null,
  };
}

/** The fields a publishable key may see (with the client secret), as Stripe restricts them. */
const PUBLISHABLE_FIELDS = [
  'id',
  'object',
  'amount',
  'amount_details',
  'automatic_payment_methods',
  'canceled_at',
  'cancellation_reason',
  'capture_method',
  'client_secret',
  'confirmation_method',
  'created',
  'currency',
  'description',
  'last_payment_error',
  'livemode',
  'next_action',
  'payment_method',
  'payment_method_configuration_details',
  'payment_method_types',
  'presentment_details',
  'processing',
  'receipt_email',
  'setup_future_usage',
  'shipping',
  'status',
] as const;

export function publishableView(pi: PaymentIntent): StripeObject {
  const view: Record<string, unknown> = {};
  for (const field of PUBLISHABLE_FIELDS) if (field in pi) view[field] = pi[field];
  return view as StripeObject;
}
