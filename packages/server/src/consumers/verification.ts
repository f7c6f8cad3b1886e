import type { AppContext } from '../kernel/app-context.js';
import { newId, nowSeconds } from '../kernel/ids.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { parseData } from '../store/index.js';
import type { Db } from '../store/types.js';
import type { ConsumerAccount } from './accounts.js';
import { consumerErrors } from './errors.js';
import { type ConsumerNotifier, LogOutboxNotifier } from './notifier.js';
import { attemptCode, newCode, newCodeState } from './one-time-code.js';
import { type ConsumerSession, saveSessionData, type VerificationSession } from './sessions.js';

/** Codes one consumer may be sent within CODE_SEND_WINDOW_SECONDS. */
export const CODES_PER_WINDOW = 10;
export const CODE_SEND_WINDOW_SECONDS = 60 * 60;

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
 * Counts a code sent to a consumer, across all their sessions (a lookup makes a new session
 * each time), and refuses past CODES_PER_WINDOW: each code is a message someone pays for.
 */
async function countCodeSend(db: Db, consumerId: string, now: number): Promise<void> {
  const row = await db
    .selectFrom('consumer_accounts')
    .select('data')
    .where('id', '=', consumerId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const account = parseData(row.data) as unknown as ConsumerAccount & { code_sends?: number[] };
  const recent = (account.code_sends ?? []).filter((at) => at > now - CODE_SEND_WINDOW_SECONDS);
  if (recent.length >= CODES_PER_WINDOW) throw consumerErrors.tooManyCodes();
  await db
    .updateTable('consumer_accounts')
    .set({ data: JSON.stringify({ ...account, code_sends: [...recent, now] }) })
    .where('id', '=', consumerId)
    .execute();
}

/**
 * Sends a new one-time code by SMS or e-mail: a new STARTED verification session replaces
 * any earlier one of this session, and its code replaces the earlier code (which then no
 * longer verifies), so asking again is how a locked or expired code is left behind.
 */
export async function startVerification(
  ctx: ServiceContext,
  session: ConsumerSession,
  type: 'SMS' | 'EMAIL',
): Promise<ConsumerSession> {
  const { consumer } = session;
  if (type === 'SMS' && !consumer.phone) throw consumerErrors.noPhone();
  const now = nowSeconds();
  await countCodeSend(ctx.db, consumer.id, now);
  const code = newCode();
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
      accountId: ctx.scope.accountId,
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
  ctx: ServiceContext,
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
