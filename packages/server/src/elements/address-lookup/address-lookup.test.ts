import { describe, expect, it } from 'vitest';
import { builtinAddressLookup } from './builtin.js';
import { describeAddress, matchScore, normalizeForSearch } from './match.js';

const lookup = builtinAddressLookup();
const suggest = (query: string, country: string, limit = 5) =>
  lookup.suggest({ query, country, limit, livemode: false });

describe('address matching', () => {
  it.each([
    ['Rue de Rivoli,', 'rue de rivoli'],
    ['  São   Paulo ', 'sao paulo'],
    ['Kurfürstendamm', 'kurfurstendamm'],
  ])('normalizes %j to %j', (input, expected) => {
    expect(normalizeForSearch(input)).toBe(expected);
  });

  it.each([
    ['510 town', 3],
    ['townsend', 2],
    ['510 san fran', 1],
    ['94103', 1],
    ['510 Oak', 0],
  ])('scores %j against 510 Townsend Street as %i', (query, score) => {
    const address = {
      line1: '510 Townsend Street',
      city: 'San Francisco',
      state: 'CA',
      postal_code: '94103',
      country: 'US',
    };
    expect(matchScore(query, address)).toBe(score);
  });

  it('describes an address on one line', () => {
    expect(
      describeAddress({ line1: '10 Downing Street', city: 'London', postal_code: 'SW1A 2AA', country: 'GB' }),
    ).toBe('10 Downing Street, SW1A 2AA London');
  });
});

describe('the built-in lookup provider', () => {
  it('finds US addresses by the start of line 1, best first, with region codes', async () => {
    const found = await suggest('1600 Penn', 'US');
    expect(found[0]).toEqual({
      id: 'addr_us_1',
      description: '1600 Pennsylvania Avenue NW, 20500 Washington, DC',
      address: {
        line1: '1600 Pennsylvania Avenue NW',
        city: 'Washington',
        state: 'DC',
        postal_code: '20500',
        country: 'US',
      },
    });
  });

  it.each([
    ['GB', 'Baker', '221B Baker Street'],
    ['JP', '丸の内', '千代田区丸の内1丁目9-1'],
    ['BR', 'Avenida Paul', 'Avenida Paulista, 1578'],
    ['FR', 'rivoli', 'Rue de Rivoli'],
    ['DE', 'Marienpl', 'Marienplatz 8'],
  ])('finds %s addresses (%j)', async (country, query, line1) => {
    const found = await suggest(query, country);
    expect(found[0]?.address.line1).toBe(line1);
    expect(found.every((s) => s.address.country === country)).toBe(true);
  });

  it('keeps to the country and the limit, and knows nothing of other countries', async () => {
    expect((await suggest('Street', 'GB', 3)).length).toBe(3);
    expect(await suggest('Baker Street', 'US')).toEqual([]);
    expect(await suggest('Main Street', 'NZ')).toEqual([]);
  });
});
