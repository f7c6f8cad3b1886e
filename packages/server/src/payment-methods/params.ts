import { methodDescriptor } from '@payframe/core';
import { p, type z } from '../kernel/params.js';
import { addressParams, clientTelemetryParams } from '../kernel/shared-params.js';
import { type CardData, cardDataParams, derivedTypeParams, serverMethod } from '../methods/index.js';
import { undescribedType } from './undescribed-types.js';

/** The payment method types this server creates. */
export const PAYMENT_METHOD_TYPES = [
  'acss_debit',
  'affirm',
  'afterpay_clearpay',
  'alipay',
  'amazon_pay',
  'au_becs_debit',
  'bacs_debit',
  'bancontact',
  'blik',
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
  'mobilepay',
  'multibanco',
  'netbanking',
  'oxxo',
  'p24',
  'paynow',
  'paypal',
  'pix',
  'promptpay',
  'revolut_pay',
  'sepa_debit',
  'sofort',
  'twint',
  'us_bank_account',
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

/** The `<type>` schema: the server method's own, derived from the descriptor, or by hand without one. */
function typeParams(type: PaymentMethodType): z.ZodType {
  const server = serverMethod(type);
  if (server?.params) return server.params;
  const descriptor = methodDescriptor(type);
  if (descriptor) return derivedTypeParams(descriptor, server?.extraParams);
  return undescribedType(type).params;
}

type TypeDataShape = { card: z.ZodOptional<typeof cardDataParams> } & {
  [K in Exclude<PaymentMethodType, 'card'>]: z.ZodOptional<z.ZodType<Record<string, unknown>>>;
};

/** Per-type data of `payment_method_data` (and of `POST /v1/payment_methods`). */
const typeData = Object.fromEntries(
  PAYMENT_METHOD_TYPES.map((type) => [type, typeParams(type).optional()]),
) as TypeDataShape;

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
export type { CardData };
export { cardDataParams };
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
