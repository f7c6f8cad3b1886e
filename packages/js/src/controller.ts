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
  private readonly frame: HTMLIFrameElement;
  private loaded = false;
  private queue: Envelope[] = [];
  private readonly pending = new Map<string, (result: Record<string, unknown>) => void>();
  private readonly frames = new Map<string, { frame: HTMLIFrameElement; listener: FrameListener }>();
  private overlay: HTMLIFrameElement | null = null;
  private readonly onMessage = (event: MessageEvent) => this.receive(event);
  /** Called when the session could not be loaded (elements emit loaderror). */
  onSessionError: ((error: PayloadOf<'controller/session-error'>['error']) => void) | null = null;

  constructor(private readonly settings: ControllerSettings) {
    this.frame = createFrame(
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
    window.addEventListener('message', this.onMessage);
    this.send('controller/init', {
      publishableKey: settings.publishableKey,
      apiVersion: settings.apiVersion,
      elementsOptions: settings.elementsOptions,
      ...(settings.stripeAccount ? { stripeAccount: settings.stripeAccount } : {}),
    });
    appendToBody(this.frame);
  }

  /** Sends a message to the controller frame, after it has loaded. */
  send<T extends MessageType>(type: T, payload: PayloadOf<T>, requestId?: string): void {
    const message = envelope(type, { controllerId: this.controllerId, requestId }, payload);
    if (this.loaded) this.post(message);
    else this.queue.push(message);
  }

  /** One call handed to the controller; resolves with what the promise of Stripe.js resolves with. */
  request(method: ControllerMethod, args: Record<string, unknown>, frameIds: string[] = []) {
    const requestId = randomId('req_');
    return new Promise<Record<string, unknown>>((resolve) => {
      this.pending.set(requestId, resolve);
      this.send('controller/request', { method, args, frameIds }, requestId);
    });
  }

  /** Routes the messages of one element frame to its element. */
  registerFrame(frameId: string, frame: HTMLIFrameElement, listener: FrameListener): void {
    this.frames.set(frameId, { frame, listener });
  }

  unregisterFrame(frameId: string): void {
    this.frames.delete(frameId);
  }

  postToFrame(frame: HTMLIFrameElement, message: Envelope): void {
    frame.contentWindow?.postMessage(message, this.settings.origin);
  }

  destroy(): void {
    window.removeEventListener('message', this.onMessage);
    this.frame.remove();
    this.overlay?.remove();
  }

  private post(message: Envelope): void {
    this.frame.contentWindow?.postMessage(message, this.settings.origin);
  }

  private receive(event: MessageEvent): void {
    const sources = [
      this.frame.contentWindow,
      ...[...this.frames.values()].map((f) => f.frame.contentWindow),
    ];
    const message = acceptMessage(event, {
      origin: this.settings.origin,
      sources,
      controllerId: this.controllerId,
      checks: PAGE_CHECKS,
    });
    if (!message) return;
    if (event.source !== this.frame.contentWindow) {
      const target = message.frameId ? this.frames.get(message.frameId) : undefined;
      // An element frame may only speak for itself.
      if (target && target.frame.contentWindow === event.source) target.listener(message);
      return;
    }
    this.fromController(message);
  }

  private fromController(message: Envelope<PageMessageType>): void {
    switch (message.type) {
      case 'controller/loaded': {
        this.loaded = true;
        const queued = this.queue;
        this.queue = [];
        for (const item of queued) this.post(item);
        return;
      }
      case 'controller/response': {
        const resolve = message.requestId ? this.pending.get(message.requestId) : undefined;
        if (!resolve || !message.requestId) return;
        this.pending.delete(message.requestId);
        resolve(message.payload.result);
        return;
      }
      case 'controller/show-challenge':
        this.showOverlay(message.payload.frameId);
        return;
      case 'controller/hide-challenge':
        this.overlay?.remove();
        this.overlay = null;
        return;
      case 'controller/navigate':
        navigate(message.payload.url);
        return;
      case 'controller/session-error':
        this.onSessionError?.(message.payload.error);
        return;
      default:
        return;
    }
  }

  private showOverlay(frameId: string): void {
    this.overlay?.remove();
    this.overlay = createFrame(
      this.settings.origin,
      {
        component: 'challenge',
        controllerId: this.controllerId,
        frameId,
        parentOrigin: window.location.origin,
        apiVersion: this.settings.apiVersion,
        locale: this.settings.locale,
      },
      'overlay',
      'Payframe authentication',
    );
    appendToBody(this.overlay);
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
