import { randomToken } from '../../kernel/ids.js';
import type { ServerMethod } from '../server-method.js';

/** PayPal's ids: upper-case letters and digits (a payer's 13, a transaction's 17). */
function paypalId(length: number): string {
  return randomToken(length).toUpperCase();
}

/**
 * PayPal: the payer is known only once they approve at PayPal, so the payment method starts
 * with empty payer fields and the charge names the payer (in test mode, from the billing
 * details), PayPal's transaction id and the seller protection it grants.
 */
export const paypalMethod: ServerMethod = {
  details: () => ({ details: { country: null, payer_email: null, payer_id: null }, fingerprint: null }),
  chargeDetails: ({ billing }) => ({
    country: billing.address?.country ?? null,
    payer_email: billing.email ?? null,
    payer_id: paypalId(13),
    payer_name: billing.name ?? null,
    seller_protection: { dispute_categories: ['fraudulent', 'product_not_received'], status: 'eligible' },
    transaction_id: paypalId(17),
  }),
};
