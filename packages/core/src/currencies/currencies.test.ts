import { describe, expect, it } from 'vitest';
import { FALLBACK_CURRENCY_COUNTRY } from '../constants/elements.js';
import { presentmentAmount } from './conversion.js';
import {
  currencyDecimals,
  isChargeableAmount,
  isThreeDecimalCurrency,
  isZeroDecimalCurrency,
  toMajorUnits,
  toMinorUnits,
} from './decimals.js';
import { countriesOfCurrency, localCurrencyOf } from './local-currency.js';

describe('currency decimals', () => {
  it.each([
    ['usd', 2],
    ['JPY', 0],
    ['krw', 0],
    ['xof', 0],
    ['kwd', 3],
    ['BHD', 3],
    ['eur', 2],
  ])('%s has %i decimals', (currency, decimals) => {
    expect(currencyDecimals(currency)).toBe(decimals);
  });

  it('converts between whole units and the smallest unit', () => {
    expect(toMajorUnits(1999, 'usd')).toBe(19.99);
    expect(toMajorUnits(500, 'jpy')).toBe(500);
    expect(toMajorUnits(5120, 'kwd')).toBe(5.12);
    expect(toMinorUnits(19.994, 'eur')).toBe(1999);
    expect(toMinorUnits(499.6, 'jpy')).toBe(500);
    // Three-decimal amounts round to the nearest ten.
    expect(toMinorUnits(5.1234, 'kwd')).toBe(5120);
    expect(toMinorUnits(5.1251, 'kwd')).toBe(5130);
  });

  it('knows which amounts a three-decimal currency can charge', () => {
    expect(isZeroDecimalCurrency('usd')).toBe(false);
    expect(isThreeDecimalCurrency('omr')).toBe(true);
    expect(isChargeableAmount(5123, 'kwd')).toBe(false);
    expect(isChargeableAmount(5120, 'kwd')).toBe(true);
    expect(isChargeableAmount(5123, 'usd')).toBe(true);
  });
});

describe('presentment amounts', () => {
  it('divides the settlement amount by the rate, in the presentment currency units', () => {
    // 1 eur buys 1.0584 usd: $20.00 is €18.90.
    expect(presentmentAmount(2000, 'usd', 'eur', 1.0584)).toBe(1890);
    // 1 jpy buys 0.00653 usd: $20.00 is ¥3063.
    expect(presentmentAmount(2000, 'usd', 'jpy', 0.00653)).toBe(3063);
    // 1 kwd buys 3.2 usd: $20.00 is 6.250 KWD.
    expect(presentmentAmount(2000, 'usd', 'kwd', 3.2)).toBe(6250);
    expect(() => presentmentAmount(2000, 'usd', 'eur', 0)).toThrow(RangeError);
  });
});

describe('local currencies', () => {
  it.each([
    ['FR', 'eur'],
    ['de', 'eur'],
    ['GB', 'gbp'],
    ['JP', 'jpy'],
    ['US', 'usd'],
    ['ZZ', undefined],
    [undefined, undefined],
  ])('%s pays in %s', (country, currency) => {
    expect(localCurrencyOf(country)).toBe(currency);
  });

  it('leads every fall-back country back to its currency', () => {
    for (const [currency, country] of Object.entries(FALLBACK_CURRENCY_COUNTRY)) {
      expect(localCurrencyOf(country)).toBe(currency);
      expect(countriesOfCurrency(currency)[0]).toBe(country);
    }
  });
});
