export { decrementPendingWebhooks, markDispatched } from './pending-webhooks.js';
export { changedAttributes, type EventInput, recordEvent } from './record.js';
export { eventRoutes } from './routes.js';
