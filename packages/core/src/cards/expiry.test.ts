import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIELD_ERRORS } from '../errors/field-errors.js';
import {
  formatExpiry,
  formatExpiryInput,
  normalizeExpiryYear,
  parseExpiry,
  validateExpiry,
} from './expiry.js';

const NOW = new Date(2025, 5, 15); // 15 June 2025, local time

describe('parseExpiry', () => {
  it.each([
    ['12 / 30', { month: 12, year: 2030 }],
    ['12/30', { month: 12, year: 2030 }],
    ['04 / 27', { month: 4, year: 2027 }],
    ['4/2027', { month: 4, year: 2027 }],
    ['007 / 27', { month: 7, year: 2027 }],
    ['０４ / ２７', { month: 4, year: 2027 }],
    ['12 / 3', { month: 12, year: undefined }],
    ['12 / 203', { month: 12, year: undefined }],
    ['12', { month: 12, year: undefined }],
    ['', { month: undefined, year: undefined }],
  ])('%s -> %o', (value, expected) => {
    expect(parseExpiry(value)).toEqual(expected);
  });

  it('parses what formatExpiry prints', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 2000, max: 2099 }), (month, year) => {
        expect(formatExpiry({ month, year })).toMatch(/^\d\d \/ \d\d$/);
        expect(parseExpiry(formatExpiry({ month, year }))).toEqual({ month, year });
      }),
    );
  });
});

describe('validateExpiry', () => {
  it.each([
    ['06 / 25', { month: 6, year: 2025 }],
    ['12 / 25', { month: 12, year: 2025 }],
    ['01 / 26', { month: 1, year: 2026 }],
    ['12 / 75', { month: 12, year: 2075 }],
    ['1/2075', { month: 1, year: 2075 }],
  ])('accepts %s', (value, expected) => {
    expect(validateExpiry(value, NOW)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['', 'incomplete_expiry'],
    ['12', 'incomplete_expiry'],
    ['12 / 3', 'incomplete_expiry'],
    ['12 / 203', 'incomplete_expiry'],
    [' / 27', 'incomplete_expiry'],
    ['13 / 27', 'invalid_expiry_month'],
    ['00 / 27', 'invalid_expiry_month'],
    ['12 / 24', 'invalid_expiry_year_past'],
    ['01 / 2001', 'invalid_expiry_year_past'],
    ['01 / 2076', 'invalid_expiry_year'],
    ['05 / 25', 'invalid_expiry_month_past'],
    ['01 / 25', 'invalid_expiry_month_past'],
  ] as const)('refuses %s with %s', (value, code) => {
    expect(validateExpiry(value, NOW)).toEqual({
      ok: false,
      error: { type: 'validation_error', code, message: FIELD_ERRORS[code], param: 'expiry' },
    });
  });

  it('checks a saved card expiry given as numbers, two-digit years included', () => {
    expect(validateExpiry({ month: 8, year: 27 }, NOW)).toEqual({
      ok: true,
      value: { month: 8, year: 2027 },
    });
    expect(validateExpiry({ month: 8, year: 2024 }, NOW).ok).toBe(false);
  });
});

describe('normalizeExpiryYear', () => {
  it.each([
    [27, 2027],
    [0, 2000],
    [2031, 2031],
  ])('%i -> %i', (year, expected) => {
    expect(normalizeExpiryYear(year)).toBe(expected);
  });
});

describe('formatExpiryInput', () => {
  it.each([
    ['', undefined, ''],
    ['1', undefined, '1'],
    ['2', undefined, '02 / '],
    ['12', undefined, '12 / '],
    ['13', undefined, '01 / 3'],
    ['1230', undefined, '12 / 30'],
    ['12 / 305', undefined, '12 / 30'],
    ['12 /', '12 / ', '12'],
    ['０９２８', undefined, '09 / 28'],
  ])('%s (was %s) -> %s', (value, previous, expected) => {
    expect(formatExpiryInput(value, previous)).toBe(expected);
  });
});
