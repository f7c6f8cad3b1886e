/**
 * Minimum charge amounts per currency, in the currency's smallest unit (the public Stripe
 * table: $0.50, €0.50, £0.30, ¥50...).
 */
export const CURRENCY_MINIMUM_CHARGE_AMOUNTS: Readonly<Record<string, number>> = {
  usd: 50,
  aed: 200,
  aud: 50,
  bgn: 100,
  brl: 50,
  cad: 50,
  chf: 50,
  czk: 1500,
  dkk: 250,
  eur: 50,
  gbp: 30,
  hkd: 400,
  huf: 17500,
  inr: 50,
  jpy: 50,
  mxn: 1000,
  myr: 200,
  nok: 300,
  nzd: 50,
  pln: 200,
  ron: 200,
  sek: 300,
  sgd: 50,
  thb: 1000,
};

/** The minimum charge amount of a currency, or undefined where the table has none. */
export function minimumChargeAmount(currency: string): number | undefined {
  return CURRENCY_MINIMUM_CHARGE_AMOUNTS[currency.toLowerCase()];
}

/** Whether an amount is below its currency's minimum (a currency without a minimum never is). */
export function isBelowMinimumChargeAmount(amount: number, currency: string): boolean {
  const minimum = minimumChargeAmount(currency);
  return minimum !== undefined && amount < minimum;
}
