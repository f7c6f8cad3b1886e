import { describe, expect, it } from 'vitest';
import {
  checkAmountMinimum,
  checkLinkFundingSources,
  checkLinkWithCard,
  checkUsablePaymentMethodTypes,
  checkVerificationMethods,
} from './session-checks.js';

describe('session checks', () => {
  it('needs a usable payment method type', () => {
    expect(checkUsablePaymentMethodTypes(['card'], 'usd')).toEqual({ ok: true, value: ['card'] });
    const result = checkUsablePaymentMethodTypes([], 'nzd');
    expect(result.ok ? undefined : result.error).toMatchObject({
      type: 'invalid_request_error',
      message:
        'No valid payment method types for this configuration. Please ensure that you have activated payment methods compatible with your chosen currency (nzd).',
    });
  });

  it.each([
    [49, 'usd', 'payment', true, false],
    [50, 'usd', 'payment', false, false],
    [29, 'gbp', 'subscription', true, false],
    [29, 'gbp', 'setup', true, true],
    [1, 'xyz', 'setup', false, false],
  ])('%i %s in %s mode: below %s, blocking %s', (amount, currency, mode, below, blocking) => {
    const check = checkAmountMinimum(amount, currency, mode);
    expect([check.belowMinimum, check.blocking]).toEqual([below, blocking]);
  });

  it('says what the minimum is', () => {
    expect(checkAmountMinimum(10, 'EUR', 'payment').error?.message).toBe(
      'The amount 10 is below the minimum charge amount for eur: 50.',
    );
  });

  it.each([
    [['card', 'link'], false, true],
    [['link'], false, false],
    [['link'], true, true],
    [['card'], false, true],
  ])('link with card %o (link-only %s) -> %s', (types, linkOnly, accepted) => {
    expect(checkLinkWithCard(types, linkOnly).ok).toBe(accepted);
  });

  it('refuses link alone without funding sources', () => {
    const result = checkLinkFundingSources(['link'], []);
    expect(result.ok ? undefined : result.error.message).toBe('No link funding sources available.');
    expect(checkLinkFundingSources(['link'], ['card']).ok).toBe(true);
    expect(checkLinkFundingSources(['card', 'link'], []).ok).toBe(true);
  });

  it.each([
    [{ us_bank_account: { verification_method: 'microdeposits' } }, false],
    [{ acss_debit: { verification_method: 'microdeposits' } }, false],
    [{ us_bank_account: { verification_method: 'automatic' } }, true],
    [{ card: { request_three_d_secure: 'any' } }, true],
  ])('verification methods %o -> %s', (options, accepted) => {
    expect(checkVerificationMethods(options).ok).toBe(accepted);
  });
});
