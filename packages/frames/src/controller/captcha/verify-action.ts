/** The two next actions of the risk engine's challenges (docs/radar.md#challenges). */
const VERIFY_TYPES = new Set(['intent_confirmation_challenge', 'card_image_verification']);

/** A `use_stripe_sdk` next action that is a captcha or a card-image verification, if it is one. */
export function verificationActionOf(action: Record<string, any>): Record<string, any> | null {
  const sdk = action.type === 'use_stripe_sdk' ? action.use_stripe_sdk : null;
  return sdk && VERIFY_TYPES.has(sdk.type) && sdk.stripe_js && typeof sdk.stripe_js === 'object' ? sdk : null;
}
