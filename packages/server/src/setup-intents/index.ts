export { setupAttemptRoutes } from './attempt-routes.js';
export { completeSetupAction } from './authentication.js';
export { setupIntentRoutes } from './routes.js';
export { publishableSetupView, type SetupIntent } from './setup-intent.js';
export { getSetupIntent } from './store.js';
export { verifySetupMicrodeposits } from './verify-microdeposits.js';
