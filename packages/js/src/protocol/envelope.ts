import { type Envelope, MESSAGE_TYPES, type MessageType, type PayloadOf } from './messages.js';

export const PROTOCOL = 'payframe/1';

const KNOWN_TYPES: ReadonlySet<string> = new Set(MESSAGE_TYPES);

export interface EnvelopeIds {
  controllerId: string;
  frameId?: string;
  requestId?: string;
}

/** Builds a message; the only way messages are made, so every one has the same shape. */
export function envelope<T extends MessageType>(type: T, ids: EnvelopeIds, payload: PayloadOf<T>): Envelope {
  const message = { protocol: PROTOCOL, type, controllerId: ids.controllerId, payload } as Envelope;
  if (ids.frameId !== undefined) message.frameId = ids.frameId;
  if (ids.requestId !== undefined) message.requestId = ids.requestId;
  return message;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The shape check: protocol, a known type, string ids, an object payload. */
export function isEnvelope(value: unknown): value is Envelope {
  if (!isPlainObject(value)) return false;
  if (value.protocol !== PROTOCOL) return false;
  if (typeof value.type !== 'string' || !KNOWN_TYPES.has(value.type)) return false;
  if (typeof value.controllerId !== 'string' || value.controllerId.length === 0) return false;
  if (value.frameId !== undefined && typeof value.frameId !== 'string') return false;
  if (value.requestId !== undefined && typeof value.requestId !== 'string') return false;
  return isPlainObject(value.payload);
}
