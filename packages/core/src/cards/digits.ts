const FULL_WIDTH_ZERO = 0xff10;

/** Converts full-width digits (U+FF10 to U+FF19) to ASCII digits; other characters are kept. */
export function toAsciiDigits(value: string): string {
  return value.replace(/[\uFF10-\uFF19]/g, (digit) => String(digit.charCodeAt(0) - FULL_WIDTH_ZERO));
}

/** The ASCII digits of a value, full-width digits included, everything else dropped. */
export function digitsOf(value: string): string {
  return toAsciiDigits(value).replace(/\D/g, '');
}
