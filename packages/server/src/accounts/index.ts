export { accountRoutes } from './account-routes.js';
export { accountObject, createAccount, ensureDefaultAccount, type SeedOptions } from './accounts.js';
export { type AccountBranding, accountBranding } from './branding.js';
export {
  listSecretKeys,
  maskKey,
  type RevealOutcome,
  revealSecretKey,
  rollSecretKey,
  type SecretKeyListing,
} from './key-roll.js';
export {
  type AccountKeys,
  findKey,
  generateKey,
  hashKey,
  type KeyKind,
  parseKeyName,
  publishableKeyOf,
  readAccountKeys,
  redactKey,
  sameHash,
} from './keys.js';
export { parseReturnOrigins, ReturnOrigins, setReturnOrigins } from './return-origins.js';
