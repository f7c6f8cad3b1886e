/** Money rules of the card networks and Stripe: minor units, minimum amounts, how to print them. */

const ZERO_DECIMAL = new Set([
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
]);

/** Stripe's minimum charge per settlement currency, in minor units; 50 elsewhere. */
const MINIMUM: Record<string, number> = {
  usd: 50,
  eur: 50,
  gbp: 30,
  jpy: 50,
  aud: 50,
  cad: 50,
  chf: 50,
  nzd: 50,
  sgd: 50,
  inr: 50,
  brl: 50,
  dkk: 250,
  nok: 300,
  sek: 300,
  hkd: 400,
  pln: 200,
  ron: 200,
  bgn: 100,
  czk: 1500,
  huf: 17500,
  mxn: 1000,
  thb: 1000,
  aed: 200,
  myr: 200,
};

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
  return ZERO_DECIMAL.has(currency);
}

export function minimumAmount(currency: string): number {
  return MINIMUM[currency] ?? 50;
}

/** `$10.00`, `€0.50`, `¥500`, `CHF 0.50`: how Stripe's messages print an amount. */
export function formatAmount(amount: number, currency: string): string {
  const major = isZeroDecimal(currency) ? String(amount) : (amount / 100).toFixed(2);
  const symbol = SYMBOL[currency];
  return symbol ? `${symbol}${major}` : `${currency.toUpperCase()} ${major}`;
}
