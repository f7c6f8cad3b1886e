import { METHOD_DESCRIPTORS } from '@payframe/core/methods';

/** What the messaging element shows a message for: a price, its currency, the shopper's country and the methods to consider. */
export interface MessagingConfig {
  amount: number;
  currency: string;
  countryCode: string;
  paymentMethodTypes: string[];
}

/** The buy now, pay later methods, considered when the merchant names none. */
export const INSTALMENT_TYPES: readonly string[] = METHOD_DESCRIPTORS.filter((d) => d.instalments).map(
  (d) => d.type,
);

export type MessagingOptions = { ok: true; config: MessagingConfig } | { ok: false; message: string };

/**
 * The options of `elements.create('paymentMethodMessaging', ...)`, as created and updated:
 * `amount` (smallest currency unit), `currency`, `countryCode` (the shopper's, defaulting to
 * the merchant's) and `paymentMethodTypes` (every buy now, pay later method by default).
 * Options it cannot read leave the element empty and say why in the console, as Stripe.js's
 * integration errors do.
 */
export function readMessagingOptions(
  raw: Record<string, unknown>,
  merchantCountry: string,
): MessagingOptions {
  const { amount, currency, countryCode, paymentMethodTypes } = raw;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 0)
    return {
      ok: false,
      message: 'paymentMethodMessaging: amount must be a positive integer in the smallest currency unit.',
    };
  if (typeof currency !== 'string' || !/^[a-zA-Z]{3}$/.test(currency))
    return {
      ok: false,
      message: 'paymentMethodMessaging: currency must be a three-letter ISO currency code.',
    };
  if (countryCode !== undefined && (typeof countryCode !== 'string' || !/^[a-zA-Z]{2}$/.test(countryCode)))
    return {
      ok: false,
      message: 'paymentMethodMessaging: countryCode must be a two-letter ISO country code.',
    };
  if (
    paymentMethodTypes !== undefined &&
    !(Array.isArray(paymentMethodTypes) && paymentMethodTypes.every((type) => typeof type === 'string'))
  )
    return {
      ok: false,
      message: 'paymentMethodMessaging: paymentMethodTypes must be an array of payment method types.',
    };
  return {
    ok: true,
    config: {
      amount,
      currency: currency.toLowerCase(),
      countryCode: (countryCode ?? merchantCountry).toUpperCase(),
      paymentMethodTypes: paymentMethodTypes ? [...paymentMethodTypes] : [...INSTALMENT_TYPES],
    },
  };
}
