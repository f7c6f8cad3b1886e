import { EMAIL_FIELD, REDIRECT_TEST_OUTCOMES } from './fields.js';
import type { MethodDescriptor } from './types.js';

/** The shoppers' countries Klarna serves through Stripe. */
export const KLARNA_COUNTRIES = [
  'AT',
  'AU',
  'BE',
  'CA',
  'CH',
  'CZ',
  'DE',
  'DK',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'IE',
  'IT',
  'NL',
  'NO',
  'NZ',
  'PL',
  'PT',
  'RO',
  'SE',
  'US',
] as const;

/**
 * Klarna: buy now, pay later; the shopper picks how to pay (in 4, later, financing) at
 * Klarna after a redirect (the hosted test page in test mode). Klarna needs the shopper's
 * e-mail and billing country. The ceilings are Klarna's published ones per market (the
 * lowest of a currency's markets); every currency starts at one unit.
 */
export const klarna: MethodDescriptor = {
  type: 'klarna',
  flow: 'redirect',
  countries: KLARNA_COUNTRIES,
  currencies: ['aud', 'cad', 'chf', 'czk', 'dkk', 'eur', 'gbp', 'nok', 'nzd', 'pln', 'ron', 'sek', 'usd'],
  reusable: false,
  fields: [
    EMAIL_FIELD,
    { kind: 'country', apiPath: 'billing_details[address][country]', countries: KLARNA_COUNTRIES },
  ],
  mandate: null,
  nextAction: 'redirect',
  settlement: 'immediate',
  testOutcomes: REDIRECT_TEST_OUTCOMES,
  display: {
    label: 'method.klarna',
    icon: { kind: 'badge', text: 'K', background: '#FFB3C7', color: '#0A0B09' },
  },
  amountLimits: {
    aud: { min: 100, max: 200_000 },
    cad: { min: 100, max: 1_000_000 },
    chf: { min: 100, max: 500_000 },
    czk: { min: 100, max: 10_000_000 },
    dkk: { min: 100, max: 10_000_000 },
    eur: { min: 100, max: 400_000 },
    gbp: { min: 100, max: 400_000 },
    nok: { min: 100, max: 10_000_000 },
    nzd: { min: 100, max: 200_000 },
    pln: { min: 100, max: 2_000_000 },
    ron: { min: 100, max: 2_000_000 },
    sek: { min: 100, max: 15_000_000 },
    usd: { min: 100, max: 1_000_000 },
  },
  requires: { billing: ['email', 'country'], shipping: false },
  manualCapture: true,
  instalments: { kind: 'pay_in_4', count: 4 },
};
