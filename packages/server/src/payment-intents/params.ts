import { p, z } from '../kernel/params.js';
import { clientTelemetryParams, shippingParams } from '../kernel/shared-params.js';
import { KLARNA_LOCALES } from '../methods/klarna/locales.js';
import { paymentMethodDataParams } from '../payment-methods/index.js';

const futureUsage = p.oneOf(['on_session', 'off_session']);

/** Options most method types share; card adds 3-D Secure and its own capture method. */
const typeOptions = p.object({
  setup_future_usage: p.clearable(p.oneOf(['none', 'on_session', 'off_session'])).optional(),
  capture_method: p.clearable(p.oneOf(['manual'])).optional(),
  mandate_options: p.object({}).optional(),
  preferred_language: p.string().optional(),
});

const cardOptions = p.object({
  request_three_d_secure: p.oneOf(['any', 'automatic', 'challenge', 'challenge_only']).optional(),
  capture_method: p.clearable(p.oneOf(['manual'])).optional(),
  setup_future_usage: p.clearable(p.oneOf(['none', 'on_session', 'off_session'])).optional(),
  network: p.string().optional(),
  cvc_token: p.string().optional(),
  statement_descriptor_suffix_kana: p.string().optional(),
  statement_descriptor_suffix_kanji: p.string().optional(),
});

/** Buy now, pay later methods: a manual capture, and no saving (`none` only). */
const laterShape = {
  capture_method: p.clearable(p.oneOf(['manual'])).optional(),
  setup_future_usage: p.clearable(p.oneOf(['none'])).optional(),
};

const klarnaOptions = p.object({
  ...laterShape,
  preferred_locale: p.clearable(p.oneOf(KLARNA_LOCALES)).optional(),
});

const affirmOptions = p.object({
  ...laterShape,
  preferred_locale: p.clearable(p.string(30)).optional(),
});

/** Afterpay's order reference: at most 128 letters, digits, underscores, backslashes and dashes. */
const afterpayReference = p.string(128).regex(/^[A-Za-z0-9_\\-]+$/, {
  error: 'Invalid reference: it may contain only letters, digits, underscores, backslashes and dashes.',
});

const afterpayOptions = p.object({
  ...laterShape,
  reference: p.clearable(afterpayReference).optional(),
});

/** Days a voucher is valid, within the method's bounds (Stripe's). */
function voucherDays(min: number, max: number) {
  return p.integer.refine((days) => days >= min && days <= max, {
    error: `expires_after_days must be an integer between ${min} and ${max}.`,
  });
}

/** Voucher methods: how long the voucher is valid; none is saved for later. */
const oxxoOptions = p.object({
  expires_after_days: voucherDays(1, 7).optional(),
  setup_future_usage: p.clearable(p.oneOf(['none'])).optional(),
});

const boletoOptions = p.object({
  expires_after_days: voucherDays(0, 60).optional(),
  setup_future_usage: p.clearable(p.oneOf(['none'])).optional(),
});

/** Konbini: a 10 or 11 digit confirmation number, and a voucher valid for some days or until a moment. */
const konbiniOptions = p.object({
  confirmation_number: p
    .clearable(p.string(11).regex(/^\d{10,11}$/, { error: 'confirmation_number must be 10 or 11 digits.' }))
    .optional(),
  expires_after_days: p.clearable(voucherDays(1, 60)).optional(),
  expires_at: p.clearable(p.integer).optional(),
  product_description: p.clearable(p.string(22)).optional(),
  setup_future_usage: p.clearable(p.oneOf(['none'])).optional(),
});

const multibancoOptions = p.object({
  setup_future_usage: p.clearable(p.oneOf(['none'])).optional(),
});

/** Pix: when its code expires, by a delay (10 seconds to 14 days) or a time; one or the other. */
const PIX_EXPIRY = { min: 10, max: 1_209_600 };
const pixOptions = p.object({
  expires_after_seconds: p
    .clearable(
      p.integer.refine((n) => n >= PIX_EXPIRY.min && n <= PIX_EXPIRY.max, {
        error: `Invalid expires_after_seconds: it must be between ${PIX_EXPIRY.min} and ${PIX_EXPIRY.max} seconds.`,
      }),
    )
    .optional(),
  expires_at: p.clearable(p.integer).optional(),
  setup_future_usage: p.clearable(p.oneOf(['none'])).optional(),
});

/** BLIK: the 6-digit code of the shopper's banking app, checked when confirming (never kept). */
const blikOptions = p.object({
  code: p.string(20).optional(),
  setup_future_usage: p.clearable(p.oneOf(['none'])).optional(),
});

/**
 * WeChat Pay: which WeChat client shows the payment. Stripe's web integration sends
 * `client: 'web'` (a QR code); the app clients open WeChat from a native app, which this server
 * cannot hand over to, so they are refused with a clear message rather than answered with a QR.
 */
const wechatPayOptions = p.object({
  client: p
    .oneOf(['web', 'ios', 'android'])
    .refine((client) => client === 'web', {
      error:
        'Only the web client of WeChat Pay is supported: payment_method_options[wechat_pay][client] must be web.',
    })
    .optional(),
  app_id: p.string().optional(),
  setup_future_usage: p.clearable(p.oneOf(['none'])).optional(),
});

/**
 * How a US bank account is verified: at its bank (a linked account), by microdeposits (typed
 * in), or whichever fits (`automatic`); what a link may read of the account.
 */
const usBankAccountOptions = p.object({
  setup_future_usage: p.clearable(p.oneOf(['none', 'on_session', 'off_session'])).optional(),
  verification_method: p.oneOf(['automatic', 'instant', 'microdeposits']).optional(),
  financial_connections: p
    .object({
      permissions: p.array(p.oneOf(['balances', 'ownership', 'payment_method', 'transactions'])).optional(),
      prefetch: p.array(p.oneOf(['balances', 'ownership', 'transactions'])).optional(),
      return_url: p.string().optional(),
    })
    .optional(),
  mandate_options: p.object({ collection_method: p.clearable(p.oneOf(['paper'])).optional() }).optional(),
});

/**
 * Pre-authorized debit: the merchant's PAD agreement (how often the account is debited, for a
 * person or a business, in what words; or the merchant's own agreement at a URL) and how the
 * account is verified. Whether the agreement is complete is checked when the mandate is made.
 */
const acssDebitOptions = p.object({
  setup_future_usage: p.clearable(p.oneOf(['none', 'on_session', 'off_session'])).optional(),
  verification_method: p.oneOf(['automatic', 'instant', 'microdeposits']).optional(),
  target_date: p.string().optional(),
  currency: p.oneOf(['cad', 'usd']).optional(),
  mandate_options: p
    .object({
      custom_mandate_url: p.clearable(p.string(5000)).optional(),
      default_for: p.array(p.oneOf(['invoice', 'subscription'])).optional(),
      interval_description: p.string(500).optional(),
      payment_schedule: p.oneOf(['combined', 'interval', 'sporadic']).optional(),
      transaction_type: p.oneOf(['business', 'personal']).optional(),
    })
    .optional(),
});

/** Bacs Direct Debit: saved for later debits, or not. */
const bacsDebitOptions = p.object({
  setup_future_usage: p.clearable(p.oneOf(['none', 'on_session', 'off_session'])).optional(),
});

export const paymentMethodOptionsParams = p.object({
  card: p.clearable(cardOptions).optional(),
  sepa_debit: p.clearable(typeOptions).optional(),
  au_becs_debit: p.clearable(typeOptions).optional(),
  us_bank_account: p.clearable(usBankAccountOptions).optional(),
  acss_debit: p.clearable(acssDebitOptions).optional(),
  bacs_debit: p.clearable(bacsDebitOptions).optional(),
  ideal: p.clearable(typeOptions).optional(),
  bancontact: p.clearable(typeOptions).optional(),
  sofort: p.clearable(typeOptions).optional(),
  giropay: p.clearable(typeOptions).optional(),
  eps: p.clearable(typeOptions).optional(),
  p24: p.clearable(typeOptions).optional(),
  klarna: p.clearable(klarnaOptions).optional(),
  affirm: p.clearable(affirmOptions).optional(),
  afterpay_clearpay: p.clearable(afterpayOptions).optional(),
  oxxo: p.clearable(oxxoOptions).optional(),
  boleto: p.clearable(boletoOptions).optional(),
  konbini: p.clearable(konbiniOptions).optional(),
  multibanco: p.clearable(multibancoOptions).optional(),
  pix: p.clearable(pixOptions).optional(),
  blik: p.clearable(blikOptions).optional(),
  cashapp: p.clearable(typeOptions).optional(),
  alipay: p.clearable(typeOptions).optional(),
  wechat_pay: p.clearable(wechatPayOptions).optional(),
  paynow: p.clearable(typeOptions).optional(),
  promptpay: p.clearable(typeOptions).optional(),
  grabpay: p.clearable(typeOptions).optional(),
  fpx: p.clearable(typeOptions).optional(),
  twint: p.clearable(typeOptions).optional(),
  revolut_pay: p.clearable(typeOptions).optional(),
  mobilepay: p.clearable(typeOptions).optional(),
  paypal: p.clearable(typeOptions).optional(),
  amazon_pay: p.clearable(typeOptions).optional(),
});

/** How the shopper accepted a debit mandate (SEPA). */
export const mandateDataParams = p.object({
  customer_acceptance: p.object({
    type: p.oneOf(['online', 'offline']),
    accepted_at: p.integer.optional(),
    online: p
      .object({
        ip_address: p.string().optional(),
        user_agent: p.string().optional(),
        infer_from_client: p.boolean.optional(),
      })
      .optional(),
    offline: p.object({}).optional(),
  }),
});

const automaticPaymentMethods = p.object({
  enabled: p.boolean,
  allow_redirects: p.oneOf(['always', 'never']).optional(),
});

/** `off_session=true` or Stripe's older `one_off` / `recurring`. */
const offSession = z.union([p.boolean, p.oneOf(['one_off', 'recurring'])]);

const statementDescriptor = p.string(22);

/** What every confirmation may carry, at create (confirm=true) or on /confirm. */
const confirmShape = {
  payment_method: p.string().optional(),
  payment_method_data: paymentMethodDataParams.optional(),
  payment_method_options: paymentMethodOptionsParams.optional(),
  return_url: p.string(2048).optional(),
  mandate_data: mandateDataParams.optional(),
  setup_future_usage: p.clearable(futureUsage).optional(),
  receipt_email: p.clearable(p.string(800)).optional(),
  shipping: p.clearable(shippingParams).optional(),
  confirmation_token: p.string().optional(),
  use_stripe_sdk: p.boolean.optional(),
  /** Which integration confirmed (docs/telemetry.md): accepted from browsers, not kept. */
  client_attribution_metadata: clientTelemetryParams.client_attribution_metadata,
  /** Present the payment in the shopper's currency at a locked FX quote's rate. */
  fx_quote: p.clearable(p.string()).optional(),
  presentment_details: p.object({ presentment_currency: p.currency }).optional(),
  /** The browser's Radar session (`POST /v1/radar/session`), tying the payment to it. */
  radar_options: p
    .object({ session: p.string().optional(), hcaptcha_token: p.string().optional() })
    .optional(),
};

/** Only the secret key may ask for these: they change how (and without whom) money moves. */
const secretConfirmShape = {
  off_session: offSession.optional(),
  error_on_requires_action: p.boolean.optional(),
  capture_method: p.oneOf(['automatic', 'automatic_async', 'manual']).optional(),
  mandate: p.string().optional(),
};

export const createPaymentIntentParams = p.object({
  ...confirmShape,
  ...secretConfirmShape,
  amount: p.integer,
  currency: p.currency,
  automatic_payment_methods: automaticPaymentMethods.optional(),
  confirm: p.boolean.optional(),
  confirmation_method: p.oneOf(['automatic', 'manual']).optional(),
  customer: p.string().optional(),
  description: p.string(1000).optional(),
  metadata: p.metadata.optional(),
  payment_method_types: p.array(p.string(100)).optional(),
  /** The newer API's name for payment_method_types. */
  allowed_payment_method_types: p.array(p.string(100)).optional(),
  excluded_payment_method_types: p.array(p.string(100)).optional(),
  statement_descriptor: statementDescriptor.optional(),
  statement_descriptor_suffix: statementDescriptor.optional(),
  transfer_group: p.string().optional(),
});

export const updatePaymentIntentParams = p.object({
  amount: p.integer.optional(),
  currency: p.currency.optional(),
  capture_method: p.oneOf(['automatic', 'automatic_async', 'manual']).optional(),
  customer: p.clearable(p.string()).optional(),
  description: p.clearable(p.string(1000)).optional(),
  metadata: p.metadata.optional(),
  payment_method: p.clearable(p.string()).optional(),
  payment_method_data: paymentMethodDataParams.optional(),
  payment_method_options: p.clearable(paymentMethodOptionsParams).optional(),
  payment_method_types: p.array(p.string(100)).optional(),
  allowed_payment_method_types: p.array(p.string(100)).optional(),
  receipt_email: p.clearable(p.string(800)).optional(),
  setup_future_usage: p.clearable(futureUsage).optional(),
  shipping: p.clearable(shippingParams).optional(),
  statement_descriptor: p.clearable(statementDescriptor).optional(),
  statement_descriptor_suffix: p.clearable(statementDescriptor).optional(),
  transfer_group: p.clearable(p.string()).optional(),
  /** Present the payment in the shopper's currency at a locked FX quote's rate; '' ends it. */
  fx_quote: p.clearable(p.string()).optional(),
  presentment_details: p.object({ presentment_currency: p.currency }).optional(),
});

const clientShape = {
  client_secret: p.string().optional(),
  /** Stripe.js names the type it expects; a mismatch is refused. */
  expected_payment_method_type: p.string(100).optional(),
};

export const confirmPaymentIntentParams = p.object({
  ...confirmShape,
  ...secretConfirmShape,
  ...clientShape,
});
/** A publishable key confirms with its client secret and without the merchant-only fields. */
export const publishableConfirmParams = p.object({ ...confirmShape, ...clientShape });

export const retrievePaymentIntentParams = p.object({
  client_secret: p.string().optional(),
  is_stripe_sdk: p.boolean.optional(),
});

export const capturePaymentIntentParams = p.object({
  amount_to_capture: p.integer.optional(),
  metadata: p.metadata.optional(),
  statement_descriptor: statementDescriptor.optional(),
  statement_descriptor_suffix: statementDescriptor.optional(),
  final_capture: p.boolean.optional(),
});

export const cancelPaymentIntentParams = p.object({
  cancellation_reason: p.oneOf(['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned']).optional(),
});

export const listPaymentIntentsParams = p.object({ ...p.listShape, customer: p.string().optional() });

export type CreatePaymentIntentParams = z.output<typeof createPaymentIntentParams>;
export type UpdatePaymentIntentParams = z.output<typeof updatePaymentIntentParams>;
export type ConfirmPaymentIntentParams = z.output<typeof confirmPaymentIntentParams>;
export type PaymentMethodOptionsParams = z.output<typeof paymentMethodOptionsParams>;
export type MandateDataParams = z.output<typeof mandateDataParams>;

/** `verify_microdeposits`: the two amounts in cents, or the descriptor code, the shopper read off their statement. */
export const verifyMicrodepositsParams = p.object({
  client_secret: p.string().optional(),
  amounts: p.array(p.integer).optional(),
  descriptor_code: p.string().optional(),
});
