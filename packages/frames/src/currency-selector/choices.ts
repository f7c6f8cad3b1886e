import { presentmentAmount } from '@payframe/core/currencies';
import type { CollectResult, PresentmentQuote } from '@payframe/js/protocol';
import type { CurrencyChoice } from './CurrencySelectorElement.js';

/**
 * What the shopper can pay in: the merchant's amount as it is, and, when the quote has a rate
 * for the shopper's currency, that amount converted (as the server will convert it).
 */
export function currencyChoices(
  payment: { amount: number; currency: string },
  local: string | null,
  quote: PresentmentQuote | null,
): CurrencyChoice[] {
  const merchant: CurrencyChoice = { currency: payment.currency, amount: payment.amount, local: false };
  const rate = local ? quote?.rates[local] : undefined;
  if (!local || rate === undefined || !(rate > 0)) return [merchant];
  const converted = presentmentAmount(payment.amount, payment.currency, local, rate);
  return [{ currency: local, amount: converted, local: true }, merchant];
}

/** Whether a quote's lock has run out at `now` (seconds). */
export const isExpired = (quote: PresentmentQuote | null, now: number) =>
  quote !== null && now >= quote.expiresAt;

/**
 * The selector's answer when the payment is confirmed: the chosen currency and its quote, or
 * nothing to add when the shopper pays in the merchant's currency. A rate that ran out is
 * refused here, before the server would refuse it.
 */
export function collectChoice(
  chosen: string,
  merchantCurrency: string | null,
  quote: PresentmentQuote | null,
  now: number,
  expiredMessage: string,
): CollectResult {
  const result: CollectResult = { component: 'currencySelector', type: null, complete: true };
  if (!merchantCurrency || chosen === merchantCurrency || !quote) return result;
  // A rate that ran out, or none yet for a currency just proposed (the billing country changed).
  if (isExpired(quote, now) || quote.rates[chosen] === undefined) {
    return {
      ...result,
      complete: false,
      error: { type: 'validation_error', code: 'fx_quote_expired', message: expiredMessage },
    };
  }
  return { ...result, presentment: { currency: chosen, fxQuote: quote.id } };
}
