import { REDIRECT_TEST_OUTCOMES } from './fields.js';
import type { MethodDescriptor } from './types.js';

/**
 * Amazon Pay: the shopper pays with the card saved in their Amazon account, from anywhere.
 * Paid after a redirect to Amazon (the hosted test page in test mode); offered by naming it
 * in `payment_method_types`, as an account turns it on at Stripe. A SetupIntent keeps it for
 * later payments once the shopper approves it there (its mandate), as Stripe allows.
 */
export const amazonPay: MethodDescriptor = {
  type: 'amazon_pay',
  flow: 'redirect',
  countries: null,
  currencies: ['aud', 'chf', 'dkk', 'eur', 'gbp', 'hkd', 'jpy', 'nok', 'nzd', 'sek', 'usd', 'zar'],
  reusable: true,
  fields: [],
  mandate: null,
  nextAction: 'redirect',
  settlement: 'immediate',
  testOutcomes: REDIRECT_TEST_OUTCOMES,
  automatic: false,
  display: {
    label: 'method.amazon_pay',
    icon: { kind: 'badge', text: 'a', background: '#FF9900', color: '#232F3E' },
  },
};
