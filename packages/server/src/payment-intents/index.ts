export { actionStepTask, nextActionStep, runActionStep } from './action-steps.js';
export { completePaymentAction } from './authentication.js';
export { type PaymentIntent, publishableView } from './payment-intent.js';
export { paymentIntentRoutes } from './routes.js';
export { bankDebitSettlementTask } from './settlement-worker.js';
export { getPaymentIntent, savePaymentIntent } from './store.js';
export { verifyPaymentMicrodeposits } from './verify-microdeposits.js';
export { voucherSettlementTask } from './voucher-settlement.js';
