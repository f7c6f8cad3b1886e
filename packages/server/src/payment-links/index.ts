export { registerPaymentLinkPages } from './pages.js';
export type { PaymentLink } from './payment-link.js';
export { paymentLinkRoutes } from './routes.js';
