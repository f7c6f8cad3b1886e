import { presentmentAmount } from '@payframe/core/currencies';
import type { PresentedCurrency } from '@payframe/js/protocol';

/** A usable choice of the currency selector's: another currency than the merchant's, with its rate. */
const converting = (
  p: PresentedCurrency | null | undefined,
): p is PresentedCurrency & { exchangeRate: number } =>
  p != null && p.exchangeRate !== null && p.exchangeRate > 0;

/**
 * An express sheet's amount as the shopper pays it: in the currency they chose in the group's
 * currency selector, converted at its quote's rate as the server converts the intent's total,
 * else in the merchant's currency.
 */
export function presentedMoney(
  amount: number,
  merchantCurrency: string,
  presentment: PresentedCurrency | null | undefined,
): { amount: number; currency: string } {
  if (!converting(presentment)) return { amount, currency: merchantCurrency };
  return {
    amount: presentmentAmount(amount, merchantCurrency, presentment.currency, presentment.exchangeRate),
    currency: presentment.currency,
  };
}
