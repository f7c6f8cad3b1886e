import { describe, expect, it } from 'vitest';
import { validateAddressElementOptions } from './address-element-options.js';

describe('validateAddressElementOptions', () => {
  it('reads mode, allowed countries, PO boxes, name display and phone', () => {
    expect(
      validateAddressElementOptions({
        mode: 'shipping',
        allowedCountries: ['US', 'ca', 'TA'],
        blockPoBox: true,
        display: { name: 'split' },
        fields: { phone: 'always' },
        validation: { phone: { required: 'always' } },
      }),
    ).toEqual({
      ok: true,
      value: {
        mode: 'shipping',
        allowedCountries: ['US', 'CA', 'SH'],
        blockPoBox: true,
        nameDisplay: 'split',
        phone: 'always',
        phoneRequired: 'always',
      },
    });
  });

  it('treats an empty allowedCountries as every country', () => {
    const result = validateAddressElementOptions({ mode: 'billing', allowedCountries: [] });
    expect(result.ok && result.value.allowedCountries).toBeNull();
  });

  it.each([
    [{}, "Missing value for elements.create('address'): mode should be shipping or billing."],
    [
      { mode: 'home' },
      "Invalid value for elements.create('address'): mode should be one of the following strings: shipping, billing. You specified: home.",
    ],
    [{ mode: 'billing', allowedCountries: ['US', 'ZZ'] }, 'Unknown country code: ZZ.'],
    [
      { mode: 'billing', display: { name: 'nickname' } },
      "Invalid value for elements.create('address'): display.name should be one of the following strings: full, split, organization. You specified: nickname.",
    ],
  ])('refuses %o', (input, message) => {
    const result = validateAddressElementOptions(input);
    expect(result.ok ? undefined : result.error.message).toBe(message);
  });
});
