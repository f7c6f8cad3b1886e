import { FIELD_ERRORS } from '../errors/field-errors.js';
import { fail, ok, type Result } from '../result.js';

/**
 * Brazil's tax ids, which Boleto asks for: a person's CPF (11 digits, shown 000.000.000-00) or
 * a company's CNPJ (14 digits, shown 00.000.000/0000-00), each ending in two check digits
 * (modulo 11 over weights).
 */
export type BrTaxIdKind = 'cpf' | 'cnpj';

const CPF_LENGTH = 11;
const CNPJ_LENGTH = 14;

/** One check digit: the weighted sum modulo 11, 0 when the remainder is under 2. */
function checkDigit(digits: readonly number[], weights: readonly number[]): number {
  const sum = digits.reduce((total, digit, index) => total + digit * weights[index]!, 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => from - i);
const CPF_WEIGHTS_1 = range(10, 2);
const CPF_WEIGHTS_2 = range(11, 2);
const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, ...CNPJ_WEIGHTS_1];

function checks(digits: readonly number[], first: readonly number[], second: readonly number[]): boolean {
  const body = digits.slice(0, first.length);
  const d1 = checkDigit(body, first);
  const d2 = checkDigit([...body, d1], second);
  return digits[first.length] === d1 && digits[first.length + 1] === d2;
}

/** Whether the digits (11 or 14) carry their check digits; one digit repeated is refused, except all zeros (Stripe's test ids). */
export function hasValidCheckDigits(digits: string): boolean {
  const numbers = [...digits].map(Number);
  if (/^(\d)\1+$/.test(digits) && digits[0] !== '0') return false;
  if (digits.length === CPF_LENGTH) return checks(numbers, CPF_WEIGHTS_1, CPF_WEIGHTS_2);
  if (digits.length === CNPJ_LENGTH) return checks(numbers, CNPJ_WEIGHTS_1, CNPJ_WEIGHTS_2);
  return false;
}

/**
 * Checks a CPF or CNPJ as typed (dots, dashes, slashes and spaces ignored): `incomplete_tax_id`
 * when empty or between lengths, `invalid_tax_id` when longer or its check digits are wrong.
 * The value is the bare digits and which id it is.
 */
export function validateBrTaxId(value: string): Result<{ digits: string; kind: BrTaxIdKind }> {
  const digits = value.replace(/[\s./-]/g, '');
  const error = (code: 'incomplete_tax_id' | 'invalid_tax_id') =>
    fail({ type: 'validation_error', code, message: FIELD_ERRORS[code], param: 'tax_id' });
  if (!/^\d*$/.test(digits)) return error('invalid_tax_id');
  if (digits.length < CNPJ_LENGTH && digits.length !== CPF_LENGTH) return error('incomplete_tax_id');
  if (digits.length > CNPJ_LENGTH || !hasValidCheckDigits(digits)) return error('invalid_tax_id');
  return ok({ digits, kind: digits.length === CPF_LENGTH ? 'cpf' : 'cnpj' });
}

/**
 * A CPF or CNPJ formatted as the shopper types: up to 11 digits as a CPF (000.000.000-00),
 * beyond as a CNPJ (00.000.000/0000-00). Anything but digits is dropped.
 */
export function formatBrTaxId(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, CNPJ_LENGTH);
  const pattern = digits.length <= CPF_LENGTH ? '###.###.###-##' : '##.###.###/####-##';
  let out = '';
  let next = 0;
  for (const char of pattern) {
    if (next >= digits.length) break;
    if (char === '#') out += digits[next++];
    else out += char;
  }
  return out;
}
