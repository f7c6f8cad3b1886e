/** Business constants of the embedded elements (docs/elements.md#constants). */

export const DEFAULT_COUNTRY = 'US';

/** The country assumed for a currency when none is known. */
export const FALLBACK_CURRENCY_COUNTRY: Readonly<Record<string, string>> = {
  usd: 'US',
  gbp: 'GB',
  aud: 'AU',
  cad: 'CA',
  eur: 'FR',
  mxn: 'MX',
  sgd: 'SG',
};

/** The country for a currency, falling back to the default country. */
export function countryForCurrency(currency: string): string {
  return FALLBACK_CURRENCY_COUNTRY[currency.toLowerCase()] ?? DEFAULT_COUNTRY;
}

export const DEFAULT_API_VERSION = '2020-08-27';
export const PAYMENT_METHODS_LIST_LIMIT = 30;
export const SPLIT_CARD_UPDATE_DEBOUNCE_MS = 500;
/** Saved cards with distinct fingerprints kept on customer info. */
export const MAX_SAVED_CARDS_DISTINCT_FINGERPRINTS = 3;
export const DEFAULT_VISIBLE_ACCORDION_ITEMS = 5;
export const DEFAULT_PAYMENT_ELEMENT_LAYOUT = { type: 'tabs', radios: true } as const;
export const EXPRESS_BUTTON_HEIGHT = 44;
export const SOFORT_COUNTRIES = ['AT', 'BE', 'DE', 'ES', 'NL'] as const;
/** Payment method types a shopper may save (docs/elements.md#validation, docs/confirmation.md#constants). */
export const SAVEABLE_PAYMENT_METHOD_TYPES = [
  'card',
  'us_bank_account',
  'link',
  'sepa_debit',
  'bancontact',
  'sofort',
  'ideal',
] as const;

/** Whether a payment method type can be saved for later. */
export function isSaveablePaymentMethodType(type: string): boolean {
  return (SAVEABLE_PAYMENT_METHOD_TYPES as readonly string[]).includes(type);
}
