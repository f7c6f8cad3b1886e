import { EMAIL_FIELD, NAME_FIELD, REDIRECT_TEST_OUTCOMES } from './fields.js';
import type { MethodDescriptor } from './types.js';

/**
 * Afterpay (Clearpay in the United Kingdom): four interest-free payments, for shoppers in
 * Australia, Canada, New Zealand, the United Kingdom and the United States, each in their
 * own currency. It needs the shopper's name, e-mail and billing address, and the order's
 * shipping address on the intent (the API version this server speaks requires it; Stripe
 * made it optional only in 2025). Paid at Afterpay after a redirect (the hosted test page
 * in test mode).
 */
export const afterpayClearpay: MethodDescriptor = {
  type: 'afterpay_clearpay',
  flow: 'redirect',
  countries: ['AU', 'CA', 'GB', 'NZ', 'US'],
  currencies: ['aud', 'cad', 'gbp', 'nzd', 'usd'],
  reusable: false,
  fields: [NAME_FIELD, EMAIL_FIELD, { kind: 'billing_address', apiPath: 'billing_details[address]' }],
  mandate: null,
  nextAction: 'redirect',
  settlement: 'immediate',
  testOutcomes: REDIRECT_TEST_OUTCOMES,
  display: {
    label: 'method.afterpay_clearpay',
    icon: { kind: 'badge', text: 'AP', background: '#B2FCE4', color: '#000000' },
  },
  amountLimits: {
    aud: { min: 100, max: 200_000 },
    cad: { min: 100, max: 200_000 },
    gbp: { min: 100, max: 120_000 },
    nzd: { min: 100, max: 200_000 },
    usd: { min: 100, max: 400_000 },
  },
  requires: { billing: ['name', 'email', 'address'], shipping: true },
  manualCapture: true,
  instalments: { kind: 'pay_in_4', count: 4 },
};
