import type { ServerMethod } from '../server-method.js';
import { transactionId } from '../transaction-id.js';

/** GrabPay: the charge carries Grab's transaction id, not a verified name. */
export const grabpayMethod: ServerMethod = {
  chargeDetails: () => ({ transaction_id: transactionId(16) }),
};
