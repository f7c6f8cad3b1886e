import { randomToken } from '../../kernel/ids.js';
import type { ServerMethod } from '../server-method.js';

/**
 * Affirm: the charge carries Affirm's transaction id. The 2020-08-27 description has no
 * Affirm; the shape is that of Stripe's later API (`payment_method_details.affirm.transaction_id`).
 */
export const affirmMethod: ServerMethod = {
  chargeDetails: () => ({ transaction_id: randomToken(16).toUpperCase() }),
};
