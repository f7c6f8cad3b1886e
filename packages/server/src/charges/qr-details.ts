import type { PaymentMethod } from '../payment-methods/index.js';

/**
 * `payment_method_details.<type>` of a QR code payment, as Stripe answers them: WeChat Pay's
 * transaction id (and a fingerprint Payframe does not have), PayNow's and PromptPay's
 * reference of the bank transfer.
 */
export function qrDetails(pm: PaymentMethod, reference: string): Record<string, unknown> & { type: string } {
  const own: Record<string, unknown> =
    pm.type === 'wechat_pay' ? { fingerprint: null, transaction_id: reference } : { reference };
  return { type: pm.type, [pm.type]: own };
}
