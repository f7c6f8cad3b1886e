import { describe, expect, it } from 'vitest';
import { type BinRange, binPrefixOf, matchBinRanges, validateBinPrefix } from './bin.js';

describe('validateBinPrefix', () => {
  it.each(['424242', '000000', '378282'])('accepts %s', (prefix) => {
    expect(validateBinPrefix(prefix)).toEqual({ ok: true, value: prefix });
  });

  it.each(['42424', '4242424', '42424a', '', ' 424242', '４２４２４２'])(
    'refuses %j with Invalid BIN prefix.',
    (prefix) => {
      expect(validateBinPrefix(prefix)).toEqual({
        ok: false,
        error: { type: 'invalid_request_error', message: 'Invalid BIN prefix.', param: 'bin_prefix' },
      });
    },
  );
});

describe('binPrefixOf', () => {
  it.each([
    ['4242 4242 4242 4242', '424242'],
    ['42424', undefined],
  ])('%s -> %s', (number, prefix) => {
    expect(binPrefixOf(number)).toBe(prefix);
  });
});

describe('matchBinRanges', () => {
  const ranges: BinRange[] = [
    {
      account_range_low: '4970100000000000',
      account_range_high: '4970109999999999',
      pan_length: 16,
      brand: 'cartes_bancaires',
    },
    {
      account_range_low: '4970100000000000',
      account_range_high: '4970109999999999',
      pan_length: 16,
      brand: 'visa',
    },
    {
      account_range_low: '4000000000000000',
      account_range_high: '4099999999999999',
      pan_length: 16,
      brand: 'visa',
    },
    {
      account_range_low: '5555550000000000',
      account_range_high: '5555559999999999',
      pan_length: 16,
      brand: 'mastercard',
    },
  ];

  it.each([
    ['4970101234567890', ['cartes_bancaires', 'visa']],
    ['497010', ['cartes_bancaires', 'visa']],
    ['4012888888881881', ['visa']],
    ['5555554444', ['mastercard']],
    ['4', ['cartes_bancaires', 'visa', 'visa']],
    ['6011', []],
    ['40128888888818810', []],
  ])('%s matches %o', (number, brands) => {
    expect(matchBinRanges(number, ranges).map((range) => range.brand)).toEqual(brands);
  });
});
