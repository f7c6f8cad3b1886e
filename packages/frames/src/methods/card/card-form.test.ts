import { FIELD_ERRORS } from '@payframe/core';
import { describe, expect, it } from 'vitest';
import { testContext } from '../test-context.fixture.js';
import { cardBrand, cardFields, cardPaymentMethodData, isCardEmpty, validateCard } from './card-form.js';

const complete = {
  number: '4242 4242 4242 4242',
  expiry: '12 / 34',
  cvc: '123',
  country: 'US',
  postalCode: '10001',
};

describe('card form', () => {
  it('shows postal code for US, not for DE, and no address when billing address is never', () => {
    expect(cardFields(complete, testContext())).toEqual(['number', 'expiry', 'cvc', 'country', 'postalCode']);
    expect(cardFields({ ...complete, country: 'DE' }, testContext())).toEqual([
      'number',
      'expiry',
      'cvc',
      'country',
    ]);
    expect(cardFields(complete, testContext({ address: 'never' }))).toEqual(['number', 'expiry', 'cvc']);
  });

  it('a complete card has no errors and becomes payment_method_data', () => {
    expect(validateCard(complete, testContext())).toEqual({});
    expect(cardPaymentMethodData(complete, testContext())).toEqual({
      type: 'card',
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
      billing_details: { address: { country: 'US', postal_code: '10001' } },
    });
  });

  it.each([
    [{ number: '' }, 'number', 'incomplete_number'],
    [{ number: '4242 4242' }, 'number', 'incomplete_number'],
    [{ number: '4242 4242 4242 4241' }, 'number', 'invalid_number'],
    [{ expiry: '' }, 'expiry', 'incomplete_expiry'],
    [{ expiry: '12 / 2' }, 'expiry', 'incomplete_expiry'],
    [{ expiry: '01 / 20' }, 'expiry', 'invalid_expiry_year_past'],
    [{ expiry: '05 / 26' }, 'expiry', 'invalid_expiry_month_past'],
    [{ cvc: '12' }, 'cvc', 'incomplete_cvc'],
    [{ postalCode: '' }, 'postalCode', 'incomplete_zip'],
    [{ postalCode: '1234' }, 'postalCode', 'invalid_zip'],
  ])('%j gives %s error %s with the core message', (change, field, code) => {
    const errors = validateCard({ ...complete, ...change }, testContext());
    expect(errors[field]).toEqual({ code, message: FIELD_ERRORS[code as keyof typeof FIELD_ERRORS] });
  });

  it('an amex takes a 4-digit CVC', () => {
    const amex = { ...complete, number: '3782 822463 10005', cvc: '1234' };
    expect(validateCard(amex, testContext())).toEqual({});
    expect(cardBrand(amex)).toBe('amex');
  });

  it('leaves the postal code out of the data where it is not asked', () => {
    const de = { ...complete, country: 'DE', postalCode: '' };
    expect(validateCard(de, testContext())).toEqual({});
    expect(cardPaymentMethodData(de, testContext()).billing_details).toEqual({ address: { country: 'DE' } });
  });

  it('is empty until something is typed (the country is preselected)', () => {
    expect(isCardEmpty({ number: '', expiry: '', cvc: '', country: 'US', postalCode: '' })).toBe(true);
    expect(isCardEmpty({ ...complete, number: '4' })).toBe(false);
    expect(cardBrand({ number: '' })).toBeUndefined();
  });
});
