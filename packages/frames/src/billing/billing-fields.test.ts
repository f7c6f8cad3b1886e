import { describe, expect, it } from 'vitest';
import { testContext } from '../methods/test-context.fixture.js';
import { readBillingDefaults } from './billing-defaults.js';
import {
  billingDetailsData,
  billingFields,
  billingInitialValues,
  validateBilling,
} from './billing-fields.js';

const FULL = { address: { line1: 'auto', line2: 'auto', city: 'auto', state: 'auto' } };
const US = {
  country: 'US',
  addressLine1: '1 Main St',
  addressLine2: '',
  locality: 'Springfield',
  administrativeArea: 'IL',
  postalCode: '62701',
  name: 'Jenny Rosen',
};

describe('billing fields of a method', () => {
  it.each([
    [undefined, 'postal', ['country', 'postalCode']],
    [undefined, 'none', []],
    ['never', 'postal', []],
    [{ address: 'if_required' }, 'postal', []],
    [
      { address: 'if_required' },
      'full',
      ['country', 'addressLine1', 'addressLine2', 'locality', 'administrativeArea', 'postalCode'],
    ],
    [{ address: { postalCode: 'never' } }, 'postal', ['country']],
    [
      FULL,
      'postal',
      ['name', 'country', 'addressLine1', 'addressLine2', 'locality', 'administrativeArea', 'postalCode'],
    ],
    [
      { ...FULL, name: 'never' },
      'postal',
      ['country', 'addressLine1', 'addressLine2', 'locality', 'administrativeArea', 'postalCode'],
    ],
    [{ name: 'auto', email: 'auto', phone: 'auto' }, 'none', ['name', 'email', 'phone']],
    [
      { address: { line1: 'auto', line2: 'never' } },
      'none',
      ['name', 'country', 'addressLine1', 'locality', 'administrativeArea', 'postalCode'],
    ],
  ])('%o with a method needing %s shows %o (US)', (fields, need, shown) => {
    expect(billingFields({ country: 'US' }, testContext(fields), need as 'postal')).toEqual(shown);
  });

  it('follows the country: no postal code for DE in postal mode, the GB layout in full mode', () => {
    expect(billingFields({ country: 'DE' }, testContext(), 'postal')).toEqual(['country']);
    expect(billingFields({ country: 'GB' }, testContext(FULL), 'postal')).toEqual([
      'name',
      'country',
      'addressLine1',
      'addressLine2',
      'locality',
      'postalCode',
    ]);
  });

  it('validates with core codes and gives billing_details of what was shown', () => {
    const context = testContext(FULL);
    expect(validateBilling(US, context, 'postal')).toEqual({});
    expect(validateBilling({ ...US, name: '' }, context, 'postal').name?.code).toBe('incomplete_name');
    expect(validateBilling({ ...US, postalCode: '123' }, context, 'postal').postalCode?.code).toBe(
      'invalid_zip',
    );
    expect(billingDetailsData(US, context, 'postal')).toEqual({
      name: 'Jenny Rosen',
      address: { country: 'US', line1: '1 Main St', city: 'Springfield', state: 'IL', postal_code: '62701' },
    });
    expect(billingDetailsData(US, testContext(), 'postal')).toEqual({
      address: { country: 'US', postal_code: '62701' },
    });
    expect(billingDetailsData({ country: 'DE' }, testContext(), 'postal')).toEqual({
      address: { country: 'DE' },
    });
    expect(billingDetailsData(US, testContext('never'), 'postal')).toBeNull();
  });

  it('starts from defaultValues.billingDetails, the merchant country otherwise', () => {
    const defaults = readBillingDefaults({
      billingDetails: {
        name: 'Jenny',
        email: 7,
        address: { country: 'fr', postal_code: '75001', city: 'Paris' },
      },
    });
    expect(defaults).toEqual({
      name: 'Jenny',
      address: { country: 'FR', postal_code: '75001', city: 'Paris' },
    });
    const values = billingInitialValues(testContext(undefined, {}, defaults));
    expect(values).toMatchObject({
      name: 'Jenny',
      country: 'FR',
      postalCode: '75001',
      locality: 'Paris',
      email: '',
    });
    // No browser region: the merchant's country.
    expect(billingInitialValues(testContext(undefined, { merchantCountry: 'GB' }), []).country).toBe('GB');
    expect(readBillingDefaults('nonsense')).toEqual({});
  });
});
