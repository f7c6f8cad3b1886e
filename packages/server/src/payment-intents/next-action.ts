import type { NextAction } from './payment-intent.js';

/**
 * The next action for a 3-D Secure challenge: a plain redirect when the merchant gave a
 * return_url (and did not ask for the SDK flow), else what Stripe.js runs itself, naming the
 * hosted challenge page.
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
    use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: url, source, known_frame_issues: 'false' },
  };
}

export function redirectAction(url: string, returnUrl: string): NextAction {
  return { type: 'redirect_to_url', redirect_to_url: { url, return_url: returnUrl } };
}
