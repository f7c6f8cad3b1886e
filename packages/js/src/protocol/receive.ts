import { isEnvelope } from './envelope.js';
import type { Envelope, MessageType, PayloadChecks } from './messages.js';

export interface Expected<T extends MessageType> {
  /** The only origin a message may come from. */
  origin: string;
  /** The windows a message may come from (the frame or parent this side talks to). */
  sources: ReadonlyArray<MessageEventSource | null | undefined>;
  /** The controller group this side belongs to. */
  controllerId: string;
  /** The messages this side receives, each with its payload check (PAGE_CHECKS, FRAME_CHECKS). */
  checks: PayloadChecks<T>;
}

/**
 * The receive guard of every `message` handler: the origin, the source window, the shape and
 * the payload must all match, else the message is ignored (null). Returns the typed envelope.
 */
export function acceptMessage<T extends MessageType>(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expected: Expected<T>,
): Envelope<T> | null {
  if (event.origin !== expected.origin) return null;
  if (!event.source || !expected.sources.includes(event.source)) return null;
  return acceptChannelMessage(event.data, expected.controllerId, expected.checks);
}

/**
 * The guard for the BroadcastChannel between element frames and their controller: the channel
 * only carries the Payframe origin's own messages, so the origin needs no check; the shape, the
 * payload and the group do.
 */
export function acceptChannelMessage<T extends MessageType>(
  data: unknown,
  controllerId: string,
  checks: PayloadChecks<T>,
): Envelope<T> | null {
  return isEnvelope(data, checks) && data.controllerId === controllerId ? data : null;
}
