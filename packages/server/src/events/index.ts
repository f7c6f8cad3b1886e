export { changedAttributes, type EventInput, recordEvent } from '../kernel/record-event.js';
export { markDispatched, pendingWebhooksOf, withPendingWebhooks } from './pending-webhooks.js';
export { eventRoutes } from './routes.js';
