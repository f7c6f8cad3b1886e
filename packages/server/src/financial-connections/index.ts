export type { FinancialConnectionsAccount } from './account.js';
export { type LinkedAccountNumbers, linkedAccountForPayment } from './linked-account.js';
export { isLinkedBankMethod, recordLinkedBankMethod } from './linked-methods.js';
export { registerOauthPage } from './oauth-page.js';
export { financialConnectionsRoutes } from './routes.js';
export { type FinancialConnectionsSession, sessionCountry, sessionView } from './session.js';
export { createSession, getSession, sessionAcssAccount, sessionPaymentAccount } from './sessions.js';
