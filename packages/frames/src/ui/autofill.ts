/**
 * Browsers tell a page nothing when they fill a field in; the stylesheet starts this (empty)
 * animation on `.Input:-webkit-autofill`, whose `animationstart` event says it happened.
 */
export const AUTOFILL_ANIMATION = 'payframe-autofill';

export function isAutofillAnimation(name: string): boolean {
  return name === AUTOFILL_ANIMATION;
}
