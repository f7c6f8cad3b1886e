import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../kernel/app-context.js';
import { ApiError } from '../kernel/errors.js';
import { endSession, findSession, type OperatorSession, SESSION_TTL_MS } from './sessions.js';

export const COOKIE = 'payframe_dashboard';

/** The cookie header's value for a name (no dependency: one cookie is all the dashboard sets). */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** Secure when the operator reached us over https (directly, or through a trusted proxy). */
function secure(request: FastifyRequest, app: AppContext): boolean {
  return request.protocol === 'https' || app.config.publicUrl.startsWith('https:');
}

/** HTTP-only (no script reads it), SameSite=Strict (no other site sends it), on /dashboard only. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  app: AppContext,
  token: string,
) {
  const flags = ['Path=/dashboard', 'HttpOnly', 'SameSite=Strict', `Max-Age=${SESSION_TTL_MS / 1000}`];
  if (secure(request, app)) flags.push('Secure');
  reply.header('set-cookie', `${COOKIE}=${token}; ${flags.join('; ')}`);
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, app: AppContext) {
  const flags = ['Path=/dashboard', 'HttpOnly', 'SameSite=Strict', 'Max-Age=0'];
  if (secure(request, app)) flags.push('Secure');
  reply.header('set-cookie', `${COOKIE}=; ${flags.join('; ')}`);
}

const forbidden = (message: string) =>
  new ApiError(403, { type: 'invalid_request_error', code: 'csrf', message });

/**
 * A state-changing call must come from the dashboard's own pages: a browser's Origin (or
 * Sec-Fetch-Site) naming another site is refused before anything else is looked at.
 */
export function checkSameOrigin(request: FastifyRequest, app: AppContext): void {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const own = [`${request.protocol}://${request.host}`, new URL(app.config.publicUrl).origin];
    if (!own.includes(origin)) throw forbidden('This request did not come from the dashboard.');
    return;
  }
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    throw forbidden('This request did not come from the dashboard.');
  }
}

function sameToken(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The signed-in operator of a request, or a 401. Writes also need the session's CSRF token in
 * the X-CSRF-Token header (the pages read it from /dashboard/api/session; another site can
 * neither read it nor send the cookie) and a same-origin request.
 */
export async function requireSession(
  request: FastifyRequest,
  app: AppContext,
  options: { write: boolean },
): Promise<OperatorSession> {
  if (options.write) checkSameOrigin(request, app);
  const token = readCookie(request, COOKIE);
  const session = token ? await findSession(app.db, token) : undefined;
  // No WWW-Authenticate header: a browser would answer it with its own password prompt.
  if (!session) {
    throw new ApiError(401, {
      type: 'invalid_request_error',
      message: 'Sign in to the dashboard to continue.',
    });
  }
  if (options.write) {
    const sent = request.headers['x-csrf-token'];
    if (typeof sent !== 'string' || !sameToken(sent, session.csrfToken)) {
      throw forbidden('The CSRF token is missing or wrong: reload the dashboard.');
    }
  }
  return session;
}

export async function signOut(request: FastifyRequest, app: AppContext): Promise<void> {
  const token = readCookie(request, COOKIE);
  const session = token ? await findSession(app.db, token) : undefined;
  if (session) await endSession(app.db, session.tokenHash);
}
