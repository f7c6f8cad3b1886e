export type { FinancialConnectionsAccount } from './account.js';
export { type LinkedAccountNumbers, linkedAccountForPayment } from './linked-account.js';
