import { FPX_BANKS } from '../bank/fpx-banks.js';
import { REDIRECT_TEST_OUTCOMES } from './fields.js';
import type { MethodDescriptor } from './types.js';

/** FPX: Malaysian online banking, the shopper picks their bank. Paid at the bank after a redirect (the hosted test page in test mode). */
export const fpx: MethodDescriptor = {
  type: 'fpx',
  flow: 'redirect',
  countries: ['MY'],
  currencies: ['myr'],
  reusable: false,
  fields: [{ kind: 'selector', apiPath: 'fpx[bank]', banks: FPX_BANKS, label: 'fpx.bank' }],
  mandate: null,
  nextAction: 'redirect',
  settlement: 'immediate',
  testOutcomes: REDIRECT_TEST_OUTCOMES,
  display: {
    label: 'method.fpx',
    icon: { kind: 'badge', text: 'FPX', background: '#1F3A93', color: '#FFFFFF' },
  },
};
