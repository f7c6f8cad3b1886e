import { describe, expect, it } from 'vitest';
import { isCardUpdateNeeded, type SavedCardFields } from './saved-card-update.js';

const saved: SavedCardFields = {
  exp_month: 12,
  exp_year: 2034,
  brand: 'visa',
  billing_address: {
    name: 'Jenny Rosen',
    line_1: '510 Townsend St',
    line_2: null,
    locality: 'San Francisco',
    administrative_area: 'CA',
    postal_code: '94103',
    country_code: 'US',
  },
  nickname: 'Work card',
};
const withAddress = (fields: SavedCardFields['billing_address']): SavedCardFields => ({
  ...saved,
  billing_address: { ...saved.billing_address, ...fields },
});

const TABLE: [string, SavedCardFields, SavedCardFields, boolean][] = [
  ['nothing changed', saved, { ...saved }, false],
  ['a two-digit year is the same year', saved, { ...saved, exp_year: 34 }, false],
  ['an empty line 2 written as null or empty', saved, withAddress({ line_2: '' }), false],
  ['spaces around a value', saved, withAddress({ postal_code: ' 94103 ' }), false],
  ['the case of the country code', saved, withAddress({ country_code: 'us' }), false],
  ['a null nickname and an empty one', { ...saved, nickname: null }, { ...saved, nickname: '' }, false],
  [
    'no billing address either side',
    { ...saved, billing_address: null },
    { ...saved, billing_address: {} },
    false,
  ],
  ['the expiry month', saved, { ...saved, exp_month: 11 }, true],
  ['the expiry year', saved, { ...saved, exp_year: 2035 }, true],
  ['the brand (preferred network)', saved, { ...saved, brand: 'cartes_bancaires' }, true],
  ['a brand chosen where there was none', { ...saved, brand: null }, saved, true],
  ['the billing postal code', saved, withAddress({ postal_code: '94107' }), true],
  ['the billing country', saved, withAddress({ country_code: 'CA' }), true],
  ['a billing line 2 added', saved, withAddress({ line_2: 'Suite 5' }), true],
  ['the billing address removed', saved, { ...saved, billing_address: null }, true],
  ['the nickname', saved, { ...saved, nickname: 'Personal' }, true],
  ['the nickname cleared', saved, { ...saved, nickname: null }, true],
];

describe('Link saved card update', () => {
  it.each(TABLE)('%s: update needed is %s', (_change, before, after, expected) => {
    expect(isCardUpdateNeeded(before, after)).toBe(expected);
  });
});
