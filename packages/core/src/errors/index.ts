export {
  type CatalogueEntry,
  catalogueEntry,
  type ErrorCode,
  errorMessage,
  listErrorCatalogue,
} from './catalogue.js';
export { DECLINE_MESSAGES, type DeclineCode, declineMessage } from './decline-messages.js';
export { fieldError } from './field-error.js';
export { FIELD_ERRORS, type FieldErrorCode } from './field-errors.js';
export { integrationError, optionError } from './integration-error.js';
export { INTEGRATION_ERRORS, type IntegrationErrorCode } from './integration-errors.js';
export {
  authenticationFailureCode,
  EXPECTED_API_ERROR_CODES,
  INTENT_ERRORS,
  type IntentErrorCode,
  unexpectedStateCode,
} from './intent-errors.js';
export {
  FETCH_UPDATES_UNEXPECTED_STATUSES,
  fetchUpdatesError,
  type IntentKind,
  type IntentOutcome,
  intentOutcome,
  NEXT_ACTION_INTENT_STATUSES,
  SUCCESS_INTENT_STATUSES,
} from './intent-outcome.js';
export {
  LINK_CLIENT_ERRORS,
  LINK_ERRORS,
  type LinkClientErrorCode,
  type LinkErrorCode,
} from './link-errors.js';
export { fillTemplate, type MessageParams } from './template.js';
