/** cvc_check values that make a saved card ask for its security code again (docs/elements.md#validation and docs/link.md#validation). */
export const CVC_RECOLLECTION_CHECKS = ['FAIL', 'UNAVAILABLE', 'UNCHECKED', 'STATE_INVALID'] as const;

/** Countries where a saved card without a postal code must collect one before paying. */
export const POSTAL_CODE_REQUIRED_COUNTRIES = ['US', 'GB', 'CA'] as const;

export interface CvcRecollectionInput {
  cvcCheck?: string | null | undefined;
  reverificationRequested?: boolean | undefined;
}

/** Whether the shopper must type the security code of a saved card again (cvc_recollection_required). */
export function isCvcRecollectionRequired(input: CvcRecollectionInput): boolean {
  if (input.reverificationRequested) return true;
  return (CVC_RECOLLECTION_CHECKS as readonly string[]).includes((input.cvcCheck ?? '').toUpperCase());
}

export interface PostalRecollectionInput {
  postalCodeCheck?: string | null | undefined;
  postalCode?: string | null | undefined;
  country?: string | null | undefined;
}

export type PostalRecollectionCode =
  | 'postal_code_recollection_required_check_failed'
  | 'postal_code_recollection_required_missing_required_postal_code';

/** Why a saved card must collect its postal code again, if it must. */
export function postalCodeRecollection(input: PostalRecollectionInput): PostalRecollectionCode | undefined {
  if ((input.postalCodeCheck ?? '').toUpperCase() === 'FAIL')
    return 'postal_code_recollection_required_check_failed';
  const country = (input.country ?? '').toUpperCase();
  const missing = (input.postalCode ?? '').trim() === '';
  if (missing && (POSTAL_CODE_REQUIRED_COUNTRIES as readonly string[]).includes(country)) {
    return 'postal_code_recollection_required_missing_required_postal_code';
  }
  return undefined;
}
