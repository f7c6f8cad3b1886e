/** @payframe/js on npm: `loadPayframe()` and the types of the Payframe object. */
export { IntegrationError } from './integration-error.js';
export { loadPayframe } from './load.js';
export type { Payframe, PayframeOptions } from './payframe.js';
