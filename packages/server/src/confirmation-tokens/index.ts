export {
  CONFIRMATION_TOKEN_TTL_SECONDS,
  type ConfirmationToken,
  type MandateData,
  type PaymentMethodPreview,
} from './confirmation-token.js';
export { createConfirmationToken } from './create.js';
export { issueConfirmationToken, type TokenFields } from './issue.js';
export {
  confirmationTokenUsed,
  type ResolvedConfirmationToken,
  resolveConfirmationToken,
} from './resolve.js';
export { confirmationTokenRoutes } from './routes.js';
