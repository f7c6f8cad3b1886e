import type { ServerMethod } from '../server-method.js';

/**
 * Alipay: the next action is `alipay_handle_redirect` (the page to send the shopper to, and no
 * app-native data in a browser); the charge carries the buyer and Alipay's transaction id.
 */
export const alipayMethod: ServerMethod = {
  redirectAction: (url, returnUrl) => ({
    type: 'alipay_handle_redirect',
    alipay_handle_redirect: { native_data: null, native_url: null, return_url: returnUrl, url },
  }),
  chargeDetails: ({ reference }) => ({
    buyer_id: `2088${reference.replace(/\D/g, '').padEnd(12, '0').slice(0, 12)}`,
    fingerprint: null,
    transaction_id: reference,
  }),
};
