import type { ControllerConnection } from './controller.js';
import { Emitter } from './emitter.js';
import { checkExpressCheckoutOptions } from './express-options.js';
import { createFrame, setFrameHeight } from './iframe.js';
import { IntegrationError } from './integration-error.js';
import { offeredWallets } from './payment-request.js';
import {
  type ControllerMethod,
  type Envelope,
  envelope,
  type FrameComponent,
  type FrameLoader,
  type MessageType,
  type PageMessageType,
  type PayloadOf,
} from './protocol/index.js';

export interface ElementContext {
  connection: ControllerConnection;
  origin: string;
  apiVersion: string;
  locale: string;
  /** The group's current `loader` option (elements.update may change it). */
  loader(): FrameLoader;
  /** The group's mounted card element frames (a card call collects from all of them). */
  cardFrameIds(): string[];
  /** Called once the element is destroyed, so its group lets the type be created again. */
  onDestroy(element: PayframeElement): void;
}

const TITLES: Record<string, string> = {
  payment: 'Secure payment input frame',
  card: 'Secure card payment input frame',
  address: 'Secure address input frame',
  linkAuthentication: 'Secure email input frame',
};

/** Stripe.js's class names for the container's states (the `classes` option renames them). */
const CLASSES: Record<string, string> = {
  base: 'StripeElement',
  complete: 'StripeElement--complete',
  empty: 'StripeElement--empty',
  focus: 'StripeElement--focus',
  invalid: 'StripeElement--invalid',
};

/**
 * One element on the merchant page: an iframe of the Payframe origin it mounts into a node,
 * sizes from the heights the frame reports, and whose events it re-emits. Mount, unmount and
 * destroy are idempotent (React StrictMode mounts, destroys and mounts again).
 */
export class PayframeElement {
  private readonly emitter = new Emitter();
  private frame: HTMLIFrameElement | null = null;
  private container: HTMLElement | null = null;
  private frameLoaded = false;
  private queue: Envelope[] = [];
  private destroyed = false;
  private options: Record<string, unknown>;
  private state: Record<string, boolean> = { base: true, empty: true };

  constructor(
    readonly elementType: FrameComponent,
    readonly frameId: string,
    options: Record<string, unknown>,
    private readonly context: ElementContext,
  ) {
    this.options = options;
  }

  /** The options as created and updated (read when confirming, for the billing fields opted out of). */
  get currentOptions(): Record<string, unknown> {
    return this.options;
  }

  mount(target: string | HTMLElement): void {
    if (this.destroyed) {
      throw new IntegrationError('This Element has already been destroyed. Please create a new one.');
    }
    const node = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
    if (!node || typeof node.appendChild !== 'function') {
      throw new IntegrationError(
        typeof target === 'string'
          ? `The selector you specified (${target}) applies to no DOM elements that are currently on the page.\nMake sure the element exists on the page before calling mount().`
          : 'Invalid DOM element. Make sure to call mount() with a valid DOM element or selector.',
      );
    }
    if (this.frame && this.container === node && node.contains(this.frame)) return;
    this.unmount();
    this.container = node;
    this.frameLoaded = false;
    const frame = createFrame(
      this.context.origin,
      {
        component: this.elementType,
        controllerId: this.context.connection.controllerId,
        frameId: this.frameId,
        parentOrigin: window.location.origin,
        apiVersion: this.context.apiVersion,
        locale: this.context.locale,
        loader: this.context.loader(),
      },
      'element',
      TITLES[this.elementType] ?? 'Secure input frame',
    );
    this.frame = frame;
    this.context.connection.registerFrame(this.frameId, frame, (message) => this.receive(message));
    node.appendChild(frame);
    this.paint();
  }

  /** A card call on this element's card frames (the controller gathers the card there). */
  requestCard(method: ControllerMethod, args: Record<string, unknown>): Promise<Record<string, unknown>> {
    if (!/^(card|postalCode)/.test(this.elementType)) {
      const message = `${method} needs a card Element; you passed a ${this.elementType} Element.`;
      return Promise.resolve({ error: { type: 'invalid_request_error', message } });
    }
    return this.context.connection.request(method, args, this.isMounted ? this.context.cardFrameIds() : []);
  }

  /** A call that collects from this element's frame alone (a standalone bank element). */
  request(method: ControllerMethod, args: Record<string, unknown>): Promise<Record<string, unknown>> {
    return this.context.connection.request(method, args, this.isMounted ? [this.frameId] : []);
  }

  /** The `classes` option's names on the container, by state: classList only, never inline styles. */
  private paint(patch: Record<string, boolean> = {}): void {
    this.state = { ...this.state, ...patch };
    const names = { ...CLASSES, ...(this.options.classes as Record<string, string> | undefined) };
    for (const key in CLASSES)
      for (const name of String(names[key] ?? '').split(' '))
        if (name) this.container?.classList.toggle(name, this.state[key] === true);
  }

  unmount(): void {
    if (!this.frame) return;
    this.context.connection.unregisterFrame(this.frameId);
    this.frame.remove();
    this.frame = null;
    this.container = null;
    this.frameLoaded = false;
    this.queue = [];
  }

  destroy(): void {
    if (this.destroyed) return;
    this.unmount();
    this.destroyed = true;
    this.emitter.clear();
    this.context.onDestroy(this);
  }

  update(options: Record<string, unknown> = {}): void {
    if (this.elementType === 'expressCheckout') checkExpressCheckoutOptions({ ...this.options, ...options });
    this.options = { ...this.options, ...options };
    this.paint();
    // A payment request is the page's own object, never the frame's.
    const { paymentRequest: _kept, ...forFrame } = options;
    this.send('element/update', { options: forFrame });
  }

  focus(): void {
    this.send('element/command', { command: 'focus' });
  }

  blur(): void {
    this.send('element/command', { command: 'blur' });
  }

  clear(): void {
    this.send('element/command', { command: 'clear' });
  }

  collapse(): void {
    this.send('element/command', { command: 'collapse' });
  }

  /** Address Element: `{ complete, isNewAddress, value }`, asked of its frame through the controller. */
  getValue(): Promise<Record<string, unknown>> {
    return this.context.connection.request('getValue', {}, [this.frameId]);
  }

  on(event: string, handler: (event: any) => void): this {
    this.emitter.on(event, handler);
    return this;
  }

  off(event: string, handler?: (event: any) => void): this {
    this.emitter.off(event, handler);
    return this;
  }

  once(event: string, handler: (event: any) => void): this {
    this.emitter.once(event, handler);
    return this;
  }

  /** Mounted and not destroyed: the controller may collect from its frame. */
  get isMounted(): boolean {
    return this.frame !== null && !this.destroyed;
  }

  /** The node the frame lives in (ordering frames by their place on the page). */
  get node(): HTMLIFrameElement | null {
    return this.frame;
  }

  /** Emits loaderror when the controller could not load the session. */
  emitLoadError(error: unknown): void {
    this.emitter.emit('loaderror', { elementType: this.elementType, error });
  }

  private send<T extends MessageType>(type: T, payload: PayloadOf<T>): void {
    const message = envelope(
      type,
      { controllerId: this.context.connection.controllerId, frameId: this.frameId },
      payload,
    );
    if (this.frame && this.frameLoaded) this.context.connection.postToFrame(this.frame, message);
    else this.queue.push(message);
  }

  private receive(message: Envelope<PageMessageType>): void {
    const elementType = this.elementType;
    switch (message.type) {
      case 'element/loaded': {
        this.frameLoaded = true;
        const queued = this.queue;
        this.queue = [];
        // The init message must be the first one the frame reads, also after a remount.
        const init = envelope(
          'element/init',
          { controllerId: this.context.connection.controllerId, frameId: this.frameId },
          // The Payment Request Button's request stays on the page: the frame gets its style.
          {
            elementType,
            options: this.options.paymentRequest
              ? {
                  style: this.options.style,
                  wallet: offeredWallets.get(this.options.paymentRequest as object),
                }
              : this.options,
          },
        );
        for (const item of [init, ...queued.filter((m) => m.type !== 'element/init')]) {
          if (this.frame) this.context.connection.postToFrame(this.frame, item);
        }
        return;
      }
      case 'element/height':
        if (this.frame) setFrameHeight(this.frame, message.payload.height);
        return;
      case 'element/ready':
        this.emitter.emit('ready', { ...message.payload, elementType });
        return;
      case 'element/event': {
        // An event the merchant answers: resolve()/reject() post the answer back to the frame,
        // which applies its own rules (a click not resolved in time, a refused address).
        // The frame names the element type in `data`.
        const { event, data, reply } = message.payload;
        const answer = (ok: boolean) => (value?: unknown) => this.send('element/reply', { reply, ok, value });
        const resolve = answer(true);
        const reject = answer(false);
        // The Payment Request Button: `click` may be prevented; otherwise its request shows.
        if (elementType === 'paymentRequestButton') {
          let prevented = false;
          this.emitter.emit(event, { ...data, preventDefault: () => (prevented = true) });
          resolve();
          if (!prevented) (this.options.paymentRequest as { show(): void }).show();
          return;
        }
        if (!this.emitter.emit(event, { ...data, resolve, reject, paymentFailed: reject })) resolve();
        return;
      }
      case 'element/change': {
        const { complete, empty, error } = message.payload;
        this.paint({ complete, empty, invalid: Boolean(error) });
        this.emitter.emit('change', { ...message.payload, elementType });
        return;
      }
      case 'element/focus':
        this.paint({ focus: true });
        this.emitter.emit('focus', { elementType });
        return;
      case 'element/blur':
        this.paint({ focus: false });
        this.emitter.emit('blur', { elementType });
        return;
      case 'element/escape':
        this.emitter.emit('escape', { elementType });
        return;
      case 'element/loaderstart':
        this.emitter.emit('loaderstart', { elementType });
        return;
      case 'element/loaderror':
        this.emitter.emit('loaderror', { elementType, error: message.payload.error });
        return;
      default:
        return;
    }
  }
}
