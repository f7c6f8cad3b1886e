/** Business constants of the Link wallet (docs/link.md#constants). */

export const LINK_LOOKUP_MAX_ATTEMPTS = 2;
/** Autocomplete applies to fields with more than this many characters. */
export const AUTOCOMPLETE_MIN_LENGTH_EXCLUSIVE = 2;
/** Currency to country for Link sign-up; others are not given. */
export const LINK_CURRENCY_COUNTRY: Readonly<Record<string, string>> = { cad: 'CA', usd: 'US', gbp: 'GB' };
export const REDACTED_VALUE = '[redacted]';
/** A Link wallet address's fields, by the wallet API's names (billing and shipping addresses alike). */
export const WALLET_ADDRESS_FIELDS = [
  'name',
  'line_1',
  'line_2',
  'locality',
  'administrative_area',
  'postal_code',
  'country_code',
  'phone',
  'phone_country',
] as const;
export type WalletAddressField = (typeof WALLET_ADDRESS_FIELDS)[number];

/** Link's one-time code in test mode. */
export const LINK_TEST_MODE_CODE = '000000';

/** Whether a field value is long enough for address autocomplete (name fields never are). */
export function isAutocompleteEligible(value: string, isNameField = false): boolean {
  return !isNameField && value.trim().length > AUTOCOMPLETE_MIN_LENGTH_EXCLUSIVE;
}

/** What the instant bank debit incentive gives back, in US cents (docs/link.md#bank-accounts). */
export const INSTANT_DEBITS_INCENTIVE_AMOUNT = 500;
/** The currency the incentive is paid in: Link's bank accounts are US accounts. */
export const INSTANT_DEBITS_INCENTIVE_CURRENCY = 'usd';
