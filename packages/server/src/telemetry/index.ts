export { telemetryRoutes } from './routes.js';
export { pruneTelemetry } from './store.js';
