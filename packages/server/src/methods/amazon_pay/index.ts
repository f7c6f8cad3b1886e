import type { ServerMethod } from '../server-method.js';

/**
 * Amazon Pay: the payment method holds nothing of its own (`amazon_pay: {}`); once the shopper
 * approves at Amazon the charge says which kind of funding paid it: in test mode, a Visa card
 * of the shopper's billing country, as Amazon Pay's test buyers pay.
 */
export const amazonPayMethod: ServerMethod = {
  details: () => ({ details: {}, fingerprint: null }),
  chargeDetails: ({ billing }) => ({
    funding: {
      type: 'card',
      card: {
        brand: 'visa',
        country: billing.address?.country ?? 'US',
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 3,
        funding: 'credit',
        last4: '4242',
      },
    },
  }),
};
