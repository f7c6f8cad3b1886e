import { minimumChargeAmount } from '@payframe/core/constants';
import { currencyDecimals, isZeroDecimalCurrency } from '@payframe/core/currencies';

/** Money rules of the card networks and Stripe: minor units, minimum amounts, how to print them. */

/** Stripe's largest amount: eight digits in minor units. */
export const MAXIMUM_AMOUNT = 99_999_999;

const SYMBOL: Record<string, string> = {
  usd: '$',
  eur: '€',
  gbp: '£',
  jpy: '¥',
  inr: '₹',
  cny: '¥',
  krw: '₩',
};

export function isZeroDecimal(currency: string): boolean {
  return isZeroDecimalCurrency(currency);
}

/** Stripe's minimum charge in a settlement currency, in minor units; 50 where its table has none. */
export function minimumAmount(currency: string): number {
  return minimumChargeAmount(currency) ?? 50;
}

/** `$10.00`, `€0.50`, `¥500`, `CHF 0.50`, `KWD 5.120`: how Stripe's messages print an amount. */
export function formatAmount(amount: number, currency: string): string {
  const decimals = currencyDecimals(currency);
  const major = (amount / 10 ** decimals).toFixed(decimals);
  const symbol = SYMBOL[currency];
  return symbol ? `${symbol}${major}` : `${currency.toUpperCase()} ${major}`;
}
