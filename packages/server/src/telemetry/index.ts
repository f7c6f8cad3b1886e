export type { FunnelRow } from './funnel.js';
export { readFunnel, type TelemetrySettings, telemetrySettingsOf } from './read.js';
export { telemetryRoutes } from './routes.js';
export { pruneTelemetry } from './store.js';
