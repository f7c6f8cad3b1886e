export { webhookEndpointRoutes } from './routes.js';
export { signatureHeader } from './signature.js';
export { webhookDeliveryTask } from './task.js';
