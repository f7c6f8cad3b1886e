export { newRefund, type Refund, refundable } from './refund.js';
export { refundRoutes } from './routes.js';
export { createRefund } from './service.js';
export { refundSettlementTask } from './settlement-worker.js';
