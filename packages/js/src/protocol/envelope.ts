import { isObject, optStr, str } from './checks.js';
import type { Envelope, MessageType, PayloadChecks, PayloadOf } from './messages.js';

export const PROTOCOL = 'payframe/1';

export interface EnvelopeIds {
  controllerId: string;
  frameId?: string;
  requestId?: string;
}

/** Builds a message; the only way messages are made, so every one has the same shape. */
export function envelope<T extends MessageType>(type: T, ids: EnvelopeIds, payload: PayloadOf<T>): Envelope {
  return { protocol: PROTOCOL, type, ...ids, payload } as Envelope;
}

/**
 * The shape check: protocol, a type this side receives, string ids, and a payload that passes
 * its type's check. Anything else is not a message of ours.
 */
export function isEnvelope<T extends MessageType>(
  value: unknown,
  checks: PayloadChecks<T>,
): value is Envelope<T> {
  if (!isObject(value) || value.protocol !== PROTOCOL) return false;
  const { type, controllerId } = value;
  return (
    str(type) &&
    Object.keys(checks).includes(type) &&
    str(controllerId) &&
    controllerId !== '' &&
    optStr(value.frameId) &&
    optStr(value.requestId) &&
    checks[type as T](value.payload)
  );
}
