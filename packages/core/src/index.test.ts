import { describe, expect, it } from 'vitest';
import * as core from './index.js';

describe('@payframe/core entry point', () => {
  it.each([
    'detectCardBrand',
    'validateCardNumber',
    'formatCardNumber',
    'parseExpiry',
    'validateExpiry',
    'validateCvc',
    'validatePostalCode',
    'getAddressFormat',
    'validatePhone',
    'validateEmail',
    'validateIban',
    'validateAppearance',
    'validateElementsOptions',
    'errorMessage',
  ])('exports %s', (name) => {
    expect(typeof (core as Record<string, unknown>)[name]).toBe('function');
  });

  it('answers the same result shape from every validator', () => {
    const failures = [
      core.validateCardNumber('4242'),
      core.validateExpiry('', new Date(2025, 0, 1)),
      core.validateCvc('1'),
      core.validatePostalCode('US', 'x'),
      core.validatePhone('', { required: 'always' }),
      core.validateEmail(''),
      core.validateIban(''),
      core.validateAppearance({ theme: 'x' }),
      core.validateElementsOptions({ locale: 42 }),
    ];
    for (const result of failures) {
      expect(result.ok).toBe(false);
      if (!result.ok) expect(Object.keys(result.error).sort()).toEqual(['code', 'message', 'param', 'type']);
    }
  });
});
