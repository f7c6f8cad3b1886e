import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { luhn } from './luhn.js';

describe('luhn', () => {
  it.each([
    ['4242424242424242', true],
    ['4000000000003220', true],
    ['378282246310005', true],
    ['79927398713', true],
    ['4242424242424241', false],
    ['79927398710', false],
    ['', false],
    ['4242 4242', false],
  ])('%s -> %s', (digits, valid) => {
    expect(luhn(digits)).toBe(valid);
  });

  it('finds exactly one check digit for every payload', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,18}$/), (payload) => {
        const valid = '0123456789'.split('').filter((check) => luhn(payload + check));
        expect(valid).toHaveLength(1);
      }),
    );
  });
});
