import { fieldError } from '../errors/field-error.js';
import { fail, ok, type Result } from '../result.js';
import { detectCardBrand } from './brand-detection.js';
import { BRAND_SETTINGS, maxCardNumberLength } from './brand-settings.js';
import type { CardBrand } from './brands.js';
import { digitsOf } from './digits.js';
import { luhn } from './luhn.js';

/** The shortest card number accepted, whatever the brand (docs/confirmation.md#constants). */
export const CARD_NUMBER_MIN_LENGTH = 13;

export interface CardNumberOptions {
  /** Visa and Mastercard numbers may run to 19 digits. */
  variableLength?: boolean;
  /** When given, a number whose brand is not in the list is refused (card_brand_not_allowed). */
  isBrandAllowed?: (brand: CardBrand) => boolean;
}

export interface ValidCardNumber {
  number: string;
  brand: CardBrand;
}

/**
 * Checks a card number as typed (spaces and full-width digits allowed): at least 13 digits,
 * the brand's length, a Luhn check, and the merchant's brand filter.
 */
export function validateCardNumber(value: string, options: CardNumberOptions = {}): Result<ValidCardNumber> {
  const number = digitsOf(value);
  if (/[^\d\s\uFF10-\uFF19-]/.test(value)) return fail(fieldError('invalid_number', 'number'));
  const brand = detectCardBrand(number);
  const settings = BRAND_SETTINGS[brand];
  if (number.length < CARD_NUMBER_MIN_LENGTH || number.length < settings.minLength) {
    return fail(fieldError('incomplete_number', 'number'));
  }
  if (number.length > maxCardNumberLength(brand, options.variableLength)) {
    return fail(fieldError('invalid_number', 'number'));
  }
  if (!luhn(number)) return fail(fieldError('invalid_number', 'number'));
  if (options.isBrandAllowed && !options.isBrandAllowed(brand)) {
    return fail(fieldError('card_brand_not_allowed', 'number'));
  }
  return ok({ number, brand });
}
