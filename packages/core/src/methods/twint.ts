import { REDIRECT_TEST_OUTCOMES } from './fields.js';
import type { MethodDescriptor } from './types.js';

/** TWINT: the Swiss mobile wallet, paid in the TWINT app. Paid after a redirect (the hosted test page in test mode). */
export const twint: MethodDescriptor = {
  type: 'twint',
  flow: 'redirect',
  countries: ['CH'],
  currencies: ['chf'],
  reusable: false,
  fields: [],
  mandate: null,
  nextAction: 'redirect',
  settlement: 'immediate',
  testOutcomes: REDIRECT_TEST_OUTCOMES,
  display: {
    label: 'method.twint',
    icon: { kind: 'badge', text: 'TW', background: '#000000', color: '#FFFFFF' },
  },
};
