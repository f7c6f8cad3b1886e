import { detectCardBrand } from './brand-detection.js';
import { BRAND_SETTINGS, maxCardNumberLength } from './brand-settings.js';
import type { CardBrand } from './brands.js';
import { toAsciiDigits } from './digits.js';

export interface FormatCardNumberOptions {
  /** Caret position in `value` (after the shopper's edit); defaults to the end. */
  caret?: number;
  /** The formatted value before the edit, to recognise a deleted space. */
  previous?: string;
  /** The DOM InputEvent `inputType` of the edit: a forward delete removes the digit after a deleted space. */
  inputType?: string;
  variableLength?: boolean;
}

export interface FormattedCardNumber {
  value: string;
  caret: number;
  digits: string;
  brand: CardBrand;
}

/** Splits digits into the brand's display groups, joined by single spaces. */
export function groupCardNumber(digits: string, brand: CardBrand): string {
  const { groups } = BRAND_SETTINGS[brand];
  const parts: string[] = [];
  let index = 0;
  let group = 0;
  while (index < digits.length) {
    const size = groups[Math.min(group, groups.length - 1)] ?? 4;
    parts.push(digits.slice(index, index + size));
    index += size;
    group += 1;
  }
  return parts.join(' ');
}

function countDigits(value: string): number {
  return value.replace(/\D/g, '').length;
}

/** The caret index just after the `count`-th digit of `formatted` (0 when `count` is 0). */
function caretAfterDigits(formatted: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted.charAt(index))) seen += 1;
    if (seen === count) return index + 1;
  }
  return formatted.length;
}

/**
 * Formats a card number as it is typed: full-width digits become ASCII, other characters go,
 * digits are grouped by 4 (amex 4-6-5) and cut at the brand's length. The caret stays after
 * the same digit; deleting a space deletes the digit beside it.
 */
export function formatCardNumber(value: string, options: FormatCardNumberOptions = {}): FormattedCardNumber {
  const raw = toAsciiDigits(value);
  const caret = Math.max(0, Math.min(options.caret ?? raw.length, raw.length));
  let digits = raw.replace(/\D/g, '');
  let before = countDigits(raw.slice(0, caret));
  const previous = options.previous === undefined ? undefined : toAsciiDigits(options.previous);
  if (
    previous !== undefined &&
    raw.length === previous.length - 1 &&
    previous.replace(/\D/g, '') === digits
  ) {
    if (options.inputType === 'deleteContentForward') {
      digits = digits.slice(0, before) + digits.slice(before + 1);
    } else if (before > 0) {
      digits = digits.slice(0, before - 1) + digits.slice(before);
      before -= 1;
    }
  }
  const brand = detectCardBrand(digits);
  digits = digits.slice(0, maxCardNumberLength(brand, options.variableLength));
  before = Math.min(before, digits.length);
  const formatted = groupCardNumber(digits, brand);
  return { value: formatted, caret: caretAfterDigits(formatted, before), digits, brand };
}
