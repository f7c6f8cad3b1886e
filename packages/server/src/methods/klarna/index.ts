import { p } from '../../kernel/params.js';
import type { ServerMethod } from '../server-method.js';

const dob = p.object({ day: p.integer, month: p.integer, year: p.integer });

/**
 * Klarna: the API also takes the shopper's date of birth, which the payment method shows.
 * The charge says which of Klarna's ways the shopper paid by (in test mode, in instalments),
 * the page's language the merchant asked for, and the payer's country.
 */
export const klarnaMethod: ServerMethod = {
  extraParams: { dob: dob.optional() },
  details: (_ctx, data) => ({ details: { dob: data.dob ?? null }, fingerprint: null }),
  chargeDetails: ({ billing, options }) => ({
    payment_method_category: 'pay_in_installments',
    preferred_locale: typeof options.preferred_locale === 'string' ? options.preferred_locale : null,
    payer_details: { address: { country: billing.address?.country ?? null } },
  }),
};
