import { digitsOf } from './digits.js';
import { luhn } from './luhn.js';

/**
 * Whether a value typed into another field (name, postal code) is a card number: only digits,
 * spaces and dashes, 13 to 19 digits, passing Luhn.
 */
export function looksLikeCardNumber(value: string): boolean {
  if (!/^[\d\s\uFF10-\uFF19-]+$/.test(value)) return false;
  const digits = digitsOf(value);
  return digits.length >= 13 && digits.length <= 19 && luhn(digits);
}
