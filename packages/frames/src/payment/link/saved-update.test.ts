import type { LinkPaymentDetails } from '@payframe/js/protocol';
import { describe, expect, it } from 'vitest';
import { updateErrors, updateOf, updateValuesOf } from './saved-update.js';

const NOW = new Date('2026-06-01T00:00:00Z');
const DETAIL: LinkPaymentDetails = {
  id: 'csmrpd_1',
  type: 'CARD',
  isDefault: true,
  nickname: null,
  state: 'VERIFIED',
  card: {
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: 2034,
    networks: ['visa'],
    preferredNetwork: null,
    cvcCheck: 'PASS',
    postalCodeCheck: 'PASS',
  },
  bank: null,
  billingAddress: { country_code: 'US', postal_code: '10001' },
  billingEmail: null,
};

describe('the update-saved view', () => {
  it('starts from the saved expiry and billing address', () => {
    expect(updateValuesOf(DETAIL)).toEqual({ expiry: '12 / 34', country: 'US', postalCode: '10001' });
  });

  it.each([
    [{ expiry: '12 / ' }, 'expiry', 'incomplete_expiry'],
    [{ expiry: '01 / 25' }, 'expiry', 'invalid_expiry_year_past'],
    [{ postalCode: '' }, 'postalCode', 'incomplete_zip'],
  ] as const)('%o gives %s: %s', (patch, field, code) => {
    const errors = updateErrors({ ...updateValuesOf(DETAIL), ...patch }, NOW);
    expect(errors[field]?.code).toBe(code);
    expect(updateOf(DETAIL, { ...updateValuesOf(DETAIL), ...patch }, NOW)).toBeNull();
  });

  it('nothing changed: the update is skipped (docs/link.md#states)', () => {
    expect(updateOf(DETAIL, updateValuesOf(DETAIL), NOW)).toBeNull();
  });

  it('a new expiry or postal code is sent with the whole billing address', () => {
    expect(updateOf(DETAIL, { expiry: '03 / 31', country: 'US', postalCode: '94103' }, NOW)).toEqual({
      expMonth: 3,
      expYear: 2031,
      billingAddress: { country_code: 'US', postal_code: '94103' },
    });
  });
});
