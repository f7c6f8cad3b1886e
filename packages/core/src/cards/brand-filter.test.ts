import { describe, expect, it } from 'vitest';
import { INTEGRATION_ERRORS } from '../errors/integration-errors.js';
import { isCardBrandAllowed, validateCardBrandFilter } from './brand-filter.js';

describe('validateCardBrandFilter', () => {
  it('accepts no filter, an allow list or a block list', () => {
    expect(validateCardBrandFilter({})).toEqual({ ok: true, value: { kind: 'all' } });
    expect(validateCardBrandFilter({ allowedCardBrands: ['visa', 'mastercard'] })).toEqual({
      ok: true,
      value: { kind: 'allowed', brands: ['visa', 'mastercard'] },
    });
    expect(validateCardBrandFilter({ disallowedCardBrands: ['discover_global_network'] })).toEqual({
      ok: true,
      value: { kind: 'disallowed', brands: ['discover', 'diners', 'jcb', 'unionpay', 'elo'] },
    });
  });

  it.each([
    [
      { allowedCardBrands: ['visa'], disallowedCardBrands: ['amex'] },
      'You cannot specify both disallowedCardBrands and allowedCardBrands. Please specify only one of those parameters.',
    ],
    [
      { disallowedCardBrands: ['visa', 'mastercard', 'amex', 'discover_global_network'] },
      'You cannot block all available card brands.',
    ],
    [
      {
        disallowedCardBrands: ['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay', 'elo'],
      },
      'You cannot block all available card brands.',
    ],
    [{ allowedCardBrands: [] }, 'You cannot block all available card brands.'],
    [
      { allowedCardBrands: ['visa', 'maestro'] },
      'Invalid value for allowedCardBrands: maestro is not a supported card brand. Supported brands are: visa, mastercard, amex, discover, diners, jcb, unionpay, elo, discover_global_network.',
    ],
    [
      { disallowedCardBrands: ['discover_global_network', 'jcb'] },
      'Invalid value for disallowedCardBrands: discover_global_network already covers jcb; do not list them together.',
    ],
  ])('refuses %o: %s', (options, message) => {
    const result = validateCardBrandFilter(options);
    expect(result.ok ? undefined : result.error.message).toBe(message);
  });

  it('quotes docs/elements.md#errors word for word', () => {
    expect(INTEGRATION_ERRORS.card_brands_both_set).toBe(
      'You cannot specify both disallowedCardBrands and allowedCardBrands. Please specify only one of those parameters.',
    );
    expect(INTEGRATION_ERRORS.all_card_brands_blocked).toBe('You cannot block all available card brands.');
  });
});

describe('isCardBrandAllowed', () => {
  const allowVisa = { kind: 'allowed', brands: ['visa'] } as const;
  const blockDgn = { kind: 'disallowed', brands: ['discover', 'diners', 'jcb', 'unionpay', 'elo'] } as const;
  it.each([
    ['visa', allowVisa, true],
    ['amex', allowVisa, false],
    ['unknown', allowVisa, false],
    ['diners14', blockDgn, false],
    ['visa', blockDgn, true],
    ['unknown', blockDgn, true],
    ['jcb', { kind: 'all' } as const, true],
  ] as const)('%s under %o -> %s', (brand, filter, allowed) => {
    expect(isCardBrandAllowed(brand, filter)).toBe(allowed);
  });
});
