import { REDIRECT_TEST_OUTCOMES } from './fields.js';
import type { MethodDescriptor } from './types.js';

/** GrabPay: the Grab wallet of Singapore and Malaysia, paid in the Grab app. Paid after a redirect (the hosted test page in test mode). */
export const grabpay: MethodDescriptor = {
  type: 'grabpay',
  flow: 'redirect',
  countries: ['MY', 'SG'],
  currencies: ['sgd', 'myr'],
  reusable: false,
  fields: [],
  mandate: null,
  nextAction: 'redirect',
  settlement: 'immediate',
  testOutcomes: REDIRECT_TEST_OUTCOMES,
  display: {
    label: 'method.grabpay',
    icon: { kind: 'badge', text: 'GRB', background: '#00A651', color: '#FFFFFF' },
  },
};
