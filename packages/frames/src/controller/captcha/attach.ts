import type { PassiveCaptcha } from './passive.js';

/**
 * Puts the silent captcha's token on a confirmation's body, as Stripe.js does
 * (`radar_options[hcaptcha_token]`). The captcha itself loads after the controller, so the
 * controller's first load stays small; until it has started there is no token.
 */
export async function attachCaptchaToken(
  captcha: PassiveCaptcha | undefined,
  body: Record<string, any>,
): Promise<void> {
  if (!captcha || body.radar_options?.hcaptcha_token) return;
  const token = await captcha.take();
  if (token) body.radar_options = { ...(body.radar_options ?? {}), hcaptcha_token: token.token };
}
