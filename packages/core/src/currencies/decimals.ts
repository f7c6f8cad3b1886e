/**
 * How many decimals a currency's amounts carry, as Stripe counts them: amounts are always
 * integers in the smallest unit, so ¥500 is `500`, $5.00 is `500` and 5.000 KWD is `5000`.
 */

/** Currencies without a minor unit: the amount is the number of whole units. */
export const ZERO_DECIMAL_CURRENCIES: readonly string[] = [
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
];

/**
 * Currencies with three decimals. Card networks settle them to the hundredth, so an amount
 * in one of them must be a multiple of 10 (5.120 KWD is `5120`, 5.123 is refused).
 */
export const THREE_DECIMAL_CURRENCIES: readonly string[] = ['bhd', 'jod', 'kwd', 'omr', 'tnd'];

export function isZeroDecimalCurrency(currency: string): boolean {
  return ZERO_DECIMAL_CURRENCIES.includes(currency.toLowerCase());
}

export function isThreeDecimalCurrency(currency: string): boolean {
  return THREE_DECIMAL_CURRENCIES.includes(currency.toLowerCase());
}

/** The number of decimals of a currency's amounts: 0, 2 or 3. */
export function currencyDecimals(currency: string): 0 | 2 | 3 {
  if (isZeroDecimalCurrency(currency)) return 0;
  return isThreeDecimalCurrency(currency) ? 3 : 2;
}

/** An amount in the smallest unit as a number of whole units (`1999` usd is `19.99`). */
export function toMajorUnits(amount: number, currency: string): number {
  return amount / 10 ** currencyDecimals(currency);
}

/**
 * Whole units as an amount in the smallest unit a payment can carry: rounded to the nearest
 * unit, and to the nearest ten for a three-decimal currency.
 */
export function toMinorUnits(major: number, currency: string): number {
  const decimals = currencyDecimals(currency);
  const step = decimals === 3 ? 10 : 1;
  return Math.round((major * 10 ** decimals) / step) * step;
}

/** Whether an amount can be charged as is (a three-decimal amount must end in 0). */
export function isChargeableAmount(amount: number, currency: string): boolean {
  return Number.isInteger(amount) && (!isThreeDecimalCurrency(currency) || amount % 10 === 0);
}
