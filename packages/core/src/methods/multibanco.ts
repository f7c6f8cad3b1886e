import { EMAIL_FIELD, VOUCHER_TEST_OUTCOMES } from './fields.js';
import type { MethodDescriptor } from './types.js';

/**
 * Multibanco: the shopper pays a Portuguese voucher (an entity and a reference) at an ATM or
 * in their bank's app within seven days; the merchant cannot change how long. Stripe's
 * ceiling: €99,999.99.
 */
export const multibanco: MethodDescriptor = {
  type: 'multibanco',
  flow: 'voucher',
  countries: ['PT'],
  currencies: ['eur'],
  reusable: false,
  fields: [EMAIL_FIELD],
  mandate: null,
  nextAction: 'voucher',
  settlement: 'immediate',
  testOutcomes: VOUCHER_TEST_OUTCOMES,
  // Named by the merchant: in euros it would otherwise join every European form.
  automatic: false,
  display: {
    label: 'method.multibanco',
    icon: { kind: 'badge', text: 'MB', background: '#1E3C78', color: '#FFFFFF' },
  },
  amountLimits: { eur: { min: 50, max: 9_999_999 } },
  requires: { billing: ['email'], shipping: false },
  voucher: { defaultDays: 7, minDays: 7, maxDays: 7, configurable: false, timeZone: null },
};
