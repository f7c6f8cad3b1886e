export { type ClientSeen, inferFromClient } from './infer-client.js';
export { type AcceptanceInput, type Mandate, newMandate } from './mandate.js';
export { registerMandatePage } from './mandate-page.js';
export { mandateRoutes } from './routes.js';
export { createMandate, revokeMandate } from './store.js';
