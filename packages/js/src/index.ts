/** @payframe/js on npm: `loadPayframe()` and the types of the Payframe object. */
export { IntegrationError } from './integration-error.js';
export { loadPayframe } from './load.js';
export { loadPayframeOnramp } from './onramp/load.js';
export type {
  OnrampEvent,
  OnrampEventType,
  OnrampSession,
  OnrampSessionOptions,
  PayframeOnramp,
} from './onramp/onramp.js';
export type { Payframe, PayframeOptions } from './payframe.js';
