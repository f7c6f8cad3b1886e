import { describe, expect, it } from 'vitest';
import { collectChoice, currencyChoices, isExpired } from './choices.js';
import { formatPrice } from './money.js';
import { shopperCurrency } from './shopper-currency.js';

const QUOTE = { id: 'fxq_1', toCurrency: 'usd', expiresAt: 1_000, rates: { eur: 1.05732, jpy: 0.00655 } };

describe('the shopper’s currency', () => {
  it('comes from the billing country, else the browser’s region', () => {
    expect(shopperCurrency({ languages: ['fr-FR', 'en'] }, 'usd')).toBe('eur');
    expect(shopperCurrency({ languages: ['fr', 'ja-JP'] }, 'usd')).toBe('jpy');
    expect(shopperCurrency({ billingCountry: 'GB', languages: ['fr-FR'] }, 'usd')).toBe('gbp');
    // Nothing to choose: the merchant's own currency, or no region at all.
    expect(shopperCurrency({ languages: ['en-US'] }, 'usd')).toBeNull();
    expect(shopperCurrency({ languages: ['fr'] }, 'usd')).toBeNull();
  });
});

describe('the choices', () => {
  it('converts the merchant’s amount as the server does', () => {
    expect(currencyChoices({ amount: 2000, currency: 'usd' }, 'eur', QUOTE)).toEqual([
      { currency: 'eur', amount: 1892, local: true },
      { currency: 'usd', amount: 2000, local: false },
    ]);
    expect(currencyChoices({ amount: 2000, currency: 'usd' }, 'jpy', QUOTE)[0]).toEqual({
      currency: 'jpy',
      amount: 3053,
      local: true,
    });
    // No quote yet, or none for that currency: only the merchant's amount.
    expect(currencyChoices({ amount: 2000, currency: 'usd' }, 'eur', null)).toHaveLength(1);
    expect(currencyChoices({ amount: 2000, currency: 'usd' }, 'gbp', QUOTE)).toHaveLength(1);
  });

  it('adds the presentment to the confirmation only for the shopper’s currency, and only while it holds', () => {
    expect(collectChoice('usd', 'usd', QUOTE, 999, 'expired')).toEqual({
      component: 'currencySelector',
      type: null,
      complete: true,
    });
    expect(collectChoice('eur', 'usd', QUOTE, 999, 'expired').presentment).toEqual({
      currency: 'eur',
      fxQuote: 'fxq_1',
    });
    // A currency proposed before its rate arrived (the billing country just changed) waits for it.
    expect(collectChoice('gbp', 'usd', QUOTE, 999, 'expired')).toMatchObject({ complete: false });
    expect(isExpired(QUOTE, 1_000)).toBe(true);
    expect(collectChoice('eur', 'usd', QUOTE, 1_000, 'This rate has expired.')).toMatchObject({
      complete: false,
      error: { code: 'fx_quote_expired', message: 'This rate has expired.' },
    });
  });

  it('writes prices with their currency’s decimals', () => {
    expect(formatPrice(1892, 'eur', 'fr-FR')).toBe('18,92\u00a0€');
    expect(formatPrice(3053, 'jpy', 'en-US')).toBe('¥3,053');
    expect(formatPrice(6290, 'kwd', 'en-US')).toBe('KWD\u00a06.290');
  });
});
