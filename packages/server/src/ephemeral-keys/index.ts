export { EPHEMERAL_KEY_TTL_SECONDS, type EphemeralKey } from './ephemeral-key.js';
export { ephemeralKeyRoutes } from './routes.js';
