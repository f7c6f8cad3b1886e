/**
 * @payframe/core: the rules and data Payframe's frames, merchant script and server agree on.
 * Pure functions and tables, no DOM and no Node APIs; import only what you use.
 */

export * from './address/index.js';
export * from './appearance/index.js';
export * from './bank/index.js';
export * from './cards/index.js';
export * from './constants/index.js';
export * from './contact/index.js';
export * from './errors/index.js';
export * from './locales/index.js';
export * from './methods/index.js';
export * from './options/index.js';
export { type ErrorType, fail, ok, type PayframeError, type Result } from './result.js';
