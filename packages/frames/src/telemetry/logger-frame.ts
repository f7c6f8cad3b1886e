import { cleanTelemetryEvent, type TelemetryEvent, type TelemetryEventName } from '@payframe/core/telemetry';
import { formEncode } from '../controller/form-encoding.js';
import { LOGGER_MESSAGE, type LoggerMessage } from './logger-messages.js';
import { newTelemetrySession } from './session-id.js';

export type EventFields = Omit<TelemetryEvent, 'name' | 'session'>;

/** Where the controller's events go: the logger frame's window, once it has loaded. */
export interface LoggerTarget {
  post(message: LoggerMessage): void;
  /** The page hides before the frame has loaded: what waits leaves with the beacon. */
  beacon(body: string): void;
}

/**
 * The controller's side of the logger frame (docs/telemetry.md): the checkout session's id,
 * the events cleaned by the allow-list, posted to the hidden logger page, which batches and
 * sends them. Events wait here until that page has loaded.
 */
export class LoggerFrame {
  readonly session = newTelemetrySession();
  private readonly frame: LoggerTarget;
  private waiting: TelemetryEvent[] | null = [];
  private flushWaiting: 'now' | 'hide' | null = null;

  constructor(
    private readonly publishableKey: string,
    private readonly target: (ready: () => void) => LoggerTarget = (ready) =>
      hiddenLoggerFrame(publishableKey, ready),
  ) {
    this.frame = this.target(() => this.loaded());
    if (typeof window !== 'undefined') window.addEventListener('pagehide', () => this.pageHidden());
  }

  track(name: TelemetryEventName, fields: EventFields = {}): void {
    const event = cleanTelemetryEvent({ ...fields, name, session: this.session });
    if (!event) return;
    if (this.waiting) this.waiting.push(event);
    else this.frame.post({ type: LOGGER_MESSAGE, events: [event] });
  }

  /** A confirmation ended: the logger sends what it holds now. */
  flush(): void {
    this.send('now');
  }

  /** The page is going away (a redirect): what is queued leaves with the beacon. */
  flushOnHide(): void {
    this.send('hide');
  }

  private send(flush: 'now' | 'hide'): void {
    if (this.waiting) this.flushWaiting = flush;
    else this.frame.post({ type: LOGGER_MESSAGE, events: [], flush });
  }

  private loaded(): void {
    const events = this.waiting ?? [];
    this.waiting = null;
    this.frame.post({
      type: LOGGER_MESSAGE,
      events,
      ...(this.flushWaiting ? { flush: this.flushWaiting } : {}),
    });
  }

  private pageHidden(): void {
    if (!this.waiting?.length) return;
    this.frame.beacon(formEncode({ key: this.publishableKey, events: this.waiting.splice(0) }));
  }
}

/** The hidden logger page, beside the controller, on the frames' own origin. */
function hiddenLoggerFrame(publishableKey: string, ready: () => void): LoggerTarget {
  const iframe = document.createElement('iframe');
  iframe.src = new URL(`logger.html#key=${encodeURIComponent(publishableKey)}`, window.location.href).href;
  iframe.title = 'Payframe logger';
  iframe.hidden = true;
  iframe.tabIndex = -1;
  iframe.setAttribute('aria-hidden', 'true');
  iframe.addEventListener('load', ready, { once: true });
  document.body.appendChild(iframe);
  const origin = window.location.origin;
  return {
    post: (message) => iframe.contentWindow?.postMessage(message, origin),
    beacon(body) {
      navigator.sendBeacon?.(
        `${origin}/v1/payframe/telemetry`,
        new Blob([body], { type: 'application/x-www-form-urlencoded' }),
      );
    },
  };
}
