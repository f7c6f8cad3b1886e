import { EPS_BANKS } from '../bank/eps-banks.js';
import { NAME_FIELD, REDIRECT_TEST_OUTCOMES } from './fields.js';
import type { MethodDescriptor } from './types.js';

/** EPS: Austrian online banking, with a bank list. Paid at the bank after a redirect (the hosted test page in test mode). */
export const eps: MethodDescriptor = {
  type: 'eps',
  flow: 'redirect',
  countries: ['AT'],
  currencies: ['eur'],
  reusable: false,
  fields: [NAME_FIELD, { kind: 'selector', apiPath: 'eps[bank]', banks: EPS_BANKS, optional: true }],
  mandate: null,
  nextAction: 'redirect',
  settlement: 'immediate',
  testOutcomes: REDIRECT_TEST_OUTCOMES,
  display: {
    label: 'method.eps',
    icon: { kind: 'badge', text: 'eps', background: '#B8045F', color: '#FFFFFF' },
  },
};
