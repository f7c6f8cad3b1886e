import { describe, expect, it } from 'vitest';
import { validateCvc } from './cvc.js';

describe('validateCvc', () => {
  it.each([
    ['123', 'visa', true],
    ['12', 'visa', 'incomplete_cvc'],
    ['', 'visa', 'incomplete_cvc'],
    ['1234', 'visa', 'invalid_cvc'],
    ['1234', 'amex', true],
    ['123', 'amex', true],
    ['12', 'amex', 'incomplete_cvc'],
    ['12345', 'amex', 'invalid_cvc'],
    ['123', 'unknown', true],
    ['1234', 'unknown', true],
    ['12a', 'mastercard', 'invalid_cvc'],
    ['１２３', 'jcb', true],
    ['123', 'diners14', true],
  ] as const)('%s for %s -> %s', (cvc, brand, expected) => {
    const result = validateCvc(cvc, brand);
    if (expected === true) expect(result.ok).toBe(true);
    else expect(result.ok ? undefined : result.error.code).toBe(expected);
  });
});
