import { describe, expect, it } from 'vitest';
import { FIELD_ERRORS } from '../errors/field-errors.js';
import { formatIbanInput, ibanCountry, validateIban } from './iban.js';

describe('validateIban', () => {
  it.each([
    ['DE89370400440532013000', 'DE89370400440532013000', 'DE', '3000'],
    ['de89 3704 0044 0532 0130 00', 'DE89370400440532013000', 'DE', '3000'],
    ['NL91 ABNA 0417 1643 00', 'NL91ABNA0417164300', 'NL', '4300'],
    ['FR1420041010050500013M02606', 'FR1420041010050500013M02606', 'FR', '2606'],
    ['AT611904300234573201', 'AT611904300234573201', 'AT', '3201'],
    // Stripe's test IBAN: a valid mod-97 checksum, a failing French RIB key.
    ['FR8420041010050500013M02607', 'FR8420041010050500013M02607', 'FR', '2607'],
  ])('accepts %s', (value, iban, country, last4) => {
    const result = validateIban(value);
    expect(result).toEqual({ ok: true, value: { iban, formatted: expect.any(String), country, last4 } });
  });

  it.each([
    ['', 'incomplete_iban'],
    ['D', 'incomplete_iban'],
    ['DE8937040044', 'incomplete_iban'],
    ['DE89370400440532013001', 'invalid_iban'],
    ['DE8937040044053201300099', 'invalid_iban'],
    ['XX89370400440532013000', 'invalid_iban_country_code'],
    ['12345678', 'invalid_iban_country_code'],
  ] as const)('refuses %j with %s', (value, code) => {
    expect(validateIban(value)).toEqual({
      ok: false,
      error: { type: 'validation_error', code, message: FIELD_ERRORS[code], param: 'iban' },
    });
  });
});

describe('IBAN helpers', () => {
  it('formats as typed in groups of 4', () => {
    expect(formatIbanInput('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIbanInput('DE89')).toBe('DE89');
  });

  it('takes the country from the first two characters', () => {
    expect(ibanCountry('gb82 west 1234 5698 7654 32')).toBe('GB');
  });
});

describe('validateIban with sepaOnly', () => {
  it('refuses the IBAN of a country outside SEPA with invalid_iban_country_code', () => {
    const pakistani = validateIban('PK36SCBL0000001123456702', { sepaOnly: true });
    expect(pakistani.ok || pakistani.error.code).toBe('invalid_iban_country_code');
    expect(validateIban('PK36SCBL0000001123456702').ok).toBe(true);
    expect(validateIban('CH9300762011623852957', { sepaOnly: true }).ok).toBe(true);
  });
});
