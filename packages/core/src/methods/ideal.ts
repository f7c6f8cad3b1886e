import { IDEAL_BANKS } from '../bank/ideal-banks.js';
import { REDIRECT_TEST_OUTCOMES } from './fields.js';
import type { MethodDescriptor } from './types.js';

/** iDEAL: the Dutch banks; the bank may also be picked at the bank page. Paid at the bank after a redirect (the hosted test page in test mode). */
export const ideal: MethodDescriptor = {
  type: 'ideal',
  flow: 'redirect',
  countries: ['NL'],
  currencies: ['eur'],
  reusable: false,
  fields: [
    { kind: 'selector', apiPath: 'ideal[bank]', banks: IDEAL_BANKS, optional: true, label: 'ideal.bank' },
  ],
  mandate: null,
  nextAction: 'redirect',
  settlement: 'immediate',
  testOutcomes: REDIRECT_TEST_OUTCOMES,
  display: { label: 'method.ideal', icon: { kind: 'glyph', glyph: 'ideal' } },
};
