import './complete.js';

export { checkoutBranding, loadCheckoutBranding } from './branding.js';
export { sessionExpiryTask } from './expire.js';
export type { CheckoutSession } from './session.js';
export { checkoutSessionRoutes } from './session-routes.js';
export { shippingRateRoutes } from './shipping-rate-routes.js';
