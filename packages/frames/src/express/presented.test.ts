import { describe, expect, it } from 'vitest';
import { sheetRequest } from './live-wallet.js';
import { presentedMoney } from './presented.js';

describe('express sheets in the currency the shopper chose', () => {
  const euros = { currency: 'eur', amount: 1892, exchangeRate: 1.05732 };

  it('converts at the quote’s rate as the server converts the total', () => {
    expect(presentedMoney(2000, 'usd', euros)).toEqual({ amount: 1892, currency: 'eur' });
    expect(presentedMoney(2000, 'usd', null)).toEqual({ amount: 2000, currency: 'usd' });
    // A choice of the merchant's own currency carries no rate.
    expect(presentedMoney(2000, 'usd', { currency: 'usd', amount: 2000, exchangeRate: null })).toEqual({
      amount: 2000,
      currency: 'usd',
    });
    // Into a currency without decimals.
    expect(presentedMoney(2000, 'usd', { currency: 'jpy', amount: 0, exchangeRate: 0.0067 })).toEqual({
      amount: 2985,
      currency: 'jpy',
    });
  });

  it('asks a live wallet for the converted total, lines and rates', () => {
    const request = sheetRequest(
      { businessName: 'Shop', merchantCountry: 'US', currency: 'usd' },
      {
        amount: 2000,
        lineItems: [{ name: 'Tee', amount: 1500 }],
        shippingRates: [{ id: 'std', displayName: 'Standard', amount: 500 }],
        presentment: euros,
      },
    );
    expect(request).toMatchObject({
      currency: 'eur',
      total: { label: 'Shop', amount: 1892 },
      displayItems: [{ label: 'Tee', amount: 1419 }],
      shippingOptions: [{ id: 'std', label: 'Standard', amount: 473 }],
    });
  });
});
