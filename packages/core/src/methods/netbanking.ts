import { NETBANKING_BANKS } from '../bank/netbanking-banks.js';
import { REDIRECT_TEST_OUTCOMES } from './fields.js';
import type { MethodDescriptor } from './types.js';

/** NetBanking: Indian online banking, the shopper picks their bank. Paid after a redirect (the hosted test page in test mode). */
export const netbanking: MethodDescriptor = {
  type: 'netbanking',
  flow: 'redirect',
  countries: ['IN'],
  currencies: ['inr'],
  reusable: false,
  fields: [{ kind: 'selector', apiPath: 'netbanking[bank]', banks: NETBANKING_BANKS }],
  mandate: null,
  nextAction: 'redirect',
  settlement: 'immediate',
  testOutcomes: REDIRECT_TEST_OUTCOMES,
  display: {
    label: 'method.netbanking',
    icon: { kind: 'badge', text: 'NB', background: '#1D4E89', color: '#FFFFFF' },
  },
};
