import { REDIRECT_TEST_OUTCOMES } from './fields.js';
import type { MethodDescriptor } from './types.js';

/** PayPal: the shopper logs in to PayPal and approves the payment; any country can pay. Paid after a redirect (the hosted test page in test mode). */
export const paypal: MethodDescriptor = {
  type: 'paypal',
  flow: 'redirect',
  countries: null,
  currencies: [
    'aud',
    'cad',
    'chf',
    'czk',
    'dkk',
    'eur',
    'gbp',
    'hkd',
    'nok',
    'nzd',
    'pln',
    'sek',
    'sgd',
    'usd',
  ],
  reusable: false,
  fields: [],
  mandate: null,
  nextAction: 'redirect',
  settlement: 'immediate',
  testOutcomes: REDIRECT_TEST_OUTCOMES,
  automatic: false,
  display: {
    label: 'method.paypal',
    icon: { kind: 'badge', text: 'PP', background: '#143C8C', color: '#FFFFFF' },
  },
};
