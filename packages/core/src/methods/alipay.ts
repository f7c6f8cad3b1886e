import { REDIRECT_TEST_OUTCOMES } from './fields.js';
import type { MethodDescriptor } from './types.js';

/** Alipay: the shopper is sent to Alipay (the hosted test page in test mode) and comes back to the return_url. */
export const alipay: MethodDescriptor = {
  type: 'alipay',
  flow: 'redirect',
  countries: null,
  currencies: ['cny', 'aud', 'cad', 'eur', 'gbp', 'hkd', 'jpy', 'myr', 'nzd', 'sgd', 'usd'],
  reusable: false,
  fields: [],
  mandate: null,
  nextAction: 'redirect',
  settlement: 'immediate',
  testOutcomes: REDIRECT_TEST_OUTCOMES,
  automatic: false,
  display: {
    label: 'method.alipay',
    icon: { kind: 'badge', text: 'A', background: '#1677FF', color: '#FFFFFF' },
  },
};
