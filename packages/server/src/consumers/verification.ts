import type { AppContext } from '../app-context.js';
import type { RequestContext } from '../http/route.js';
import { newId, nowSeconds } from '../ids.js';
import { consumerErrors } from './errors.js';
import { type ConsumerNotifier, LogOutboxNotifier } from './notifier.js';
import { attemptCode, newCode, newCodeState } from './one-time-code.js';
import { type ConsumerSession, saveSessionData, type VerificationSession } from './sessions.js';

const defaultNotifiers = new WeakMap<AppContext, ConsumerNotifier>();

export function notifierOf(app: AppContext): ConsumerNotifier {
  if (app.consumerNotifier) return app.consumerNotifier;
  let notifier = defaultNotifiers.get(app);
  if (!notifier) {
    notifier = new LogOutboxNotifier(() => app.log);
    defaultNotifiers.set(app, notifier);
  }
  return notifier;
}

/**
 * Codes are kept as an HMAC under the server's key, bound to the session: a copy of the
 * database alone does not give the million possible codes away.
 */
function codeHasher(app: AppContext, sessionId: string): (code: string) => string {
  return (code) => app.vault.fingerprint(`consumer-code:${sessionId}`, code);
}

/**
 * Sends a new one-time code by SMS or e-mail: a new STARTED verification session replaces
 * any earlier one of this session, and its code replaces the earlier code (which then no
 * longer verifies), so asking again is how a locked or expired code is left behind.
 */
export async function startVerification(
  ctx: RequestContext<unknown>,
  session: ConsumerSession,
  type: 'SMS' | 'EMAIL',
): Promise<ConsumerSession> {
  const { consumer } = session;
  if (type === 'SMS' && !consumer.phone) throw consumerErrors.noPhone();
  const code = newCode();
  const now = nowSeconds();
  const state = newCodeState(codeHasher(ctx.app, session.id)(code), now);
  const verification: VerificationSession = { id: newId('vs'), type, state: 'STARTED' };
  session.data = {
    verification_sessions: [
      ...session.data.verification_sessions.filter((v) => v.state === 'VERIFIED' || v.type === 'SIGNUP'),
      verification,
    ],
    code: { ...state, type },
  };
  await saveSessionData(ctx.db, session);
  await notifierOf(ctx.app).send(
    {
      livemode: consumer.livemode,
      consumerId: consumer.id,
      channel: type === 'SMS' ? 'sms' : 'email',
      to: type === 'SMS' ? (consumer.phone as string) : consumer.email,
      code,
      expiresAt: state.expires_at,
    },
    ctx.db,
  );
  return session;
}

/**
 * Checks an entered code. A wrong code is an error whose writes are kept (the attempt is
 * counted even though the answer is a 400), so guessing is bounded by CODE_MAX_ATTEMPTS.
 */
export async function confirmVerification(
  ctx: RequestContext<unknown>,
  session: ConsumerSession,
  type: 'SMS' | 'EMAIL',
  entered: string,
): Promise<ConsumerSession> {
  const pending = session.data.code;
  const started = session.data.verification_sessions.find((v) => v.type === type && v.state === 'STARTED');
  if (!pending || pending.type !== type || !started) throw consumerErrors.noActiveVerification();
  const outcome = attemptCode(pending, entered, codeHasher(ctx.app, session.id), {
    now: nowSeconds(),
    livemode: session.consumer.livemode,
  });
  session.data.code = { ...outcome.state, type };
  if (outcome.result === 'verified') {
    started.state = 'VERIFIED';
    session.data.code = null;
    await saveSessionData(ctx.db, session);
    return session;
  }
  await saveSessionData(ctx.db, session);
  switch (outcome.result) {
    case 'wrong':
      throw consumerErrors.codeInvalid(outcome.remaining).committed();
    case 'expired':
      throw consumerErrors.codeExpired().committed();
    default:
      throw consumerErrors.codeLocked().committed();
  }
}
