export { attachPaymentMethod, consumePaymentMethod, detachPaymentMethod } from './attach.js';
export { openCardNumber, openDebitAccount } from './card-number.js';
export { createPaymentMethod } from './create.js';
export {
  PAYMENT_METHOD_TYPES,
  type PaymentMethodData,
  type PaymentMethodType,
  paymentMethodDataParams,
} from './params.js';
export type {
  AuBecsDebitDetails,
  BillingDetails,
  CardDetails,
  PaymentMethod,
  SepaDebitDetails,
} from './payment-method.js';
export { findPaymentMethod, resolvePaymentMethod } from './resolve.js';
export { paymentMethodRoutes } from './routes.js';
