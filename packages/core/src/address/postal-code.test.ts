import { describe, expect, it } from 'vitest';
import { FIELD_ERRORS } from '../errors/field-errors.js';
import { postalCodesMatch, validatePostalCode } from './postal-code.js';

describe('validatePostalCode', () => {
  it.each([
    ['US', '94103', '94103'],
    ['US', '94103-1234', '94103-1234'],
    ['CA', 'k1a 0b1', 'K1A 0B1'],
    ['GB', 'ec1y 8sy', 'EC1Y 8SY'],
    ['GB', '  SW1A   1AA ', 'SW1A 1AA'],
    ['DE', '10115', '10115'],
    ['JP', '154-0023', '154-0023'],
    ['NL', '1234 AB', '1234 AB'],
    ['IN', '110001', '110001'],
    ['BR', '40301-110', '40301-110'],
    ['TA', 'TDCU 1ZZ', 'TDCU 1ZZ'],
    ['AE', '', ''],
    ['AE', 'anything', 'ANYTHING'],
    ['XK', '', ''],
  ])('%s accepts %j as %j', (country, value, normalized) => {
    expect(validatePostalCode(country, value)).toEqual({ ok: true, value: normalized });
  });

  it.each([
    ['US', '9410', 'invalid_zip'],
    ['US', 'ABCDE', 'invalid_zip'],
    ['US', '', 'incomplete_zip'],
    ['PR', '123', 'invalid_zip'],
    ['CA', 'K1A', 'invalid_postal_code'],
    ['GB', '12345', 'invalid_postal_code'],
    ['DE', '1011', 'invalid_postal_code'],
    ['DE', '', 'incomplete_postal_code'],
    ['JP', '1540023x', 'invalid_postal_code'],
    ['US', '4242424242424242', 'card_number_in_postal_code_field'],
    ['GB', '4242 4242 4242 4242', 'card_number_in_postal_code_field'],
  ] as const)('%s refuses %j with %s', (country, value, code) => {
    expect(validatePostalCode(country, value)).toEqual({
      ok: false,
      error: { type: 'validation_error', code, message: FIELD_ERRORS[code], param: 'postalCode' },
    });
  });
});

describe('postalCodesMatch', () => {
  it.each([
    ['US', '94103', '94103-1234', true],
    ['US', '94103', '94104', false],
    ['GB', 'sw1a 1aa', 'SW1A1AA', true],
    ['GB', 'SW1A 1AA', 'SW1A 1AB', false],
    ['CA', 'K1A 0B1', 'K1A0B1', true],
  ])('%s: %s vs %s -> %s', (country, a, b, same) => {
    expect(postalCodesMatch(country, a, b)).toBe(same);
  });
});
