import { describe, expect, it } from 'vitest';
import { looksLikeCardNumber } from './card-number-lookalike.js';

describe('looksLikeCardNumber', () => {
  it.each([
    ['4242424242424242', true],
    ['4242 4242 4242 4242', true],
    ['4242-4242-4242-4242', true],
    ['378282246310005', true],
    ['4242424242424241', false],
    ['94103', false],
    ['Jane 4242424242424242', false],
    ['123456789012', false],
  ])('%s -> %s', (value, expected) => {
    expect(looksLikeCardNumber(value)).toBe(expected);
  });
});
