/**
 * The crypto onramp's merchant script (`/v1/onramp.js`), apart from payframe.js: a page that
 * sells crypto loads it alone. `PayframeOnramp(publishableKey)` is Stripe's `StripeOnramp`:
 * `createSession({ clientSecret, appearance })` gives a session to `mount` in an element; the
 * onramp frame on the Payframe server runs the purchase and tells the page of the session
 * (`onramp_ui_loaded`, `onramp_session_updated`), checked to come from that frame.
 */
export type OnrampEventType = 'onramp_ui_loaded' | 'onramp_session_updated';

export interface OnrampEvent {
  type: OnrampEventType;
  payload: { session: Record<string, unknown> };
}

export interface OnrampSessionOptions {
  clientSecret: string;
  appearance?: { theme?: 'light' | 'dark' };
  /** The frame's language (`auto`: the buyer's browser). */
  locale?: string;
}

type Handler = (event: OnrampEvent) => void;

const EVENTS: readonly string[] = ['onramp_ui_loaded', 'onramp_session_updated'];

function fragment(value: object): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export class OnrampSession {
  private readonly handlers = new Map<string, Set<Handler>>();
  private frame: HTMLIFrameElement | null = null;
  private readonly listener = (event: MessageEvent) => this.receive(event);

  constructor(
    private readonly origin: string,
    private readonly publishableKey: string,
    private readonly options: OnrampSessionOptions,
  ) {}

  /** Puts the onramp frame in `target` (an element or a selector). */
  mount(target: string | HTMLElement): this {
    const host = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
    if (!host) throw new Error(`PayframeOnramp: no element matches ${String(target)}.`);
    if (this.frame) throw new Error('PayframeOnramp: this session is already mounted.');
    const frame = document.createElement('iframe');
    const settings = {
      apiKey: this.publishableKey,
      clientSecret: this.options.clientSecret,
      parentOrigin: window.location.origin,
      theme: this.options.appearance?.theme === 'dark' ? 'dark' : 'light',
      locale: this.options.locale ?? 'auto',
    };
    frame.src = `${this.origin}/crypto/onramp#${fragment(settings)}`;
    frame.title = 'Crypto onramp';
    frame.allow = 'payment; clipboard-write';
    frame.setAttribute('style', 'border:0;width:100%;height:420px;display:block;color-scheme:normal');
    this.frame = frame;
    window.addEventListener('message', this.listener);
    host.appendChild(frame);
    return this;
  }

  /** Takes the frame off the page and stops listening to it; the session may be mounted again. */
  unmount(): this {
    window.removeEventListener('message', this.listener);
    this.frame?.remove();
    this.frame = null;
    return this;
  }

  addEventListener(type: OnrampEventType, handler: Handler): this {
    if (!EVENTS.includes(type)) throw new Error(`PayframeOnramp: unknown event ${String(type)}.`);
    const set = this.handlers.get(type) ?? new Set<Handler>();
    set.add(handler);
    this.handlers.set(type, set);
    return this;
  }

  removeEventListener(type: OnrampEventType, handler: Handler): this {
    this.handlers.get(type)?.delete(handler);
    return this;
  }

  /** Only the frame this session mounted, from the Payframe origin, is listened to. */
  private receive(event: MessageEvent): void {
    if (!this.frame || event.origin !== this.origin || event.source !== this.frame.contentWindow) return;
    const data = event.data as { source?: unknown; type?: unknown; session?: unknown; height?: unknown };
    if (!data || data.source !== 'payframe-onramp') return;
    if (data.type === 'height' && typeof data.height === 'number' && data.height > 0) {
      this.frame.style.height = `${Math.ceil(data.height)}px`;
      return;
    }
    if (typeof data.type !== 'string' || !EVENTS.includes(data.type)) return;
    if (!data.session || typeof data.session !== 'object') return;
    const payload = {
      type: data.type as OnrampEventType,
      payload: { session: data.session as Record<string, unknown> },
    };
    for (const handler of this.handlers.get(data.type) ?? []) handler(payload);
  }
}

export interface PayframeOnramp {
  createSession(options: OnrampSessionOptions): OnrampSession;
}

export function createOnramp(publishableKey: string, origin: string): PayframeOnramp {
  if (typeof publishableKey !== 'string' || !/^pk_(test|live)_\w+$/.test(publishableKey))
    throw new Error('PayframeOnramp: pass your publishable key (pk_test_... or pk_live_...).');
  return {
    createSession(options) {
      if (
        !options ||
        typeof options.clientSecret !== 'string' ||
        !/^cos_\w+_secret_\w+$/.test(options.clientSecret)
      )
        throw new Error('PayframeOnramp: createSession needs the clientSecret of a crypto onramp session.');
      return new OnrampSession(origin, publishableKey, options);
    },
  };
}
