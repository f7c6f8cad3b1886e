/** Business constants of the Link wallet (docs/link.md#constants). */

export const LINK_LOOKUP_MAX_ATTEMPTS = 2;
/** Autocomplete applies to fields with more than this many characters. */
export const AUTOCOMPLETE_MIN_LENGTH_EXCLUSIVE = 2;
/** Currency to country for Link sign-up; others are not given. */
export const LINK_CURRENCY_COUNTRY: Readonly<Record<string, string>> = { cad: 'CA', usd: 'US', gbp: 'GB' };
export const REDACTED_VALUE = '[redacted]';
export const BANK_DEBIT_REGION_GROUPS = ['US', 'CA', 'EU', 'AU', 'NZ'] as const;
/** Link's one-time code in test mode. */
export const LINK_TEST_MODE_CODE = '000000';

/** Whether a field value is long enough for address autocomplete (name fields never are). */
export function isAutocompleteEligible(value: string, isNameField = false): boolean {
  return !isNameField && value.trim().length > AUTOCOMPLETE_MIN_LENGTH_EXCLUSIVE;
}
