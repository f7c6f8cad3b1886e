import { previewRoutes } from './preview-routes.js';
import { subscriptionRoutes as subscriptionApi } from './subscription-routes.js';

export { createSubscription } from './create.js';
export { runDueSteps, TooManySteps } from './due-steps.js';
export { pendingSetupListener } from './pending-setup.js';
export { runDueSubscriptions, subscriptionRenewalTask } from './renewal-worker.js';
export { RETRY_DAYS, subscriptionPaymentListener } from './settle.js';
export { ENDED_STATUSES, type Subscription, type SubscriptionStatus } from './subscription.js';
export { getSubscription } from './subscription-store.js';

/** The subscription API, and the invoice previews that read subscriptions. */
export const subscriptionRoutes = [...previewRoutes, ...subscriptionApi];
