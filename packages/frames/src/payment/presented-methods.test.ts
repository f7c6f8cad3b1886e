import { describe, expect, it } from 'vitest';
import { payableIn } from './presented-methods.js';

describe('the methods offered in the currency the shopper chose', () => {
  const offered = ['card', 'us_bank_account', 'ideal', 'apple_pay'];

  it('keeps every method in the merchant’s own currency', () => {
    expect(payableIn(offered, null)).toBe(offered);
  });

  it('hides the methods that pay in one other currency only', () => {
    expect(payableIn(offered, 'eur')).toEqual(['card', 'ideal', 'apple_pay']);
    expect(payableIn(offered, 'gbp')).toEqual(['card', 'apple_pay']);
    expect(payableIn(offered, 'usd')).toEqual(['card', 'us_bank_account', 'apple_pay']);
  });
});
