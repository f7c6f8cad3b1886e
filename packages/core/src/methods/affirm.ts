import { REDIRECT_TEST_OUTCOMES } from './fields.js';
import type { MethodDescriptor } from './types.js';

/**
 * Affirm: monthly instalments for shoppers in the United States and Canada, USD and CAD
 * 50.00 to 30,000.00. Affirm asks the shopper for everything it needs on its own page after
 * the redirect (the hosted test page in test mode), so the form has no field.
 */
export const affirm: MethodDescriptor = {
  type: 'affirm',
  flow: 'redirect',
  countries: ['CA', 'US'],
  currencies: ['cad', 'usd'],
  reusable: false,
  fields: [],
  mandate: null,
  nextAction: 'redirect',
  settlement: 'immediate',
  testOutcomes: REDIRECT_TEST_OUTCOMES,
  display: {
    label: 'method.affirm',
    icon: { kind: 'badge', text: 'A', background: '#4A4AF4', color: '#FFFFFF' },
  },
  amountLimits: {
    cad: { min: 5_000, max: 3_000_000 },
    usd: { min: 5_000, max: 3_000_000 },
  },
  manualCapture: true,
  instalments: { kind: 'monthly', count: 12 },
};
