import type { FastifyRequest } from 'fastify';
import type { Auth } from '../routing/caller.js';

/** Who made each request that got past authentication, for the request log written after it. */
const callers = new WeakMap<FastifyRequest, Auth>();

export function noteCaller(request: FastifyRequest, auth: Auth): void {
  callers.set(request, auth);
}

export function callerOf(request: FastifyRequest): Auth | undefined {
  return callers.get(request);
}
