import { describe, expect, it } from 'vitest';
import { SHOPPER_ERRORS_EN, SHOPPER_ERRORS_ES, SHOPPER_ERRORS_ZH_HK, SHOPPER_ERRORS_ZH_TW } from './index.js';
import { shopperErrorMessage } from './lookup.js';

describe('shopperErrorMessage', () => {
  it('takes the first supported language, through its chain of catalogues', () => {
    // es-419 words only what differs from Spain's Spanish: the rest comes from es.
    expect(shopperErrorMessage('decline.insufficient_funds', ['es-MX', 'en'])).toBe(
      SHOPPER_ERRORS_ES['decline.insufficient_funds'],
    );
    expect(shopperErrorMessage('decline.generic_decline', ['zh-HK'])).toBe(
      SHOPPER_ERRORS_ZH_HK['decline.generic_decline'],
    );
    expect(shopperErrorMessage('error.incomplete_number', ['zh-HK'])).toBe(
      SHOPPER_ERRORS_ZH_HK['error.incomplete_number'] ?? SHOPPER_ERRORS_ZH_TW['error.incomplete_number'],
    );
  });

  it('reads English for no or unknown languages, and null for ids that are no shopper error', () => {
    expect(shopperErrorMessage('decline.expired_card', [])).toBe(SHOPPER_ERRORS_EN['decline.expired_card']);
    expect(shopperErrorMessage('decline.expired_card', ['xx-YY'])).toBe('Your card has expired.');
    expect(shopperErrorMessage('error.not_a_code', ['de'])).toBeNull();
  });
});
