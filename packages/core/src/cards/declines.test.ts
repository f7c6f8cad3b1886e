import { describe, expect, it } from 'vitest';
import { declineRecovery, fieldForDeclineCode } from './declines.js';

describe('fieldForDeclineCode', () => {
  it.each([
    ['card_velocity_exceeded', 'number'],
    ['fraudulent', 'number'],
    ['generic_decline', 'number'],
    ['insufficient_funds', 'number'],
    ['lost_card', 'number'],
    ['stolen_card', 'number'],
    ['expired_card', 'expiry'],
    ['invalid_expiry_month', 'expiry'],
    ['invalid_expiry_year', 'expiry'],
    ['incorrect_cvc', 'cvc'],
    ['invalid_cvc', 'cvc'],
    ['incorrect_zip', 'postalCode'],
    ['processing_error', undefined],
  ])('%s -> %s', (code, field) => {
    expect(fieldForDeclineCode(code)).toBe(field);
  });
});

describe('declineRecovery', () => {
  it.each([
    ['incorrect_cvc', 'recollect_cvc'],
    ['invalid_cvc', 'recollect_cvc'],
    ['expired_card', 'edit_saved_card'],
    ['incorrect_zip', 'edit_saved_card'],
    ['insufficient_funds', undefined],
  ])('%s -> %s', (code, recovery) => {
    expect(declineRecovery(code)).toBe(recovery);
  });
});
