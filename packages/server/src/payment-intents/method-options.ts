import type { PaymentMethodOptionsParams } from './params.js';

type Options = Record<string, Record<string, unknown>>;

/** The defaults Stripe shows for each type in `payment_method_options`. */
function defaults(type: string): Record<string, unknown> {
  if (type === 'card') {
    return { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' };
  }
  if (type === 'klarna') return { preferred_locale: null };
  if (type === 'afterpay_clearpay') return { reference: null };
  if (type === 'wechat_pay') return { app_id: null, client: null };
  // Vouchers: OXXO's and Boleto's validity always shows, Konbini's only once set.
  if (type === 'oxxo' || type === 'boleto') return { expires_after_days: 3 };
  if (type === 'konbini') {
    return {
      confirmation_number: null,
      expires_after_days: null,
      expires_at: null,
      product_description: null,
    };
  }
  return {};
}

/**
 * `payment_method_options` as the object shows it: an entry per accepted type with its
 * defaults, merged with what the merchant set (`''` clears a type's options or a field).
 */
export function paymentMethodOptions(
  types: readonly string[],
  input: PaymentMethodOptionsParams | '' | undefined,
  current: Options = {},
): Options {
  const out: Options = {};
  for (const type of types) out[type] = { ...defaults(type), ...(current[type] ?? {}) };
  if (input === '') {
    for (const type of types) out[type] = defaults(type);
    return out;
  }
  for (const [type, given] of Object.entries(input ?? {})) {
    if (given === undefined) continue;
    if (given === '') {
      out[type] = defaults(type);
      continue;
    }
    const merged: Record<string, unknown> = { ...defaults(type), ...(out[type] ?? {}) };
    for (const [key, value] of Object.entries(given)) {
      // A CVC update token or a BLIK code is used up by the confirmation that carries it, never shown.
      if (value === undefined || key === 'cvc_token' || (type === 'blik' && key === 'code')) continue;
      if (value === '') delete merged[key];
      else merged[key] = value;
    }
    out[type] = merged;
  }
  return out;
}
