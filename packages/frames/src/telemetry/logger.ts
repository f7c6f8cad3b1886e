import { cleanTelemetryEvent, TELEMETRY_BATCH_MAX, type TelemetryEvent } from '@payframe/core/telemetry';
import { formEncode } from '../controller/form-encoding.js';

/** How long events wait to share a request, unless the batch fills first or the page hides. */
const FLUSH_DELAY_MS = 2000;

export interface LoggerTransport {
  /** Posts a batch; resolves with the server's answer, or null when the request failed. */
  post(body: string): Promise<{ stored?: number; received?: number } | null>;
  /** Sends one event as the tracking pixel (a GET), when a batch cannot be posted. */
  pixel(query: string): void;
  /** Queues a batch for the browser to send while the page unloads (navigator.sendBeacon). */
  beacon(body: string): boolean;
}

/**
 * The logger frame's batching (docs/telemetry.md): funnel events, cleaned by the allow-list
 * before they are queued, sent in batches to this Payframe server (the merchant's own), never
 * anywhere else. A session the server samples out sends nothing more.
 */
export class TelemetryLogger {
  private queue: TelemetryEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly sampledOut = new Set<string>();

  constructor(
    private readonly publishableKey: string,
    private readonly transport: LoggerTransport = browserTransport(),
  ) {}

  /** Queues an event (dropped when it is not allow-listed or its session is sampled out). */
  push(raw: unknown): void {
    const event = cleanTelemetryEvent(raw);
    if (!event || this.sampledOut.has(event.session)) return;
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
      // Nothing of the batch was kept: the server samples out every session in it.
      for (const event of batch) this.sampledOut.add(event.session);
      this.queue = this.queue.filter((event) => !this.sampledOut.has(event.session));
    }
    if (this.queue.length > 0) await this.flush();
  }

  /** The page is going away: what is queued leaves with the browser's beacon. */
  flushOnHide(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, TELEMETRY_BATCH_MAX);
      if (!this.transport.beacon(this.encode(batch)))
        for (const event of batch) this.transport.pixel(formEncode({ key: this.publishableKey, ...event }));
    }
  }

  private encode(events: TelemetryEvent[]): string {
    return formEncode({ key: this.publishableKey, events });
  }
}

export const BATCH_PATH = '/v1/payframe/telemetry';
const PIXEL_PATH = '/v1/payframe/pixel';

/** The browser's ways to reach this frame's own origin: fetch, the beacon, an image. */
export function browserTransport(): LoggerTransport {
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
