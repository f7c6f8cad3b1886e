/**
 * The message protocol of Payframe: the one module both the merchant script and the frames
 * import, so the two sides cannot drift apart.
 */

export {
  type Check,
  type Checked,
  isObject,
} from './checks.js';
export { CONTROLLER_METHODS, type ControllerMethod } from './controller-methods.js';
export { type EnvelopeIds, envelope, isEnvelope, PROTOCOL } from './envelope.js';
export { FRAME_CHECKS } from './frame-checks.js';
export {
  BANK_FAMILY,
  type BankComponent,
  CARD_FAMILY,
  channelName,
  ELEMENT_FRAMES,
  FRAME_COMPONENTS,
  FRAME_LOADERS,
  type FrameComponent,
  type FrameHash,
  type FrameLoader,
  frameDocument,
  frameUrl,
  ISSUING_FAMILY,
  type IssuingComponent,
  isElementFrame,
  parseFrameHash,
} from './frame-url.js';
export { isTestPageDone, type TestPageDone } from './hosted-pages.js';
export {
  LINK_AUTH_STATES,
  LINK_REQUEST_NAMES,
  type LinkAction,
  type LinkAuthState,
  type LinkConsumer,
  type LinkPaymentDetails,
  type LinkRequestError,
  type LinkRequestName,
  type LinkRequestState,
  type LinkRequestStatus,
  type LinkState,
  type LinkVerificationType,
} from './link.js';
export type {
  AddressSuggestion,
  AddressValue,
  CardRange,
  ChangePayload,
  CollectResult,
  LinkChoice,
  PresentmentQuote,
  WireError,
} from './message-payloads.js';
export type {
  Envelope,
  FrameMessageType,
  MessageType,
  PageMessageType,
  PayloadChecks,
  PayloadOf,
} from './messages.js';
export { METHOD_CONFIRM_CALLS, type MethodConfirmCall } from './method-confirm-calls.js';
export type {
  AppApprovalDisplay,
  BankLinkDisplay,
  DebitModalDisplay,
  ExpressAddress,
  ExpressLineItem,
  ExpressSheetAction,
  ExpressSheetDisplay,
  ExpressSheetUpdate,
  ExpressShippingRate,
  LearnMoreDisplay,
  PresentedCurrency,
  QrCodeDisplay,
  VerifyChallengeDisplay,
} from './modal-displays.js';
export { PAGE_CHECKS } from './page-checks.js';
export { acceptChannelMessage, acceptMessage, type Expected } from './receive.js';
export type { SavedCustomer, SavedMethod, SessionState } from './session-state.js';
