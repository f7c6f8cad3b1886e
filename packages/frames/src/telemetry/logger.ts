import {
  cleanTelemetryEvent,
  TELEMETRY_BATCH_MAX,
  type TelemetryEvent,
  type TelemetryEventName,
} from '@payframe/core/telemetry';
import { formEncode } from '../controller/form-encoding.js';

/** A fresh checkout session id: a version 4 UUID (getRandomValues works outside secure contexts too). */
export function newTelemetrySession(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** How long events wait to share a request, unless the batch fills first or the page hides. */
const FLUSH_DELAY_MS = 2000;

export type EventFields = Omit<TelemetryEvent, 'name' | 'session'>;

export interface LoggerTransport {
  /** Posts a batch; resolves with the server's answer, or null when the request failed. */
  post(body: string): Promise<{ stored?: number; received?: number } | null>;
  /** Sends one event as the tracking pixel (a GET), when a batch cannot be posted. */
  pixel(query: string): void;
  /** Queues a batch for the browser to send while the page unloads (navigator.sendBeacon). */
  beacon(body: string): boolean;
}

/**
 * The controller's logger (docs/telemetry.md): funnel events of one checkout session, cleaned
 * by the allow-list before they are queued, sent in batches to this Payframe server (the
 * merchant's own), never anywhere else. A session the server samples out sends nothing more.
 */
export class TelemetryLogger {
  readonly session = newTelemetrySession();
  private queue: TelemetryEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private sampledOut = false;

  constructor(
    private readonly publishableKey: string,
    private readonly transport: LoggerTransport = browserTransport(),
  ) {}

  track(name: TelemetryEventName, fields: EventFields = {}): void {
    if (this.sampledOut) return;
    const event = cleanTelemetryEvent({ ...fields, name, session: this.session });
    if (!event) return;
    this.queue.push(event);
    if (this.queue.length >= TELEMETRY_BATCH_MAX) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_DELAY_MS);
  }

  /** Sends what is queued now (one request per batch). */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.queue.splice(0, TELEMETRY_BATCH_MAX);
    if (batch.length === 0) return;
    const answer = await this.transport.post(this.encode(batch));
    if (answer === null) {
      for (const event of batch) this.transport.pixel(formEncode({ key: this.publishableKey, ...event }));
    } else if (answer.stored === 0 && (answer.received ?? 0) > 0) {
      this.sampledOut = true;
      this.queue = [];
    }
    if (this.queue.length > 0) await this.flush();
  }

  /** The page is going away: what is queued leaves with the browser's beacon. */
  flushOnHide(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.queue.splice(0, TELEMETRY_BATCH_MAX);
    if (batch.length > 0 && !this.transport.beacon(this.encode(batch)))
      for (const event of batch) this.transport.pixel(formEncode({ key: this.publishableKey, ...event }));
  }

  private encode(events: TelemetryEvent[]): string {
    return formEncode({ key: this.publishableKey, events });
  }
}

const BATCH_PATH = '/v1/payframe/telemetry';
const PIXEL_PATH = '/v1/payframe/pixel';

/** The browser's ways to reach this frame's own origin: fetch, the beacon, an image. */
function browserTransport(): LoggerTransport {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const form = 'application/x-www-form-urlencoded';
  return {
    async post(body) {
      try {
        const response = await fetch(`${origin}${BATCH_PATH}`, {
          method: 'POST',
          headers: { 'Content-Type': form },
          body,
          keepalive: true,
        });
        return response.ok ? ((await response.json()) as { stored?: number; received?: number }) : {};
      } catch {
        return null;
      }
    },
    pixel(query) {
      new Image().src = `${origin}${PIXEL_PATH}?${query}`;
    },
    beacon(body) {
      return typeof navigator.sendBeacon === 'function'
        ? navigator.sendBeacon(`${origin}${BATCH_PATH}`, new Blob([body], { type: form }))
        : false;
    },
  };
}
