import { describe, expect, it } from 'vitest';
import { detectCardBrand } from './brand-detection.js';

describe('detectCardBrand', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['4', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['2720', 'mastercard'],
    ['2721', 'unknown'],
    ['378282246310005', 'amex'],
    ['34', 'amex'],
    ['37', 'amex'],
    ['6011111111111117', 'discover'],
    ['6445', 'discover'],
    ['6500', 'discover'],
    ['3056930009020004', 'diners'],
    ['3811', 'diners'],
    ['36227206271667', 'diners14'],
    ['3566002020360505', 'jcb'],
    ['6200000000000005', 'unionpay'],
    ['8100', 'unionpay'],
    ['4011780000000000', 'elo'],
    ['5067000000000000', 'elo'],
    ['6504850000000000', 'elo'],
    ['6550000000000000', 'elo'],
    ['', 'unknown'],
    ['1234', 'unknown'],
    ['9999999999999999', 'unknown'],
  ] as const)('%s is %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  it.each([
    ['3', 'amex, diners, diners14 and jcb all start with 3'],
    ['6', 'discover, unionpay and elo all start with 6'],
    ['30', 'only diners can follow 30'],
  ])('names a partial number %s only when one brand can follow (%s)', (number) => {
    const expected = number === '30' ? 'diners' : 'unknown';
    expect(detectCardBrand(number)).toBe(expected);
  });

  it('lets the longest prefix win: elo 401178 over visa 4, elo 65xxxx over discover 65', () => {
    expect(detectCardBrand('401178')).toBe('elo');
    expect(detectCardBrand('401177')).toBe('visa');
    expect(detectCardBrand('650031')).toBe('elo');
    expect(detectCardBrand('650030')).toBe('discover');
  });

  it('reads spaces and full-width digits', () => {
    expect(detectCardBrand('４２４２ ４２４２')).toBe('visa');
    expect(detectCardBrand('3782 822463 10005')).toBe('amex');
  });
});
