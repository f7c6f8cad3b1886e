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
  connection_: ControllerConnection;
  origin: string;
  apiVersion: string;
  locale: string;
  /** The group's current `loader` option (elements.update may change it). */
  loader(): FrameLoader;
  /** The group's mounted card element frames (a card call collects from all of them). */
  cardFrameIds_(): string[];
  /** Called once the element is destroyed, so its group lets the type be created again. */
  onDestroy_(element: PayframeElement): void;
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
  private readonly emitter_ = new Emitter();
  private frame_: HTMLIFrameElement | null = null;
  private container_: HTMLElement | null = null;
  private frameLoaded_ = false;
  private queue_: Envelope[] = [];
  private destroyed_ = false;
  private options_: Record<string, unknown>;
  private state_: Record<string, boolean> = { base: true, empty: true };

  constructor(
    readonly elementType: FrameComponent,
    readonly frameId: string,
    options: Record<string, unknown>,
    private readonly context_: ElementContext,
  ) {
    this.options_ = options;
  }

  /** The options as created and updated (read when confirming, for the billing fields opted out of). */
  get currentOptions_(): Record<string, unknown> {
    return this.options_;
  }

  mount(target: string | HTMLElement): void {
    if (this.destroyed_) {
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
    if (this.frame_ && this.container_ === node && node.contains(this.frame_)) return;
    this.unmount();
    this.container_ = node;
    this.frameLoaded_ = false;
    const frame = createFrame(
      this.context_.origin,
      {
        component: this.elementType,
        controllerId: this.context_.connection_.controllerId,
        frameId: this.frameId,
        parentOrigin: window.location.origin,
        apiVersion: this.context_.apiVersion,
        locale: this.context_.locale,
        loader: this.context_.loader(),
      },
      'element',
      TITLES[this.elementType] ?? 'Secure input frame',
    );
    this.frame_ = frame;
    this.context_.connection_.registerFrame_(this.frameId, frame, (message) => this.receive_(message));
    node.appendChild(frame);
    this.paint_();
  }

  /** A card call on this element's card frames (the controller gathers the card there). */
  requestCard_(method: ControllerMethod, args: Record<string, unknown>): Promise<Record<string, unknown>> {
    if (!/^(card|postalCode)/.test(this.elementType)) {
      const message = `${method} needs a card Element; you passed a ${this.elementType} Element.`;
      return Promise.resolve({ error: { type: 'invalid_request_error', message } });
    }
    return this.context_.connection_.request(
      method,
      args,
      this.isMounted_ ? this.context_.cardFrameIds_() : [],
    );
  }

  /** A call that collects from this element's frame alone (a standalone bank element). */
  request(method: ControllerMethod, args: Record<string, unknown>): Promise<Record<string, unknown>> {
    return this.context_.connection_.request(method, args, this.isMounted_ ? [this.frameId] : []);
  }

  /** The `classes` option's names on the container, by state: classList only, never inline styles. */
  private paint_(patch: Record<string, boolean> = {}): void {
    this.state_ = { ...this.state_, ...patch };
    const names = { ...CLASSES, ...(this.options_.classes as Record<string, string> | undefined) };
    for (const key in CLASSES)
      for (const name of String(names[key] ?? '').split(' '))
        if (name) this.container_?.classList.toggle(name, this.state_[key] === true);
  }

  unmount(): void {
    if (!this.frame_) return;
    this.context_.connection_.unregisterFrame_(this.frameId);
    this.frame_.remove();
    this.frame_ = null;
    this.container_ = null;
    this.frameLoaded_ = false;
    this.queue_ = [];
  }

  destroy(): void {
    if (this.destroyed_) return;
    this.unmount();
    this.destroyed_ = true;
    this.emitter_.clear();
    this.context_.onDestroy_(this);
  }

  update(options: Record<string, unknown> = {}): void {
    if (this.elementType === 'expressCheckout') checkExpressCheckoutOptions({ ...this.options_, ...options });
    this.options_ = { ...this.options_, ...options };
    this.paint_();
    // A payment request is the page's own object, never the frame's.
    const { paymentRequest: _kept, ...forFrame } = options;
    this.send_('element/update', { options: forFrame });
  }

  focus(): void {
    this.send_('element/command', { command: 'focus' });
  }

  blur(): void {
    this.send_('element/command', { command: 'blur' });
  }

  clear(): void {
    this.send_('element/command', { command: 'clear' });
  }

  collapse(): void {
    this.send_('element/command', { command: 'collapse' });
  }

  /** Address Element: `{ complete, isNewAddress, value }`, asked of its frame through the controller. */
  getValue(): Promise<Record<string, unknown>> {
    return this.context_.connection_.request('getValue', {}, [this.frameId]);
  }

  on(event: string, handler: (event: any) => void): this {
    this.emitter_.on(event, handler);
    return this;
  }

  off(event: string, handler?: (event: any) => void): this {
    this.emitter_.off(event, handler);
    return this;
  }

  once(event: string, handler: (event: any) => void): this {
    this.emitter_.once(event, handler);
    return this;
  }

  /** Mounted and not destroyed: the controller may collect from its frame. */
  get isMounted_(): boolean {
    return this.frame_ !== null && !this.destroyed_;
  }

  /** The node the frame lives in (ordering frames by their place on the page). */
  get node(): HTMLIFrameElement | null {
    return this.frame_;
  }

  /** Emits loaderror when the controller could not load the session. */
  emitLoadError_(error: unknown): void {
    this.emitter_.emit('loaderror', { elementType: this.elementType, error });
  }

  private send_<T extends MessageType>(type: T, payload: PayloadOf<T>): void {
    const message = envelope(
      type,
      { controllerId: this.context_.connection_.controllerId, frameId: this.frameId },
      payload,
    );
    if (this.frame_ && this.frameLoaded_) this.context_.connection_.postToFrame_(this.frame_, message);
    else this.queue_.push(message);
  }

  private receive_(message: Envelope<PageMessageType>): void {
    const elementType = this.elementType;
    switch (message.type) {
      case 'element/loaded': {
        this.frameLoaded_ = true;
        const queued = this.queue_;
        this.queue_ = [];
        // The init message must be the first one the frame reads, also after a remount.
        const init = envelope(
          'element/init',
          { controllerId: this.context_.connection_.controllerId, frameId: this.frameId },
          // The Payment Request Button's request stays on the page: the frame gets its style.
          {
            elementType,
            options: this.options_.paymentRequest
              ? {
                  style: this.options_.style,
                  wallet: offeredWallets.get(this.options_.paymentRequest as object),
                }
              : this.options_,
          },
        );
        for (const item of [init, ...queued.filter((m) => m.type !== 'element/init')]) {
          if (this.frame_) this.context_.connection_.postToFrame_(this.frame_, item);
        }
        return;
      }
      case 'element/height':
        if (this.frame_) setFrameHeight(this.frame_, message.payload.height);
        return;
      case 'element/ready':
        this.emitter_.emit('ready', { ...message.payload, elementType });
        return;
      case 'element/event': {
        // An event the merchant answers: resolve()/reject() post the answer back to the frame,
        // which applies its own rules (a click not resolved in time, a refused address).
        // The frame names the element type in `data`.
        const { event, data, reply } = message.payload;
        const answer = (ok: boolean) => (value?: unknown) =>
          this.send_('element/reply', { reply, ok, value });
        const resolve = answer(true);
        const reject = answer(false);
        // The Payment Request Button: `click` may be prevented; otherwise its request shows.
        if (elementType === 'paymentRequestButton') {
          let prevented = false;
          this.emitter_.emit(event, { ...data, preventDefault: () => (prevented = true) });
          resolve();
          if (!prevented) (this.options_.paymentRequest as { show(): void }).show();
          return;
        }
        if (!this.emitter_.emit(event, { ...data, resolve, reject, paymentFailed: reject })) resolve();
        return;
      }
      case 'element/change': {
        const { complete, empty, error } = message.payload;
        this.paint_({ complete, empty, invalid: Boolean(error) });
        this.emitter_.emit('change', { ...message.payload, elementType });
        return;
      }
      case 'element/focus':
        this.paint_({ focus: true });
        this.emitter_.emit('focus', { elementType });
        return;
      case 'element/blur':
        this.paint_({ focus: false });
        this.emitter_.emit('blur', { elementType });
        return;
      case 'element/escape':
        this.emitter_.emit('escape', { elementType });
        return;
      case 'element/loaderstart':
        this.emitter_.emit('loaderstart', { elementType });
        return;
      case 'element/loaderror':
        this.emitter_.emit('loaderror', { elementType, error: message.payload.error });
        return;
      default:
        return;
    }
  }
}
