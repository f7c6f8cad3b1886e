import {
  acceptMessage,
  type Envelope,
  envelope,
  FRAME_CHECKS,
  type FrameHash,
  type FrameMessageType,
  type MessageType,
  type PayloadOf,
} from '@payframe/js/protocol';

/**
 * The frame's line to the merchant page: every message names the parent origin from the
 * frame's hash as its target, and only messages from that origin and from `window.parent`
 * are read.
 */
export class ParentLink {
  constructor(private readonly hash: FrameHash) {}

  /** The merchant page's origin (wallet-config asks whether its domain is registered). */
  get pageOrigin(): string {
    return this.hash.parentOrigin;
  }

  send<T extends MessageType>(type: T, payload: PayloadOf<T>, requestId?: string): void {
    if (window.parent === window) return;
    const ids = { controllerId: this.hash.controllerId, frameId: this.hash.frameId, requestId };
    window.parent.postMessage(envelope(type, ids, payload), this.hash.parentOrigin);
  }

  /** Listens to the merchant page; returns the function that stops listening. */
  listen(handler: (message: Envelope<FrameMessageType>) => void): () => void {
    const onMessage = (event: MessageEvent) => {
      const message = acceptMessage(event, {
        origin: this.hash.parentOrigin,
        sources: [window.parent],
        controllerId: this.hash.controllerId,
        checks: FRAME_CHECKS,
      });
      // Messages for another element frame of the group are not this frame's business.
      if (!message || (message.frameId !== undefined && message.frameId !== this.hash.frameId)) return;
      handler(message);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }
}
