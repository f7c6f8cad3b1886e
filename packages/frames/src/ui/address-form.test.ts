import { FIELD_ERRORS } from '@payframe/core';
import { describe, expect, it } from 'vitest';
import { EN } from '../i18n/messages/en.js';
import { addressLabelId, addressPayload, addressRows, validateAddressFields } from './address-form.js';

describe('address form', () => {
  it.each([
    ['US', [['addressLine1'], ['addressLine2'], ['locality', 'administrativeArea', 'postalCode']]],
    ['GB', [['addressLine1'], ['addressLine2'], ['locality'], ['postalCode']]],
    ['FR', [['addressLine1'], ['addressLine2'], ['postalCode', 'locality']]],
    ['JP', [['postalCode'], ['administrativeArea'], ['addressLine1'], ['addressLine2']]],
  ])('lays out %s in its own order', (country, rows) => {
    expect(addressRows(country)).toEqual(rows);
  });

  it('leaves out the fields set to never', () => {
    expect(addressRows('US', { omit: ['addressLine2', 'postalCode'] })).toEqual([
      ['addressLine1'],
      ['locality', 'administrativeArea'],
    ]);
  });

  it.each([
    ['US', 'postalCode', 'ZIP code'],
    ['US', 'administrativeArea', 'State'],
    ['CA', 'administrativeArea', 'Province'],
    ['JP', 'administrativeArea', 'Prefecture'],
    ['GB', 'locality', 'Town or city'],
    ['FR', 'postalCode', 'Postal code'],
    ['IE', 'postalCode', 'Eircode'],
  ] as const)('labels %s %s as %s', (country, field, label) => {
    expect(EN[addressLabelId(country, field)]).toBe(label);
  });

  it.each([
    ['US', { postalCode: '' }, 'postalCode', 'incomplete_zip'],
    ['US', { postalCode: '1234' }, 'postalCode', 'invalid_zip'],
    ['GB', { postalCode: 'XYZ' }, 'postalCode', 'invalid_postal_code'],
    ['FR', { postalCode: '750' }, 'postalCode', 'invalid_postal_code'],
    ['US', { addressLine1: '' }, 'addressLine1', 'incomplete_address'],
    ['US', { locality: ' ' }, 'locality', 'incomplete_address'],
    ['US', { administrativeArea: 'Narnia' }, 'administrativeArea', 'incomplete_address'],
  ])('%s %o: %s gives %s with the core message', (country, change, field, code) => {
    const complete = {
      addressLine1: '1 Main St',
      locality: 'Springfield',
      administrativeArea: 'IL',
      postalCode: country === 'US' ? '62701' : country === 'GB' ? 'SW1A 1AA' : '75001',
    };
    const errors = validateAddressFields({ ...complete, ...change }, country);
    expect(errors[field as keyof typeof errors]).toEqual({
      code,
      message: FIELD_ERRORS[code as keyof typeof FIELD_ERRORS],
    });
  });

  it('accepts PO boxes unless blocked', () => {
    const values = {
      addressLine1: 'PO Box 123',
      locality: 'Springfield',
      administrativeArea: 'IL',
      postalCode: '62701',
    };
    expect(validateAddressFields(values, 'US')).toEqual({});
    expect(validateAddressFields(values, 'US', { blockPoBox: true }).addressLine1?.code).toBe(
      'po_box_prohibited',
    );
    expect(
      validateAddressFields({ ...values, addressLine1: 'Postfach 12' }, 'DE', { blockPoBox: true }),
    ).toHaveProperty('addressLine1');
  });

  it('becomes billing_details.address, empty parts left out, postal code upper case', () => {
    expect(
      addressPayload(
        {
          addressLine1: ' 10 Downing  Street ',
          addressLine2: '',
          locality: 'London',
          postalCode: 'sw1a 2aa',
        },
        'GB',
      ),
    ).toEqual({ country: 'GB', line1: '10 Downing Street', city: 'London', postal_code: 'SW1A 2AA' });
  });
});
