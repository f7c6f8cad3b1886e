export {
  consumeCardToken,
  type TokenizedCard,
  testTokenCard,
  tokenAlreadyUsed,
} from './consume.js';
export { createToken } from './create.js';
export { tokenRoutes } from './routes.js';
export { brandFromLegacy, legacyBrand, type Token, type TokenCard } from './token.js';
