import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listSecretKeys, publishableKeyOf, revealSecretKey, rollSecretKey } from '../accounts/index.js';
import type { AppContext } from '../kernel/app-context.js';
import { ApiError, invalidRequest, rateLimited } from '../kernel/errors.js';
import { requireSession } from './guard.js';
import type { LoginLimiter } from './login-limiter.js';
import { checkCredentials } from './operators.js';
import type { OperatorSession } from './sessions.js';

/** How long a rolled key keeps working, as Stripe offers it: now, 1 hour, 24 hours, 3 or 7 days. */
export const ROLL_EXPIRIES = [0, 3600, 86_400, 3 * 86_400, 7 * 86_400] as const;

/**
 * Showing or replacing a secret key asks for the operator's password again: a session left open
 * on someone's screen is not enough to take a key away. Wrong passwords count against the same
 * limits as sign-ins (per address and per e-mail, in the database).
 */
async function reauthenticate(
  request: FastifyRequest,
  app: AppContext,
  limiter: LoginLimiter,
  session: OperatorSession,
): Promise<void> {
  const password = (request.body as Record<string, unknown> | undefined)?.password;
  if (typeof password !== 'string' || password === '')
    throw invalidRequest('Enter your password.', 'password');
  const keys = [`ip ${request.ip}`, `email ${session.email.toLowerCase()}`];
  if (await limiter.blocked(app.db, keys)) {
    throw rateLimited('Too many failed sign-ins. Wait a few minutes before trying again.');
  }
  const operator = await checkCredentials(app.db, session.email, password.slice(0, 1024));
  if (!operator || operator.id !== session.id) {
    await limiter.fail(app.db, keys);
    throw new ApiError(401, {
      type: 'invalid_request_error',
      code: 'invalid_credentials',
      message: 'The password is wrong.',
      param: 'password',
    });
  }
  await limiter.succeed(app.db, keys);
}

const noKey = () =>
  invalidRequest(
    'This mode has no secret key: create one with payframe keys.',
    undefined,
    'resource_missing',
    404,
  );

/** Developers → API keys: the mode's keys, a secret key revealed once, a key rolled. */
export function registerKeyRoutes(http: FastifyInstance, app: AppContext, limiter: LoginLimiter): void {
  http.get('/dashboard/api/keys', async (request) => {
    const session = await requireSession(request, app, { write: false });
    const secrets = await listSecretKeys(app.db, app.vault, session.accountId, session.livemode);
    return {
      publishable: (await publishableKeyOf(app.db, session.accountId, session.livemode)) ?? null,
      secret_masked: secrets.find((key) => key.expires_at === null)?.masked ?? null,
      secret_keys: secrets,
    };
  });

  http.post('/dashboard/api/keys/reveal', async (request) => {
    const session = await requireSession(request, app, { write: true });
    await reauthenticate(request, app, limiter, session);
    const outcome = await revealSecretKey(app.db, app.vault, session.accountId, session.livemode);
    if (outcome === 'not_found') throw noKey();
    if (outcome === 'already_revealed') {
      throw invalidRequest(
        'This secret key was already revealed once. Roll it to get a new key you can see.',
        undefined,
        'secret_key_already_revealed',
      );
    }
    return { secret: outcome.key };
  });

  http.post('/dashboard/api/keys/roll', async (request) => {
    const session = await requireSession(request, app, { write: true });
    const expiresIn = Number((request.body as Record<string, unknown> | undefined)?.expires_in ?? 0);
    if (!(ROLL_EXPIRIES as readonly number[]).includes(expiresIn)) {
      throw invalidRequest(`expires_in must be one of ${ROLL_EXPIRIES.join(', ')} (seconds).`, 'expires_in');
    }
    await reauthenticate(request, app, limiter, session);
    const rolled = await rollSecretKey(app.db, app.vault, session.accountId, session.livemode, expiresIn);
    if (!rolled) throw noKey();
    app.authenticator.forget(rolled.oldHash);
    app.log.info(
      { account: session.accountId, livemode: session.livemode, operator: session.id, expires_in: expiresIn },
      'secret key rolled',
    );
    return { secret: rolled.key, previous_expires_at: rolled.oldExpiresAt };
  });
}
