import { looksLikeCardNumber } from '../cards/card-number-lookalike.js';
import { fieldError } from '../errors/field-error.js';
import { fail, ok, type Result } from '../result.js';
import { resolveCountryCode } from './country-code.js';
import { POSTAL_RULES } from './data/postal-rules.js';

/** US postal codes are compared on their first 5 characters (docs/confirmation.md#constants). */
export const US_POSTAL_COMPARE_LENGTH = 5;

/** A postal code as the table's patterns read it: trimmed, inner whitespace single, upper case. */
export function normalizePostalCode(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toUpperCase();
}

/**
 * Checks a postal code against its country's pattern: a card number gives
 * card_number_in_postal_code_field; empty where the country requires one gives incomplete_zip
 * (ZIP countries) or incomplete_postal_code; a mismatch gives invalid_zip or
 * invalid_postal_code. Answers the normalised code.
 */
export function validatePostalCode(country: string, value: string): Result<string> {
  const region = resolveCountryCode(country);
  const usesZip = POSTAL_RULES.zip.includes(region);
  const code = normalizePostalCode(value);
  if (looksLikeCardNumber(code)) return fail(fieldError('card_number_in_postal_code_field', 'postalCode'));
  if (code === '') {
    if (POSTAL_RULES.required.includes(region)) {
      return fail(fieldError(usesZip ? 'incomplete_zip' : 'incomplete_postal_code', 'postalCode'));
    }
    return ok('');
  }
  const pattern = Object.hasOwn(POSTAL_RULES.patterns, region) ? POSTAL_RULES.patterns[region] : '';
  if (pattern && !new RegExp(`^(?:${pattern})$`, 'i').test(code)) {
    return fail(fieldError(usesZip ? 'invalid_zip' : 'invalid_postal_code', 'postalCode'));
  }
  return ok(code);
}

/**
 * Whether two postal codes are the same for mismatch logging (docs/confirmation.md#validation): spaces
 * removed, case ignored, and in the US only the first 5 characters compared.
 */
export function postalCodesMatch(country: string, a: string, b: string): boolean {
  const strip = (value: string) => value.replace(/\s+/g, '').toUpperCase();
  let left = strip(a);
  let right = strip(b);
  if (resolveCountryCode(country) === 'US') {
    left = left.slice(0, US_POSTAL_COMPARE_LENGTH);
    right = right.slice(0, US_POSTAL_COMPARE_LENGTH);
  }
  return left === right;
}
