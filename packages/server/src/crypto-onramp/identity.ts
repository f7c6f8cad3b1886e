import { invalidRequest } from '../kernel/errors.js';
import type { IdentityParams } from './params.js';

/**
 * The test identity check. Its outcome comes from the tax id given, as documented in the
 * README: 000-00-0000 is verified, 111-11-1111 is rejected, 222-22-2222 needs an identity
 * document to finish (identity-verification.ts); any other number is refused with an error
 * saying so, since test mode verifies nobody for real.
 */
export const TEST_ID_VERIFIED = '000000000';
export const TEST_ID_REJECTED = '111111111';
export const TEST_ID_DOCUMENT = '222222222';

export type IdentityOutcome = 'verified' | 'rejected' | 'document_required';

const MIN_AGE = 18;

function ageOn(today: Date, dob: { day: number; month: number; year: number }): number {
  let age = today.getUTCFullYear() - dob.year;
  const month = today.getUTCMonth() + 1;
  if (month < dob.month || (month === dob.month && today.getUTCDate() < dob.day)) age -= 1;
  return age;
}

export function checkIdentity(params: IdentityParams, today = new Date()): IdentityOutcome {
  if (!params.first_name.trim())
    throw invalidRequest('Enter a first name.', 'first_name', 'parameter_missing');
  if (!params.last_name.trim()) throw invalidRequest('Enter a last name.', 'last_name', 'parameter_missing');
  const { day, month, year } = params.dob;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    throw invalidRequest('The date of birth is not a valid date.', 'dob', 'invalid_dob');
  if (ageOn(today, params.dob) < MIN_AGE)
    throw invalidRequest(`Buyers must be at least ${MIN_AGE} years old.`, 'dob', 'invalid_dob');
  for (const field of ['line1', 'city', 'postal_code', 'country'] as const) {
    if (!params.address[field])
      throw invalidRequest(
        `Enter the address's ${field.replace('_', ' ')}.`,
        `address[${field}]`,
        'parameter_missing',
      );
  }
  const digits = params.id_number.replace(/[\s-]/g, '');
  if (!/^\d{9}$/.test(digits))
    throw invalidRequest('The tax id must have 9 digits.', 'id_number', 'invalid_tax_id');
  if (digits === TEST_ID_VERIFIED) return 'verified';
  if (digits === TEST_ID_REJECTED) return 'rejected';
  if (digits === TEST_ID_DOCUMENT) return 'document_required';
  throw invalidRequest(
    'In test mode, use the tax id 000-00-0000 to be verified, 222-22-2222 to be asked for an identity document, or 111-11-1111 to be rejected.',
    'id_number',
    'invalid_tax_id',
  );
}
