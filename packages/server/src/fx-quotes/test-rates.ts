/**
 * The test-mode exchange rates: fixed, so that every quote, presentment amount and test is
 * the same from one run to the next. Each figure is how many US dollars one unit of the
 * currency buys; a pair's base rate is the ratio of its two figures (eur to gbp is
 * 1.08 / 1.27). The table is documented in the README ("Currency selector and FX quotes").
 */
export const TEST_USD_PER_UNIT: Readonly<Record<string, number>> = {
  usd: 1,
  eur: 1.08,
  gbp: 1.27,
  chf: 1.13,
  cad: 0.73,
  aud: 0.66,
  nzd: 0.6,
  jpy: 0.0067,
  krw: 0.00075,
  sgd: 0.74,
  hkd: 0.128,
  mxn: 0.058,
  brl: 0.2,
  inr: 0.012,
  sek: 0.095,
  nok: 0.093,
  dkk: 0.145,
  pln: 0.25,
  czk: 0.043,
  huf: 0.0028,
  ron: 0.217,
  bgn: 0.552,
  aed: 0.2723,
  myr: 0.213,
  thb: 0.028,
  bhd: 2.65,
  jod: 1.41,
  kwd: 3.25,
};

/** The FX fee Stripe keeps on a converted payment, taken off the base rate. */
export const TEST_FX_FEE_RATE = 0.02;

/** The provider test-mode reference rates are said to come from. */
export const TEST_REFERENCE_RATE_PROVIDER = 'ecb';

export function isQuotableCurrency(currency: string): boolean {
  return currency in TEST_USD_PER_UNIT;
}
