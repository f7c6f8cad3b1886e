import type { ServerMethod } from '../server-method.js';

/** How long a Cash App Pay code is shown as valid (the code's page stays usable until the payment ends). */
const QR_LIFETIME_SECONDS = 600;

/**
 * Cash App Pay: one next action for both ways in, `cashapp_handle_redirect_or_display_qr_code`.
 * A phone opens `mobile_auth_url` and comes back to the return_url; a computer shows the QR code,
 * which holds the same URL. The charge names the buyer and their $Cashtag.
 */
export const cashappMethod: ServerMethod = {
  // Known once the shopper has paid with it: null on the payment method, as at Stripe.
  details: () => ({ details: { buyer_id: null, cashtag: null }, fingerprint: null }),
  qrReturns: true,
  qrExpiry: (_options, now) => ({ at: now + QR_LIFETIME_SECONDS, enforced: false }),
  qrAction: (code) => ({
    type: 'cashapp_handle_redirect_or_display_qr_code',
    cashapp_handle_redirect_or_display_qr_code: {
      hosted_instructions_url: code.instructions,
      mobile_auth_url: code.data,
      qr_code: { expires_at: code.expiresAt, image_url_png: code.png, image_url_svg: code.svg },
    },
  }),
  chargeDetails: ({ reference }) => ({
    buyer_id: `C_${reference.replace(/^sim_/, '').slice(0, 16)}`,
    cashtag: '$payframetest',
  }),
};
