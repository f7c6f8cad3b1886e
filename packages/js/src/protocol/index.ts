/**
 * The message protocol of Payframe: the one module both the merchant script and the frames
 * import, so the two sides cannot drift apart.
 */
export { ELEMENT_TYPES } from './element-types.js';
export { type EnvelopeIds, envelope, isEnvelope, PROTOCOL } from './envelope.js';
export {
  CARD_FAMILY,
  channelName,
  FRAME_COMPONENTS,
  FRAME_LOADERS,
  type FrameComponent,
  type FrameHash,
  type FrameLoader,
  frameDocument,
  frameUrl,
  parseFrameHash,
} from './frame-url.js';
export type {
  LinkAction,
  LinkAuthState,
  LinkConsumer,
  LinkPaymentDetails,
  LinkRequestError,
  LinkRequestName,
  LinkRequestState,
  LinkRequestStatus,
  LinkState,
  LinkVerificationType,
} from './link.js';
export {
  type AddressSuggestion,
  type AddressValue,
  type CardRange,
  type ChangePayload,
  type CollectResult,
  type ControllerMethod,
  type Envelope,
  type LinkChoice,
  MESSAGE_TYPES,
  type MessageType,
  type PayloadOf,
  type SavedCustomer,
  type SavedMethod,
  type SessionState,
  type WireError,
} from './messages.js';
export { acceptChannelMessage, acceptMessage, type Expected } from './receive.js';
