import { P24_BANKS } from '../bank/p24-banks.js';
import { EMAIL_FIELD, NAME_FIELD, REDIRECT_TEST_OUTCOMES } from './fields.js';
import type { MethodDescriptor } from './types.js';

/** Przelewy24: Polish banks, with a bank list and the e-mail for the receipt. Paid at the bank after a redirect (the hosted test page in test mode). */
export const p24: MethodDescriptor = {
  type: 'p24',
  flow: 'redirect',
  countries: ['PL'],
  currencies: ['eur', 'pln'],
  reusable: false,
  fields: [
    NAME_FIELD,
    EMAIL_FIELD,
    { kind: 'selector', apiPath: 'p24[bank]', banks: P24_BANKS, optional: true },
  ],
  mandate: null,
  nextAction: 'redirect',
  settlement: 'immediate',
  testOutcomes: REDIRECT_TEST_OUTCOMES,
  display: {
    label: 'method.p24',
    icon: { kind: 'badge', text: 'P24', background: '#D13239', color: '#FFFFFF' },
  },
};
