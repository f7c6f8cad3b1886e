import { randomToken } from '../../kernel/ids.js';
import type { ServerMethod } from '../server-method.js';

/**
 * Afterpay/Clearpay: the charge carries Afterpay's order id (a field of Stripe's later API
 * beside the 2020-08-27 `reference`) and the order reference the merchant set in
 * `payment_method_options[afterpay_clearpay][reference]`.
 */
export const afterpayClearpayMethod: ServerMethod = {
  chargeDetails: ({ options }) => ({
    order_id: randomToken(12).toUpperCase(),
    reference: typeof options.reference === 'string' ? options.reference : null,
  }),
};
