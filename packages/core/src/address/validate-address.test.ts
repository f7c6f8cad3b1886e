import { describe, expect, it } from 'vitest';
import { toAddressPayload } from './address-fields.js';
import { isCountryAllowed, validateAddress } from './validate-address.js';

const us = {
  country: 'US',
  addressLine1: '354 Oyster Point Blvd',
  locality: 'South San Francisco',
  administrativeArea: 'California',
  postalCode: '94080',
};

describe('validateAddress', () => {
  it('accepts a complete address, resolving the region name to its code', () => {
    expect(validateAddress(us)).toEqual({ ok: true, value: { ...us, administrativeArea: 'CA' } });
  });

  it.each([
    [{ addressLine1: '' }, 'incomplete_address', 'addressLine1'],
    [{ locality: '  ' }, 'incomplete_address', 'locality'],
    [{ administrativeArea: undefined }, 'incomplete_address', 'administrativeArea'],
    [{ postalCode: '' }, 'incomplete_address', 'postalCode'],
    [{ postalCode: '9408' }, 'invalid_zip', 'postalCode'],
    [{ country: 'XX' }, 'incomplete_address', 'country'],
  ] as const)('refuses %o with %s on %s', (change, code, param) => {
    const result = validateAddress({ ...us, ...change });
    expect(result.ok ? undefined : [result.error.code, result.error.param]).toEqual([code, param]);
  });

  it('refuses countries outside allowedCountries; null or empty allows all', () => {
    const gb = { country: 'GB', addressLine1: '1 High St', locality: 'London', postalCode: 'SW1A 1AA' };
    expect(validateAddress(gb, { allowedCountries: ['US'] })).toMatchObject({
      ok: false,
      error: { code: 'country_not_allowed', param: 'country' },
    });
    expect(validateAddress(gb, { allowedCountries: null }).ok).toBe(true);
    expect(validateAddress(gb, { allowedCountries: [] }).ok).toBe(true);
    expect(isCountryAllowed('TA', ['SH'])).toBe(true);
  });

  it.each([
    ['addressLine1', 'PO Box 123'],
    ['addressLine2', 'P.O. Box 7'],
  ] as const)('refuses a PO box in %s when blocked', (field, line) => {
    const address = { ...us, [field]: line };
    expect(validateAddress(address).ok).toBe(true);
    expect(validateAddress(address, { blockPoBox: true })).toMatchObject({
      ok: false,
      error: { code: 'po_box_prohibited', param: field },
    });
  });

  it('needs no region or postal code where the country has none', () => {
    expect(
      validateAddress({ country: 'AE', addressLine1: 'Sheikh Zayed Rd', administrativeArea: 'Dubai' }).ok,
    ).toBe(true);
  });
});

describe('toAddressPayload', () => {
  it('renames form fields to payload fields', () => {
    expect(toAddressPayload({ ...us, addressLine2: ' ' })).toEqual({
      line1: '354 Oyster Point Blvd',
      line2: null,
      city: 'South San Francisco',
      state: 'California',
      postal_code: '94080',
      country: 'US',
    });
  });
});
