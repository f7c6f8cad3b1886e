import { describe, expect, it } from 'vitest';
import { isBelowMinimumChargeAmount, minimumChargeAmount } from './currency-minimums.js';
import { countryForCurrency, isSaveablePaymentMethodType } from './elements.js';
import { isAutocompleteEligible } from './link.js';
import { challengeWindowSize } from './three-ds.js';

describe('3-D Secure challenge window size', () => {
  it.each([
    [320, { code: '01', width: 250, height: 400 }],
    [389, { code: '01', width: 250, height: 400 }],
    [390, { code: '02', width: 390, height: 400 }],
    [499, { code: '02', width: 390, height: 400 }],
    [500, { code: '03', width: 500, height: 600 }],
    [600, { code: '04', width: 600, height: 400 }],
    [767, { code: '04', width: 600, height: 400 }],
    [768, { code: '05', width: 'full', height: 'full' }],
    [1920, { code: '05', width: 'full', height: 'full' }],
  ])('outer width %i -> %o', (width, size) => {
    expect(challengeWindowSize(width)).toEqual(size);
  });
});

describe('currency fallbacks and minimums', () => {
  it.each([
    ['usd', 'US'],
    ['GBP', 'GB'],
    ['aud', 'AU'],
    ['cad', 'CA'],
    ['eur', 'FR'],
    ['mxn', 'MX'],
    ['sgd', 'SG'],
    ['chf', 'US'],
  ])('%s -> %s', (currency, country) => {
    expect(countryForCurrency(currency)).toBe(country);
  });

  it.each([
    ['usd', 50],
    ['eur', 50],
    ['gbp', 30],
    ['jpy', 50],
    ['hkd', 400],
    ['mxn', 1000],
    ['JPY', 50],
    ['xof', undefined],
  ])('minimum for %s is %s', (currency, minimum) => {
    expect(minimumChargeAmount(currency)).toBe(minimum);
  });

  it('compares an amount with its minimum', () => {
    expect(isBelowMinimumChargeAmount(29, 'gbp')).toBe(true);
    expect(isBelowMinimumChargeAmount(30, 'gbp')).toBe(false);
    expect(isBelowMinimumChargeAmount(1, 'xof')).toBe(false);
  });
});

describe('saveable types and address autocomplete', () => {
  it.each(['card', 'us_bank_account', 'link', 'sepa_debit', 'bancontact', 'sofort', 'ideal'])(
    '%s is saveable',
    (type) => {
      expect(isSaveablePaymentMethodType(type)).toBe(true);
    },
  );

  it.each(['klarna', 'paypal', 'affirm'])('%s is not saveable', (type) => {
    expect(isSaveablePaymentMethodType(type)).toBe(false);
  });

  it.each([
    ['Mai', false, true],
    ['Ma', false, false],
    ['  Ma  ', false, false],
    ['Jenny', true, false],
  ])('autocomplete for %j (name field %s) -> %s', (value, isName, eligible) => {
    expect(isAutocompleteEligible(value, isName)).toBe(eligible);
  });
});
