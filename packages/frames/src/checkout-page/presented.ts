import { presentmentAmount } from '@payframe/core/currencies';
import type { PaymentPage } from './page-types.js';

/**
 * How the page writes the session's amounts: in the shopper's currency when they pay in it
 * (adaptive pricing), each amount converted at the session's locked rate, the total exactly as
 * the server will charge it; else in the merchant's currency.
 */
export function presentedPrices(page: PaymentPage) {
  const merchant = page.currency ?? 'usd';
  const shown = page.presentment_details;
  const rate = page.local_currency?.exchange_rate;
  if (!shown || !rate || page.local_currency?.currency !== shown.presentment_currency) {
    return { currency: merchant, convert: (amount: number) => amount, total: page.amount_total ?? 0 };
  }
  const currency = shown.presentment_currency;
  return {
    currency,
    convert: (amount: number) => presentmentAmount(amount, merchant, currency, rate),
    total: shown.presentment_amount,
  };
}

/** The first browser language naming a region (`fr-FR`): the server offers that region's currency. */
export function regionLanguage(languages: readonly string[]): string | undefined {
  return languages.find((tag) => {
    try {
      return Boolean(new Intl.Locale(tag).region);
    } catch {
      return false;
    }
  });
}
