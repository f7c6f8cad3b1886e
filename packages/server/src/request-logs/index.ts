export {
  pruneRequestLogs,
  REQUEST_LOG_RETENTION_MS,
  type RequestLogEntry,
  RequestLogRecorder,
} from './recorder.js';
export { REQUEST_LOGS_PATH, requestLogRoutes } from './routes.js';
