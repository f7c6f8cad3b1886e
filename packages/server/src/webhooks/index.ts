export { eventPayload } from './payload.js';
export { type AttemptOutcome, postWebhook } from './post.js';
export { resendEventRoutes } from './resend.js';
export { webhookEndpointRoutes } from './routes.js';
export { signatureHeader } from './signature.js';
export { webhookDeliveryTask } from './task.js';
