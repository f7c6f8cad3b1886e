import { FIELD_ERRORS } from '@payframe/core';
import { describe, expect, it } from 'vitest';
import { readAddressOptions } from './address-options.js';
import {
  addressValue,
  apiAddress,
  changeCountry,
  contactValues,
  firstInvalid,
  initialAddressValues,
  isRevealed,
  validateAddressForm,
  visibleFields,
} from './address-values.js';

const US = {
  name: 'Jenny Rosen',
  country: 'US',
  addressLine1: '510 Townsend St',
  addressLine2: '',
  locality: 'San Francisco',
  administrativeArea: 'CA',
  postalCode: '94103',
};
const config = (options: Record<string, unknown> = {}) =>
  readAddressOptions({ mode: 'shipping', ...options });
const codes = (values: Record<string, string>, options: Record<string, unknown> = {}) =>
  Object.fromEntries(
    Object.entries(validateAddressForm(values, config(options))).map(([f, e]) => [f, e?.code]),
  );

describe('the reveal rule (docs/link.md#states)', () => {
  it.each([
    [{ addressLine1: '' }, false],
    [{ addressLine1: '51' }, false],
    [{ addressLine1: '510' }, true],
    [{ postalCode: '941' }, true],
    // Name fields never reveal.
    [{ name: 'Jenny Rosen' }, false],
  ])('%j revealed: %s', (values, expected) => {
    expect(isRevealed(values, false)).toBe(expected);
  });

  it('shows name, country and line 1 only, then every field of the country in its order', () => {
    expect(visibleFields({ country: 'US' }, config(), false)).toEqual(['name', 'country', 'addressLine1']);
    expect(visibleFields({ country: 'JP' }, config({ fields: { phone: 'always' } }), true)).toEqual([
      'name',
      'country',
      'postalCode',
      'administrativeArea',
      'addressLine1',
      'addressLine2',
      'phone',
    ]);
  });
});

describe('names', () => {
  it.each([
    ['full', { name: '' }, { name: 'incomplete_name' }],
    ['split', { firstName: '', lastName: '' }, { firstName: 'incomplete_first_name' }],
    ['split', { firstName: 'Jenny', lastName: '' }, { lastName: 'incomplete_last_name' }],
    // The one exception: a full name (from defaultValues) stands when both parts are empty.
    ['split', { name: 'Jenny Rosen', firstName: '', lastName: '' }, {}],
    ['organization', { organizationName: '' }, { organizationName: 'incomplete_organization_name' }],
  ])('%s display of %j gives %j', (display, names, expected) => {
    expect(codes({ ...US, name: '', ...names }, { display: { name: display } })).toEqual(expected);
  });

  it('joins a split name for the value and keeps its parts', () => {
    const value = addressValue(
      { ...US, firstName: 'Jenny', lastName: 'Rosen' },
      config({ display: { name: 'split' } }),
    );
    expect(value).toMatchObject({ name: 'Jenny Rosen', firstName: 'Jenny', lastName: 'Rosen' });
  });
});

describe('address and phone rules', () => {
  it('refuses a PO box only when blocked', () => {
    const poBox = { ...US, addressLine1: 'PO Box 1024' };
    expect(codes(poBox)).toEqual({});
    expect(codes(poBox, { blockPoBox: true })).toEqual({ addressLine1: 'po_box_prohibited' });
  });

  it.each([
    [
      { fields: { phone: 'always' }, validation: { phone: { required: 'always' } } },
      '',
      'incomplete_phone_number',
    ],
    [{ fields: { phone: 'always' } }, '', undefined],
    [{ fields: { phone: 'always' } }, '555', 'incomplete_phone_number'],
    [{ fields: { phone: 'always' } }, '(123) 456-7890', 'invalid_phone_number'],
    [{ fields: { phone: 'always' } }, '(201) 555-0123', undefined],
  ])('phone with %j and %j: %s', (options, phone, code) => {
    expect(codes({ ...US, phone }, options).phone).toBe(code);
  });

  it('orders the first invalid field as shown, with core messages', () => {
    const values = { ...US, name: '', postalCode: '9410' };
    expect(firstInvalid(values, config())).toBe('name');
    expect(validateAddressForm(values, config()).postalCode?.message).toBe(FIELD_ERRORS.invalid_zip);
  });

  it('empties city, region and postal code when the country changes', () => {
    expect(changeCountry(US, 'GB')).toEqual({
      ...US,
      country: 'GB',
      locality: '',
      administrativeArea: '',
      postalCode: '',
    });
  });
});

describe('the value', () => {
  it('has Stripe’s shape: line2 null when empty, the phone in E.164', () => {
    const value = addressValue({ ...US, phone: '(201) 555-0123' }, config({ fields: { phone: 'always' } }));
    expect(value).toEqual({
      name: 'Jenny Rosen',
      phone: '+12015550123',
      address: {
        line1: '510 Townsend St',
        line2: null,
        city: 'San Francisco',
        state: 'CA',
        postal_code: '94103',
        country: 'US',
      },
    });
    expect(apiAddress(value)).toEqual({
      name: 'Jenny Rosen',
      phone: '+12015550123',
      address: {
        line1: '510 Townsend St',
        city: 'San Francisco',
        state: 'CA',
        postal_code: '94103',
        country: 'US',
      },
    });
  });

  it('starts from defaultValues and reads contacts into the form', () => {
    const options = config({
      display: { name: 'split' },
      defaultValues: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        address: { country: 'gb', line1: '10 Downing Street' },
      },
      contacts: [
        {
          name: 'Jenny Rosen',
          address: {
            ...{ line1: '1 Main', city: 'Austin', state: 'TX', postal_code: '78701' },
            country: 'US',
          },
        },
      ],
    });
    expect(initialAddressValues(options, 'GB')).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      addressLine1: '10 Downing Street',
    });
    expect(contactValues(options.contacts[0]!, options)).toMatchObject({
      firstName: 'Jenny',
      lastName: 'Rosen',
      locality: 'Austin',
    });
  });
});
