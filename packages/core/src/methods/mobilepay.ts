import { REDIRECT_TEST_OUTCOMES } from './fields.js';
import type { MethodDescriptor } from './types.js';

/** MobilePay: the Danish and Finnish mobile wallet, paid in the MobilePay app. Paid after a redirect (the hosted test page in test mode). */
export const mobilepay: MethodDescriptor = {
  type: 'mobilepay',
  flow: 'redirect',
  countries: ['DK', 'FI'],
  currencies: ['dkk', 'eur', 'nok', 'sek'],
  reusable: false,
  fields: [],
  mandate: null,
  nextAction: 'redirect',
  settlement: 'immediate',
  testOutcomes: REDIRECT_TEST_OUTCOMES,
  display: {
    label: 'method.mobilepay',
    icon: { kind: 'badge', text: 'MP', background: '#5A78FF', color: '#FFFFFF' },
  },
};
