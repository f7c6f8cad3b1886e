import { INTEGRATION_ERRORS } from '../errors/integration-errors.js';
import { fail, ok, type Result } from '../result.js';
import { digitsOf } from './digits.js';

/** A BIN prefix has 6 digits; ranges are compared on up to 8 (docs/elements.md#constants). */
export const BIN_PREFIX_LENGTH = 6;
export const COMPARABLE_PREFIX_LENGTH = 8;

/** One card BIN range, as the card metadata call answers it (docs/elements.md#entities and docs/confirmation.md#entities). */
export interface BinRange {
  account_range_low: string;
  account_range_high: string;
  pan_length: number;
  brand: string;
  country?: string;
  funding?: string;
}

/** Checks a card metadata `bin_prefix`: exactly 6 ASCII digits, else 'Invalid BIN prefix.' */
export function validateBinPrefix(prefix: string): Result<string> {
  if (!/^\d{6}$/.test(prefix)) {
    return fail({
      type: 'invalid_request_error',
      message: INTEGRATION_ERRORS.invalid_bin_prefix,
      param: 'bin_prefix',
    });
  }
  return ok(prefix);
}

/** The BIN prefix of a card number, once it has 6 digits. */
export function binPrefixOf(cardNumber: string): string | undefined {
  const digits = digitsOf(cardNumber);
  return digits.length >= BIN_PREFIX_LENGTH ? digits.slice(0, BIN_PREFIX_LENGTH) : undefined;
}

/** Whether a (partial) card number falls in a range, comparing the digits it has so far. */
export function binRangeMatches(cardNumber: string, range: BinRange): boolean {
  const digits = digitsOf(cardNumber);
  if (digits.length === 0 || digits.length > range.pan_length) return false;
  const length = Math.min(digits.length, range.account_range_low.length, range.account_range_high.length);
  const head = digits.slice(0, length);
  return (
    head >= range.account_range_low.slice(0, length) && head <= range.account_range_high.slice(0, length)
  );
}

/** The ranges a card number matches by prefix; co-badged cards match more than one brand. */
export function matchBinRanges<T extends BinRange>(cardNumber: string, ranges: readonly T[]): T[] {
  return ranges.filter((range) => binRangeMatches(cardNumber, range));
}
