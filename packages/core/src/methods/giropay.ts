import { NAME_FIELD, REDIRECT_TEST_OUTCOMES } from './fields.js';
import type { MethodDescriptor } from './types.js';

/** giropay: German online banking. Paid at the bank after a redirect (the hosted test page in test mode). */
export const giropay: MethodDescriptor = {
  type: 'giropay',
  flow: 'redirect',
  countries: ['DE'],
  currencies: ['eur'],
  reusable: false,
  fields: [NAME_FIELD],
  mandate: null,
  nextAction: 'redirect',
  settlement: 'immediate',
  testOutcomes: REDIRECT_TEST_OUTCOMES,
  display: {
    label: 'method.giropay',
    icon: { kind: 'badge', text: 'GP', background: '#000268', color: '#FFFFFF' },
  },
};
