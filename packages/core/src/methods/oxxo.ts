import { EMAIL_FIELD, NAME_FIELD, VOUCHER_TEST_OUTCOMES } from './fields.js';
import type { MethodDescriptor } from './types.js';

/**
 * OXXO: the shopper gets a voucher and pays it in cash at an OXXO store in Mexico before it
 * expires (at the end of the day, Mexico City time, one to seven days later). Stripe's bounds:
 * MX$10.00 to MX$10,000.00.
 */
export const oxxo: MethodDescriptor = {
  type: 'oxxo',
  flow: 'voucher',
  countries: ['MX'],
  currencies: ['mxn'],
  reusable: false,
  fields: [NAME_FIELD, EMAIL_FIELD],
  mandate: null,
  nextAction: 'voucher',
  settlement: 'immediate',
  testOutcomes: VOUCHER_TEST_OUTCOMES,
  display: {
    label: 'method.oxxo',
    icon: { kind: 'badge', text: 'OX', background: '#EC1D24', color: '#FFD400' },
  },
  amountLimits: { mxn: { min: 1_000, max: 1_000_000 } },
  requires: { billing: ['name', 'email'], shipping: false },
  voucher: { defaultDays: 3, minDays: 1, maxDays: 7, configurable: true, timeZone: 'America/Mexico_City' },
};
