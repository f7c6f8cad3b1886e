import { fieldError } from '../errors/field-error.js';
import { fail, ok, type Result } from '../result.js';
import { BRAND_SETTINGS } from './brand-settings.js';
import type { CardBrand } from './brands.js';
import { toAsciiDigits } from './digits.js';

/**
 * Checks a security code for a brand: amex takes 4 digits (3 accepted), unknown 3 or 4,
 * every other brand 3. Too short is incomplete_cvc; anything else wrong is invalid_cvc.
 */
export function validateCvc(value: string, brand: CardBrand = 'unknown'): Result<string> {
  const cvc = toAsciiDigits(value).trim();
  const settings = BRAND_SETTINGS[brand];
  if (!/^\d*$/.test(cvc)) return fail(fieldError('invalid_cvc', 'cvc'));
  if (cvc.length < settings.cvcMinLength) return fail(fieldError('incomplete_cvc', 'cvc'));
  if (cvc.length > settings.cvcMaxLength) return fail(fieldError('invalid_cvc', 'cvc'));
  return ok(cvc);
}
