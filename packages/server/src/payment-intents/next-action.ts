import { createHash } from 'node:crypto';
import type { NextAction } from './payment-intent.js';

/**
 * The 3-D Secure server transaction id of a challenge attempt, derived from its action id so
 * that the browser's `3ds2/authenticate` and the charge name the same transaction without a
 * second stored value (docs/confirmation.md#3-d-secure-2).
 */
export function threeDSTransactionId(actionId: string): string {
  const hex = createHash('sha256').update(`3ds2:${actionId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The next action for a 3-D Secure challenge: a plain redirect when the merchant gave a
 * return_url (and did not ask for the SDK flow), else what Stripe.js runs itself: the 3-D
 * Secure 2 browser step (`stripe_3ds2_fingerprint`, whose source the browser names in
 * `3ds2/authenticate`). It still names the hosted challenge page (`stripe_js`) for clients
 * that open it directly.
 */
export function threeDSecureAction(
  url: string,
  source: string,
  returnUrl: string | null,
  useStripeSdk: boolean,
): NextAction {
  if (returnUrl && !useStripeSdk)
    return { type: 'redirect_to_url', redirect_to_url: { url, return_url: returnUrl } };
  return {
    type: 'use_stripe_sdk',
    use_stripe_sdk: {
      type: 'stripe_3ds2_fingerprint',
      three_d_secure_2_source: source,
      directory_server_name: 'payframe_test',
      server_transaction_id: threeDSTransactionId(source),
      three_ds_method_url: '',
      three_ds_optimizations: '',
      one_click_authn: null,
      stripe_js: url,
      source,
      known_frame_issues: 'false',
    },
  };
}

export function redirectAction(url: string, returnUrl: string): NextAction {
  return { type: 'redirect_to_url', redirect_to_url: { url, return_url: returnUrl } };
}
