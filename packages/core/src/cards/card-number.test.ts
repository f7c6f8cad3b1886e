import { describe, expect, it } from 'vitest';
import { FIELD_ERRORS } from '../errors/field-errors.js';
import { validateCardNumber } from './card-number.js';

describe('validateCardNumber', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['4242 4242 4242 4242', 'visa'],
    ['５５５５５５５５５５５５４４４４', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['3056930009020004', 'diners'],
    ['36227206271667', 'diners14'],
    ['3566002020360505', 'jcb'],
    ['6200000000000005', 'unionpay'],
    ['6205500000000000004', 'unionpay'],
    ['5067000000000009', 'elo'],
    ['9999999999999995', 'unknown'],
  ] as const)('accepts %s as %s', (number, brand) => {
    const result = validateCardNumber(number);
    expect(result).toEqual({
      ok: true,
      value: { number: number.replace(/\s/g, '').normalize('NFKC'), brand },
    });
  });

  it.each([
    ['', 'incomplete_number'],
    ['4242', 'incomplete_number'],
    ['424242424242', 'incomplete_number'],
    ['424242424242424', 'incomplete_number'],
    ['37828224631000', 'incomplete_number'],
    ['6200000000001', 'invalid_number'],
    ['4242424242424241', 'invalid_number'],
    ['42424242424242424242', 'invalid_number'],
    ['4242424242424242424', 'invalid_number'],
    ['4242abcd42424242', 'invalid_number'],
  ] as const)('refuses %s with %s', (number, code) => {
    const result = validateCardNumber(number);
    expect(result).toEqual({
      ok: false,
      error: { type: 'validation_error', code, message: FIELD_ERRORS[code], param: 'number' },
    });
  });

  it('takes visa up to 19 digits when variable length is allowed', () => {
    expect(validateCardNumber('4000000000000000006').ok).toBe(false);
    expect(validateCardNumber('4000000000000000006', { variableLength: true })).toEqual({
      ok: true,
      value: { number: '4000000000000000006', brand: 'visa' },
    });
  });

  it('refuses a brand the merchant does not accept', () => {
    const result = validateCardNumber('378282246310005', { isBrandAllowed: (brand) => brand !== 'amex' });
    expect(result.ok ? undefined : result.error.code).toBe('card_brand_not_allowed');
  });
});
