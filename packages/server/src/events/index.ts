export { changedAttributes, type EventInput, recordEvent } from '../kernel/record-event.js';
export { decrementPendingWebhooks, markDispatched } from './pending-webhooks.js';
export { eventRoutes } from './routes.js';
