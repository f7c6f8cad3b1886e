import { p, type z } from '../kernel/params.js';
import { addressParams, clientTelemetryParams } from '../kernel/shared-params.js';
import { IDEAL_BANK_IDS } from './type-details.js';

/** The payment method types this server creates. */
export const PAYMENT_METHOD_TYPES = [
  'affirm',
  'afterpay_clearpay',
  'alipay',
  'bancontact',
  'boleto',
  'card',
  'cashapp',
  'eps',
  'fpx',
  'giropay',
  'grabpay',
  'ideal',
  'klarna',
  'konbini',
  'link',
  'oxxo',
  'p24',
  'paynow',
  'paypal',
  'promptpay',
  'revolut_pay',
  'sepa_debit',
  'sofort',
  'wechat_pay',
] as const;

export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

export const ALLOW_REDISPLAY = ['always', 'limited', 'unspecified'] as const;

export const billingDetailsParams = p.object({
  address: p.clearable(addressParams).optional(),
  email: p.clearable(p.string(800)).optional(),
  name: p.clearable(p.string()).optional(),
  phone: p.clearable(p.string()).optional(),
  tax_id: p.string().optional(),
});

export const cardDataParams = p.object({
  number: p.string().optional(),
  exp_month: p.integer.optional(),
  exp_year: p.integer.optional(),
  cvc: p.string().optional(),
  token: p.string().optional(),
  networks: p.object({ preferred: p.string().optional() }).optional(),
});

const empty = p.object({}).optional();

/** Per-type data of `payment_method_data` (and of `POST /v1/payment_methods`). */
const typeData = {
  affirm: empty,
  afterpay_clearpay: empty,
  alipay: empty,
  bancontact: empty,
  boleto: p.object({ tax_id: p.string() }).optional(),
  card: cardDataParams.optional(),
  cashapp: empty,
  eps: p.object({ bank: p.string().optional() }).optional(),
  fpx: p
    .object({ bank: p.string(), account_holder_type: p.oneOf(['company', 'individual']).optional() })
    .optional(),
  giropay: empty,
  grabpay: empty,
  ideal: p.object({ bank: p.oneOf(IDEAL_BANK_IDS).optional() }).optional(),
  klarna: p
    .object({ dob: p.object({ day: p.integer, month: p.integer, year: p.integer }).optional() })
    .optional(),
  konbini: empty,
  link: empty,
  oxxo: empty,
  p24: p.object({ bank: p.string().optional(), tos_shown_and_accepted: p.boolean.optional() }).optional(),
  paynow: empty,
  paypal: empty,
  promptpay: empty,
  revolut_pay: empty,
  sepa_debit: p.object({ iban: p.string() }).optional(),
  sofort: p.object({ country: p.oneOf(['AT', 'BE', 'DE', 'ES', 'IT', 'NL']) }).optional(),
  wechat_pay: empty,
};

/**
 * `payment_method_data`: the type, its data, billing details and metadata. The same shape
 * makes a payment method through `POST /v1/payment_methods` and inside intents' confirm.
 */
export const paymentMethodDataParams = p.object({
  // A string first, so a missing type reads "Missing required param: type." (an enum alone says "Invalid").
  type: p.string().pipe(p.oneOf(PAYMENT_METHOD_TYPES)),
  ...typeData,
  allow_redisplay: p.oneOf(ALLOW_REDISPLAY).optional(),
  billing_details: billingDetailsParams.optional(),
  metadata: p.metadata.optional(),
  radar_options: p
    .object({ session: p.string().optional(), hcaptcha_token: p.string().optional() })
    .optional(),
  ...clientTelemetryParams,
});

export type PaymentMethodData = z.output<typeof paymentMethodDataParams>;
export type CardData = z.output<typeof cardDataParams>;
export type BillingDetailsInput = z.output<typeof billingDetailsParams>;

/** `POST /v1/payment_methods`: exactly the payment method data. */
export const createPaymentMethodParams = paymentMethodDataParams;

export const updatePaymentMethodParams = p.object({
  allow_redisplay: p.oneOf(ALLOW_REDISPLAY).optional(),
  billing_details: billingDetailsParams.optional(),
  card: p
    .object({
      exp_month: p.integer.optional(),
      exp_year: p.integer.optional(),
      networks: p.object({ preferred: p.clearable(p.string()).optional() }).optional(),
    })
    .optional(),
  metadata: p.metadata.optional(),
});

export const listPaymentMethodsParams = p.object({
  ...p.listShape,
  customer: p.string().optional(),
  type: p.oneOf(PAYMENT_METHOD_TYPES).optional(),
});

export const customerPaymentMethodsParams = p.object({
  ...p.listShape,
  type: p.oneOf(PAYMENT_METHOD_TYPES).optional(),
});

export const attachParams = p.object({ customer: p.string() });
