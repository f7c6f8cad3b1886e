import { describe, expect, it } from 'vitest';
import { formatBrTaxId, validateBrTaxId } from './br-tax-id.js';

describe('Brazilian tax ids (CPF and CNPJ)', () => {
  it.each([
    ['529.982.247-25', '52998224725', 'cpf'],
    ['52998224725', '52998224725', 'cpf'],
    ['000.000.000-00', '00000000000', 'cpf'],
    ['11.222.333/0001-81', '11222333000181', 'cnpj'],
    ['00.000.000/0000-00', '00000000000000', 'cnpj'],
  ])('accepts %s', (input, digits, kind) => {
    expect(validateBrTaxId(input)).toEqual({ ok: true, value: { digits, kind } });
  });

  it.each([
    ['529.982.247-24', 'invalid_tax_id'],
    ['11.222.333/0001-80', 'invalid_tax_id'],
    ['111.111.111-11', 'invalid_tax_id'],
    ['123456789012345', 'invalid_tax_id'],
    ['12a', 'invalid_tax_id'],
    ['', 'incomplete_tax_id'],
    ['529.982.247', 'incomplete_tax_id'],
    ['112223330001', 'incomplete_tax_id'],
  ])('refuses %s with %s', (input, code) => {
    const result = validateBrTaxId(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ type: 'validation_error', code, param: 'tax_id' });
  });

  it.each([
    ['', ''],
    ['529', '529'],
    ['5299', '529.9'],
    ['5299822472', '529.982.247-2'],
    ['52998224725', '529.982.247-25'],
    ['112223330001', '11.222.333/0001'],
    ['11222333000181', '11.222.333/0001-81'],
    ['11.222.333/0001-8199', '11.222.333/0001-81'],
    ['abc529.98', '529.98'],
  ])('formats %s as %s while typing', (input, shown) => {
    expect(formatBrTaxId(input)).toBe(shown);
  });
});
