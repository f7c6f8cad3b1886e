import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../kernel/app-context.js';
import { ApiError, invalidRequest, rateLimited } from '../kernel/errors.js';
import { checkSameOrigin, clearSessionCookie, requireSession, setSessionCookie, signOut } from './guard.js';
import type { LoginLimiter } from './login-limiter.js';
import { checkCredentials } from './operators.js';
import { setSessionMode, startSession } from './sessions.js';

/** Sign-in, sign-out, the current session (with its CSRF token) and the test/live mode switch. */
export function registerAuthRoutes(http: FastifyInstance, app: AppContext, limiter: LoginLimiter): void {
  http.post('/dashboard/api/login', async (request, reply) => {
    checkSameOrigin(request, app);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { email, password } = body;
    if (typeof email !== 'string' || email === '')
      throw invalidRequest('Enter your e-mail address.', 'email');
    if (typeof password !== 'string' || password === '')
      throw invalidRequest('Enter your password.', 'password');
    const keys = [`ip ${request.ip}`, `email ${email.trim().toLowerCase()}`];
    if (await limiter.blocked(app.db, keys)) {
      throw rateLimited('Too many failed sign-ins. Wait a few minutes before trying again.');
    }
    const operator = await checkCredentials(app.db, email, password.slice(0, 1024));
    if (!operator) {
      await limiter.fail(app.db, keys);
      throw new ApiError(401, {
        type: 'invalid_request_error',
        code: 'invalid_credentials',
        message: 'The e-mail or the password is wrong.',
      });
    }
    await limiter.succeed(app.db, keys);
    const { token, session } = await startSession(app.db, operator);
    setSessionCookie(request, reply, app, token);
    return sessionView(session);
  });

  http.post('/dashboard/api/logout', async (request, reply) => {
    await requireSession(request, app, { write: true });
    await signOut(request, app);
    clearSessionCookie(request, reply, app);
    return { signed_out: true };
  });

  http.get('/dashboard/api/session', async (request) => {
    return sessionView(await requireSession(request, app, { write: false }));
  });

  http.post('/dashboard/api/mode', async (request) => {
    const session = await requireSession(request, app, { write: true });
    const livemode = (request.body as Record<string, unknown> | undefined)?.livemode;
    if (typeof livemode !== 'boolean') throw invalidRequest('livemode must be true or false.', 'livemode');
    await setSessionMode(app.db, session.tokenHash, livemode);
    return sessionView({ ...session, livemode });
  });
}

function sessionView(session: {
  email: string;
  accountId: string;
  livemode: boolean;
  csrfToken: string;
  expiresMs: number;
}) {
  return {
    email: session.email,
    account: session.accountId,
    livemode: session.livemode,
    csrf_token: session.csrfToken,
    expires_at: Math.floor(session.expiresMs / 1000),
  };
}
