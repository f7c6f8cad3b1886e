import { FALLBACK_CURRENCY_COUNTRY } from '../constants/elements.js';

/** The euro area: every one of these countries pays in eur. */
const EURO_COUNTRIES = [
  'AT',
  'BE',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
];

/** Countries whose shoppers pay in a currency of their own (the euro area aside). */
const NATIONAL_CURRENCY: Readonly<Record<string, string>> = {
  AE: 'aed',
  AU: 'aud',
  BG: 'bgn',
  BH: 'bhd',
  BR: 'brl',
  CA: 'cad',
  CH: 'chf',
  CZ: 'czk',
  DK: 'dkk',
  GB: 'gbp',
  HK: 'hkd',
  HU: 'huf',
  IN: 'inr',
  JO: 'jod',
  JP: 'jpy',
  KR: 'krw',
  KW: 'kwd',
  MX: 'mxn',
  MY: 'myr',
  NO: 'nok',
  NZ: 'nzd',
  PL: 'pln',
  RO: 'ron',
  SE: 'sek',
  SG: 'sgd',
  TH: 'thb',
  US: 'usd',
};

/**
 * The currency a shopper in `country` pays in, or undefined for a country not listed. The
 * countries that currencies fall back to (`FALLBACK_CURRENCY_COUNTRY`) lead back to them.
 */
export function localCurrencyOf(country: string | undefined | null): string | undefined {
  if (!country) return undefined;
  const code = country.toUpperCase();
  if (EURO_COUNTRIES.includes(code)) return 'eur';
  return NATIONAL_CURRENCY[code];
}

/** The countries whose local currency is `currency`, the fall-back country first. */
export function countriesOfCurrency(currency: string): string[] {
  const lower = currency.toLowerCase();
  const all = [...EURO_COUNTRIES, ...Object.keys(NATIONAL_CURRENCY)].filter(
    (c) => localCurrencyOf(c) === lower,
  );
  const fallback = FALLBACK_CURRENCY_COUNTRY[lower];
  return fallback && all.includes(fallback) ? [fallback, ...all.filter((c) => c !== fallback)] : all;
}
