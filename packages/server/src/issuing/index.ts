import { authorizationRoutes } from './authorization-routes.js';
import { cardRoutes } from './card-routes.js';
import { cardholderRoutes } from './cardholder-routes.js';
import { nonceRoutes } from './nonce-routes.js';

export { isLuhnValid } from './card-number.js';
export { getStoredCard } from './card-store.js';
export { useNonce } from './nonce-routes.js';

export const issuingRoutes = [...cardholderRoutes, ...cardRoutes, ...nonceRoutes, ...authorizationRoutes];
