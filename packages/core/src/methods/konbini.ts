import { EMAIL_FIELD, NAME_FIELD, VOUCHER_TEST_OUTCOMES } from './fields.js';
import type { MethodDescriptor } from './types.js';

/**
 * Konbini: the shopper pays in cash at a Japanese convenience store (FamilyMart, Lawson,
 * Ministop, Seicomart) with a payment code and confirmation number, before the end of the
 * voucher's last day, Tokyo time. The phone number is optional. Stripe's bounds: ¥120 to
 * ¥300,000.
 */
export const konbini: MethodDescriptor = {
  type: 'konbini',
  flow: 'voucher',
  countries: ['JP'],
  currencies: ['jpy'],
  reusable: false,
  fields: [NAME_FIELD, EMAIL_FIELD, { kind: 'phone', apiPath: 'billing_details[phone]', optional: true }],
  mandate: null,
  nextAction: 'voucher',
  settlement: 'immediate',
  testOutcomes: VOUCHER_TEST_OUTCOMES,
  display: {
    label: 'method.konbini',
    icon: { kind: 'badge', text: 'KB', background: '#0B8A3E', color: '#FFFFFF' },
  },
  amountLimits: { jpy: { min: 120, max: 300_000 } },
  requires: { billing: ['name', 'email'], shipping: false },
  voucher: { defaultDays: 3, minDays: 1, maxDays: 60, configurable: true, timeZone: 'Asia/Tokyo' },
};
