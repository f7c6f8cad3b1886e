export { applePayDomainRoutes } from './apple-pay-routes.js';
export { isDomainName, type PaymentMethodDomain, walletsOnDomain } from './domain.js';
export { findDomain } from './lookup.js';
export { paymentMethodDomainRoutes } from './routes.js';
