/** The Link wallet's state machines: pure functions, no React, no DOM. */

export {
  type AuthFormEvent,
  type AuthFormField,
  type AuthFormState,
  type AutofillChoice,
  authFormReducer,
  INITIAL_AUTH_FORM,
  type VerificationType,
} from './auth-form.js';
export {
  AUTH_EVENT_TYPES,
  AUTH_STATES,
  type AuthEvent,
  type AuthEventType,
  type AuthState,
  type AutofillBehaviour,
  authStateReducer,
  INITIAL_AUTH_STATE,
  nextAuthState,
} from './auth-state.js';
export {
  CLIENT_ERROR_CODES,
  clientError,
  type LinkClientError,
  type LinkClientErrorCode,
} from './client-errors.js';
export {
  initialModalState,
  MODAL_EVENT_TYPES,
  MODAL_STATES,
  type ModalEvent,
  type ModalState,
  modalStateReducer,
  nextModalState,
} from './modal-state.js';
export {
  INITIAL_REQUEST_STATES,
  nextRequestState,
  nextRequestStates,
  REQUEST_KINDS,
  type RequestError,
  type RequestEvent,
  type RequestKind,
  type RequestState,
  type RequestStates,
  type RequestStatus,
  requestStatesReducer,
  verificationRequestState,
} from './request-state.js';
export { isCardUpdateNeeded, type SavedCardFields, type WalletAddressFields } from './saved-card-update.js';
export {
  IDLE_SAVED_PAYMENT,
  nextSavedPaymentStatus,
  type SavedPaymentEvent,
  type SavedPaymentStatus,
  savedPaymentStatusReducer,
} from './saved-payment-status.js';
export { moveTo, reducerOf, refuse, type Transition } from './transition.js';
export { selectWalletView, WALLET_VIEWS, type WalletView, type WalletViewInput } from './view-selection.js';
