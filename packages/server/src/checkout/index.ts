import './complete.js';

export { checkoutBranding, loadCheckoutBranding } from './branding.js';
export { expireSession, sessionExpiryTask } from './expire.js';
export type { AdjustableQuantity, StoredLine } from './line-items.js';
export { withQuantity } from './line-items.js';
export type { CheckoutSession, IntentData } from './session.js';
export { withTotals } from './session.js';
export { checkoutSessionRoutes } from './session-routes.js';
export { getSession, saveSession, sessionIntentData, sessionLines } from './session-store.js';
export type { ShippingRate } from './shipping-rate.js';
export { getShippingRate, shippingRateRoutes } from './shipping-rate-routes.js';
