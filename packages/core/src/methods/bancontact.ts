import { NAME_FIELD, REDIRECT_TEST_OUTCOMES } from './fields.js';
import type { MethodDescriptor } from './types.js';

/** Bancontact: Belgian cards and banking apps. Paid at the bank after a redirect (the hosted test page in test mode). */
export const bancontact: MethodDescriptor = {
  type: 'bancontact',
  flow: 'redirect',
  countries: ['BE'],
  currencies: ['eur'],
  reusable: false,
  fields: [NAME_FIELD],
  mandate: null,
  nextAction: 'redirect',
  settlement: 'immediate',
  testOutcomes: REDIRECT_TEST_OUTCOMES,
  display: {
    label: 'method.bancontact',
    icon: { kind: 'badge', text: 'BC', background: '#1E3764', color: '#FFFFFF' },
  },
};
