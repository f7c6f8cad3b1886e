export { setupAttemptRoutes } from './attempt-routes.js';
export { completeSetupAction } from './authentication.js';
export type { SetupConfirmInput } from './confirm.js';
export { confirmSetupIntent } from './confirm.js';
export { createSetupIntentParams } from './params.js';
export { setupIntentRoutes } from './routes.js';
export { createSetupIntent } from './service.js';
export { publishableSetupView, type SetupIntent } from './setup-intent.js';
export { getSetupIntent } from './store.js';
