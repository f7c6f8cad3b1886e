import { fieldError } from '../errors/field-error.js';
import { fail, ok, type Result } from '../result.js';
import { digitsOf, toAsciiDigits } from './digits.js';

/** How far ahead an expiry year may be (docs/confirmation.md#constants). */
export const EXPIRY_YEAR_LIMIT = 50;

/** An expiry as parsed: a field the shopper has not finished is undefined. */
export interface ParsedExpiry {
  month: number | undefined;
  year: number | undefined;
}

export interface CardExpiry {
  month: number;
  year: number;
}

/** Two-digit years get 2000 added (docs/elements.md#validation, docs/link.md#entities). */
export function normalizeExpiryYear(year: number): number {
  return year < 100 ? year + 2000 : year;
}

/**
 * Parses an expiry as typed: split on ' / ' or '/', month zeros dropped, a two-digit year
 * gets 2000 added. A year of 1 or 3 digits is incomplete (undefined).
 */
export function parseExpiry(value: string): ParsedExpiry {
  const [monthPart = '', yearPart = ''] = toAsciiDigits(value)
    .trim()
    .split(/\s*\/\s*/);
  const monthDigits = digitsOf(monthPart);
  const yearDigits = digitsOf(yearPart);
  const month = monthDigits === '' ? undefined : Number.parseInt(monthDigits, 10);
  let year: number | undefined;
  if (yearDigits.length === 2) year = 2000 + Number.parseInt(yearDigits, 10);
  else if (yearDigits.length === 4) year = Number.parseInt(yearDigits, 10);
  return { month, year };
}

/** The display form 'MM / YY'. */
export function formatExpiry(expiry: CardExpiry): string {
  const month = String(expiry.month).padStart(2, '0');
  const year = String(expiry.year % 100).padStart(2, '0');
  return `${month} / ${year}`;
}

/**
 * Formats an expiry as typed into 'MM / YY': a first digit above 1 gets a leading zero, the
 * separator appears after the month, and when `previous` shows a deletion the separator is
 * dropped so the shopper can delete through it.
 */
export function formatExpiryInput(value: string, previous?: string): string {
  let digits = digitsOf(value);
  if (digits === '') return '';
  const first = digits.charAt(0);
  if (first > '1') digits = `0${digits}`;
  else if (digits.length >= 2 && Number(digits.slice(0, 2)) > 12) digits = `0${digits}`;
  const month = digits.slice(0, 2);
  const year = digits.slice(2, 4);
  if (month.length < 2) return month;
  const deleting = previous !== undefined && value.length < previous.length;
  if (year === '') return deleting ? month : `${month} / `;
  return `${month} / ${year}`;
}

/**
 * Checks an expiry against `now` (the caller's clock, so tests are deterministic):
 * incomplete_expiry, invalid_expiry_month, invalid_expiry_year_past, invalid_expiry_year
 * (more than 50 years ahead) and invalid_expiry_month_past.
 */
export function validateExpiry(value: string | ParsedExpiry, now: Date = new Date()): Result<CardExpiry> {
  const parsed = typeof value === 'string' ? parseExpiry(value) : value;
  const { month } = parsed;
  if (month === undefined || parsed.year === undefined)
    return fail(fieldError('incomplete_expiry', 'expiry'));
  const year = normalizeExpiryYear(parsed.year);
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    return fail(fieldError('invalid_expiry_month', 'expiry'));
  }
  const thisYear = now.getFullYear();
  const thisMonth = now.getMonth() + 1;
  if (year < thisYear) return fail(fieldError('invalid_expiry_year_past', 'expiry'));
  if (year > thisYear + EXPIRY_YEAR_LIMIT) return fail(fieldError('invalid_expiry_year', 'expiry'));
  if (year === thisYear && month < thisMonth) return fail(fieldError('invalid_expiry_month_past', 'expiry'));
  return ok({ month, year });
}
