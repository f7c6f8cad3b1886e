export type { FinancialConnectionsAccount } from './account.js';
export { type LinkedAccountNumbers, linkedAccountForPayment } from './linked-account.js';
export { registerOauthPage } from './oauth-page.js';
export { financialConnectionsRoutes } from './routes.js';
export { type FinancialConnectionsSession, sessionView } from './session.js';
export { createSession, getSession, sessionPaymentAccount } from './sessions.js';
