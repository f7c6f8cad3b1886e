import { createFrame, randomId } from './iframe.js';
import {
  acceptMessage,
  type ControllerMethod,
  type Envelope,
  envelope,
  type MessageType,
  PAGE_CHECKS,
  type PageMessageType,
  type PayloadOf,
} from './protocol/index.js';

export interface ControllerSettings {
  origin: string;
  publishableKey: string;
  stripeAccount?: string;
  apiVersion: string;
  locale: string;
  elementsOptions: Record<string, unknown> | null;
}

type FrameListener = (message: Envelope<PageMessageType>) => void;

/**
 * The merchant page's side of one hidden controller frame: creates it, queues messages until
 * it has loaded, relays requests and their answers, hosts the 3-D Secure overlay the controller
 * asks for, and dispatches the messages of the group's element frames to their elements.
 */
export class ControllerConnection {
  readonly controllerId = randomId('ctrl_');
  private readonly frame_: HTMLIFrameElement;
  private loaded_ = false;
  private queue_: Envelope[] = [];
  private readonly pending_ = new Map<string, (result: Record<string, unknown>) => void>();
  private readonly frames_ = new Map<string, { frame: HTMLIFrameElement; listener: FrameListener }>();
  private overlay_: HTMLIFrameElement | null = null;
  /** What had the focus when the overlay opened: it gets it back when the overlay closes. */
  private focusBefore_: HTMLElement | null = null;
  private readonly onMessage_ = (event: MessageEvent) => this.receive_(event);
  /** Called when the session could not be loaded (elements emit loaderror). */
  onSessionError_: ((error: PayloadOf<'controller/session-error'>['error']) => void) | null = null;

  private readonly settings_: ControllerSettings;

  constructor(settings: ControllerSettings) {
    this.settings_ = settings;
    this.frame_ = createFrame(
      settings.origin,
      {
        component: 'controller',
        controllerId: this.controllerId,
        frameId: 'controller',
        parentOrigin: window.location.origin,
        apiVersion: settings.apiVersion,
        locale: settings.locale,
      },
      'controller',
      'Payframe controller frame',
    );
    window.addEventListener('message', this.onMessage_);
    this.send('controller/init', {
      publishableKey: settings.publishableKey,
      apiVersion: settings.apiVersion,
      elementsOptions: settings.elementsOptions,
      ...(settings.stripeAccount ? { stripeAccount: settings.stripeAccount } : {}),
    });
    appendToBody(this.frame_);
  }

  /** Sends a message to the controller frame, after it has loaded. */
  send<T extends MessageType>(type: T, payload: PayloadOf<T>, requestId?: string): void {
    const message = envelope(type, { controllerId: this.controllerId, requestId }, payload);
    if (this.loaded_) this.post_(message);
    else this.queue_.push(message);
  }

  /** One call handed to the controller; resolves with what the promise of Stripe.js resolves with. */
  request(method: ControllerMethod, args: Record<string, unknown>, frameIds: string[] = []) {
    const requestId = randomId('req_');
    return new Promise<Record<string, unknown>>((resolve) => {
      this.pending_.set(requestId, resolve);
      this.send('controller/request', { method, args, frameIds }, requestId);
    });
  }

  /** Routes the messages of one element frame to its element. */
  registerFrame_(frameId: string, frame: HTMLIFrameElement, listener: FrameListener): void {
    this.frames_.set(frameId, { frame, listener });
  }

  unregisterFrame_(frameId: string): void {
    this.frames_.delete(frameId);
  }

  postToFrame_(frame: HTMLIFrameElement, message: Envelope): void {
    frame.contentWindow?.postMessage(message, this.settings_.origin);
  }

  destroy(): void {
    window.removeEventListener('message', this.onMessage_);
    this.frame_.remove();
    this.overlay_?.remove();
  }

  private post_(message: Envelope): void {
    const { origin } = this.settings_;
    // paymentRequest.show() opens the browser's wallet in the controller frame: the page's
    // click goes with the call (capability delegation), as the Payment Request API needs one.
    const show =
      message.type === 'controller/request' &&
      (message.payload as { method?: string }).method === 'paymentRequestShow';
    const options = { targetOrigin: origin, ...(show ? { delegate: 'payment' } : {}) };
    this.frame_.contentWindow?.postMessage(message, options as WindowPostMessageOptions);
  }

  private receive_(event: MessageEvent): void {
    const sources = [
      this.frame_.contentWindow,
      ...[...this.frames_.values()].map((f) => f.frame.contentWindow),
    ];
    const message = acceptMessage(event, {
      origin: this.settings_.origin,
      sources,
      controllerId: this.controllerId,
      checks: PAGE_CHECKS,
    });
    if (!message) return;
    if (event.source !== this.frame_.contentWindow) {
      const target = message.frameId ? this.frames_.get(message.frameId) : undefined;
      // An element frame may only speak for itself.
      if (target && target.frame.contentWindow === event.source) target.listener(message);
      return;
    }
    this.fromController_(message);
  }

  private fromController_(message: Envelope<PageMessageType>): void {
    switch (message.type) {
      case 'controller/loaded': {
        this.loaded_ = true;
        const queued = this.queue_;
        this.queue_ = [];
        for (const item of queued) this.post_(item);
        return;
      }
      case 'controller/response': {
        const resolve = message.requestId ? this.pending_.get(message.requestId) : undefined;
        if (!resolve || !message.requestId) return;
        this.pending_.delete(message.requestId);
        resolve(message.payload.result);
        return;
      }
      case 'controller/show-challenge':
        this.showOverlay_(message.payload.frameId);
        return;
      case 'controller/hide-challenge':
        this.hideOverlay_();
        return;
      case 'controller/navigate':
        navigate(message.payload.url);
        return;
      case 'controller/session-error':
        this.onSessionError_?.(message.payload.error);
        return;
      default:
        return;
    }
  }

  private showOverlay_(frameId: string): void {
    this.overlay_?.remove();
    this.overlay_ = createFrame(
      this.settings_.origin,
      {
        component: 'challenge',
        controllerId: this.controllerId,
        frameId,
        parentOrigin: window.location.origin,
        apiVersion: this.settings_.apiVersion,
        locale: this.settings_.locale,
      },
      'overlay',
      'Payframe authentication',
    );
    appendToBody(this.overlay_);
    // A modal takes the keyboard: Escape and Tab reach it without a click in it first.
    const active = document.activeElement;
    if (!this.focusBefore_) this.focusBefore_ = active instanceof HTMLElement ? active : null;
    // Focused once its page has loaded: a frame focused before it navigates loses the focus.
    const overlay = this.overlay_;
    overlay.addEventListener('load', () => overlay.isConnected && overlay.focus(), { once: true });
  }

  private hideOverlay_(): void {
    const hadFocus = this.overlay_ !== null && document.activeElement === this.overlay_;
    this.overlay_?.remove();
    this.overlay_ = null;
    const before = this.focusBefore_;
    this.focusBefore_ = null;
    if (hadFocus && before?.isConnected) before.focus();
  }
}

/** Top-level navigation the controller asks for: the payload check let only http(s) URLs through. */
function navigate(url: string): void {
  window.location.assign(url);
}

function appendToBody(frame: HTMLIFrameElement): void {
  if (document.body) document.body.appendChild(frame);
  else document.addEventListener('DOMContentLoaded', () => document.body.appendChild(frame), { once: true });
}
