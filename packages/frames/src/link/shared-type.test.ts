import { describe, expect, it } from 'vitest';
import { linkTakesBankAccounts, sharedPaymentMethodType } from './shared-type.js';

describe('the payment method type Link shares', () => {
  it.each([
    [false, 'payment_element', ['card', 'link'], 'card'],
    [true, 'payment_element', ['card', 'link'], 'link'],
    [true, 'payment_element', ['card', 'link', 'us_bank_account'], 'link'],
    [true, 'payment_element', ['card', 'us_bank_account'], 'us_bank_account'],
    [false, 'payment_element', ['card'], 'card'],
    [false, 'express_checkout', ['card', 'link'], 'link'],
    [true, 'express_checkout', ['card', 'link'], 'link'],
  ] as const)('bank %s from the %s with %j is shared as %s', (bank, surface, types, expected) => {
    expect(sharedPaymentMethodType({ bank }, surface, types)).toBe(expected);
  });

  it.each([
    [['card', 'us_bank_account'], 'usd', true],
    [['card', 'link'], 'usd', true],
    [['card', 'link'], 'eur', false],
    [['card'], 'usd', false],
  ] as const)('%j in %s takes bank accounts: %s', (types, currency, expected) => {
    expect(linkTakesBankAccounts(types, currency)).toBe(expected);
  });
});
