import { cleanTelemetryEvent, TELEMETRY_BATCH_MAX, type TelemetryEvent } from '@payframe/core/telemetry';

/** The one message the logger frame takes: events from its controller, and when to send them. */
export const LOGGER_MESSAGE = 'payframe-logger/events';

export interface LoggerMessage {
  type: typeof LOGGER_MESSAGE;
  events: unknown[];
  /** `now`: a confirmation ended; `hide`: the page is leaving (the beacon). */
  flush?: 'now' | 'hide';
}

export interface ReadMessage {
  events: TelemetryEvent[];
  flush: 'now' | 'hide' | null;
}

/**
 * What the logger frame keeps of a message: only from its own origin (the controller is served
 * from it) and from the window that framed it, only the allow-listed fields of each event
 * (`@payframe/core/telemetry`). Anything else is ignored whole.
 */
export function readLoggerMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expected: { origin: string; parent: unknown },
): ReadMessage | null {
  if (event.origin !== expected.origin || event.source === null || event.source !== expected.parent)
    return null;
  const data = event.data as Partial<LoggerMessage> | null;
  if (typeof data !== 'object' || data === null || data.type !== LOGGER_MESSAGE) return null;
  if (!Array.isArray(data.events) || data.events.length > TELEMETRY_BATCH_MAX) return null;
  const flush = data.flush === 'now' || data.flush === 'hide' ? data.flush : null;
  const events = data.events.map(cleanTelemetryEvent).filter((e): e is TelemetryEvent => e !== null);
  return { events, flush };
}
