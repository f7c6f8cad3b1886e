import { isEnvelope } from './envelope.js';
import type { Envelope } from './messages.js';

export interface Expected {
  /** The only origin a message may come from. */
  origin: string;
  /** The windows a message may come from (the frame or parent this side talks to). */
  sources: ReadonlyArray<MessageEventSource | null | undefined>;
  /** The controller group this side belongs to. */
  controllerId: string;
}

/**
 * The receive guard of every `message` handler: the origin, the source window and the shape
 * must all match, else the message is ignored (null). Returns the typed envelope.
 */
export function acceptMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expected: Expected,
): Envelope | null {
  if (event.origin !== expected.origin) return null;
  if (!event.source || !expected.sources.includes(event.source)) return null;
  return acceptChannelMessage(event.data, expected.controllerId);
}

/**
 * The guard for the BroadcastChannel between element frames and their controller: the channel
 * only carries the Payframe origin's own messages, so only the shape and the group are checked.
 */
export function acceptChannelMessage(data: unknown, controllerId: string): Envelope | null {
  if (!isEnvelope(data)) return null;
  if (data.controllerId !== controllerId) return null;
  return data;
}
