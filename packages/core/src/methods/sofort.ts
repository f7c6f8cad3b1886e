import { SOFORT_COUNTRIES } from '../constants/elements.js';
import { REDIRECT_TEST_OUTCOMES } from './fields.js';
import type { MethodDescriptor } from './types.js';

/** Sofort: bank transfer from the countries it serves. Paid at the bank after a redirect (the hosted test page in test mode). */
export const sofort: MethodDescriptor = {
  type: 'sofort',
  flow: 'redirect',
  countries: SOFORT_COUNTRIES,
  currencies: ['eur'],
  reusable: false,
  fields: [{ kind: 'country', apiPath: 'sofort[country]', countries: SOFORT_COUNTRIES }],
  mandate: null,
  nextAction: 'redirect',
  settlement: 'immediate',
  testOutcomes: REDIRECT_TEST_OUTCOMES,
  display: {
    label: 'method.sofort',
    icon: { kind: 'badge', text: 'SO', background: '#393A41', color: '#FFFFFF' },
  },
};
