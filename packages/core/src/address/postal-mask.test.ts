import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskPostalCode } from './postal-mask.js';

describe('maskPostalCode', () => {
  it.each([
    ['US', '94103-1234', '94103'],
    ['US', 'a9b4c1', '941'],
    ['UA', '012345', '01234'],
    ['IN', '1100019', '110001'],
    ['CA', 'k1a0b1', 'K1A 0B1'],
    ['CA', 'k1a', 'K1A'],
    ['CA', '1k1a 0b1x', 'K1A 0B1'],
    ['GB', 'sw1a 1aa', 'SW1A 1AA'],
    ['DE', '10115abc', '10115abc'],
  ])('%s masks %j to %j', (country, value, masked) => {
    expect(maskPostalCode(country, value)).toBe(masked);
  });

  it('masks are idempotent', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('US', 'UA', 'IN', 'CA', 'GB', 'FR'),
        fc.string({ maxLength: 12 }),
        (country, value) => {
          const once = maskPostalCode(country, value);
          expect(maskPostalCode(country, once)).toBe(once);
        },
      ),
    );
  });
});
