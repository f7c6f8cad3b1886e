import { toMajorUnits } from '@payframe/core/currencies';

/** An amount in the smallest unit, as the shopper's language writes it (`18,94 €`, `$20.00`). */
export function formatPrice(amount: number, currency: string, lang: string): string {
  return new Intl.NumberFormat(lang, { style: 'currency', currency: currency.toUpperCase() }).format(
    toMajorUnits(amount, currency),
  );
}

/** A rate to four significant digits: `1.057`, `0.006553`. */
export function formatRate(rate: number, lang: string): string {
  return new Intl.NumberFormat(lang, { maximumSignificantDigits: 4 }).format(rate);
}

/** The hour and minute a quote holds until, in the shopper's language. */
export function formatTime(seconds: number, lang: string): string {
  return new Intl.DateTimeFormat(lang, { timeStyle: 'short' }).format(seconds * 1000);
}
