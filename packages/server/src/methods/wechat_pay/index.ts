import type { ServerMethod } from '../server-method.js';

/** WeChat Pay: the charge carries the payment's transaction id (and a fingerprint Payframe does not have). */
export const wechatPayMethod: ServerMethod = {
  chargeDetails: ({ reference }) => ({ fingerprint: null, transaction_id: reference }),
};
