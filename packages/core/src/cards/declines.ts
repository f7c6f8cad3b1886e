/** The card field a decline code points at (docs/link.md#validation). */
export type DeclineField = 'number' | 'expiry' | 'cvc' | 'postalCode';

export const DECLINE_CODE_FIELDS: Readonly<Record<DeclineField, readonly string[]>> = {
  number: [
    'card_velocity_exceeded',
    'fraudulent',
    'generic_decline',
    'insufficient_funds',
    'lost_card',
    'stolen_card',
  ],
  expiry: ['expired_card', 'invalid_expiry_month', 'invalid_expiry_year'],
  cvc: ['incorrect_cvc', 'invalid_cvc'],
  postalCode: ['incorrect_zip'],
};

/** Decline codes with special handling (docs/elements.md#errors and docs/confirmation.md#errors). */
export const SPECIAL_DECLINE_CODES = [
  'expired_card',
  'generic_decline',
  'incorrect_zip',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'incorrect_cvc',
  'invalid_cvc',
] as const;

/** The field to flag for a decline code, if any. */
export function fieldForDeclineCode(declineCode: string): DeclineField | undefined {
  for (const [field, codes] of Object.entries(DECLINE_CODE_FIELDS) as [DeclineField, readonly string[]][]) {
    if (codes.includes(declineCode)) return field;
  }
  return undefined;
}

/**
 * What a saved card needs after a decline (docs/elements.md#states): the cvc typed again, or the
 * saved card edited (expiry or postal code), or nothing the shopper can fix on that card.
 */
export function declineRecovery(declineCode: string): 'recollect_cvc' | 'edit_saved_card' | undefined {
  const field = fieldForDeclineCode(declineCode);
  if (field === 'cvc') return 'recollect_cvc';
  if (field === 'expiry' || field === 'postalCode') return 'edit_saved_card';
  return undefined;
}
