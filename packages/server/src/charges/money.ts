import { isZeroDecimal } from './amounts.js';

/** An amount in the currency's smallest unit as the reader's language writes it. */
export function money(amount: number, currency: string, lang: string): string {
  const major = isZeroDecimal(currency) ? amount : amount / 100;
  return new Intl.NumberFormat(lang, { style: 'currency', currency: currency.toUpperCase() }).format(major);
}
