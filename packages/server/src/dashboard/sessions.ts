import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../store/types.js';
import type { Operator } from './operators.js';

/** A signed-in operator lasts 12 hours from sign-in; signing out ends it at once. */
export const SESSION_TTL_MS = 12 * 3600_000;

export interface OperatorSession extends Operator {
  tokenHash: string;
  csrfToken: string;
  livemode: boolean;
  expiresMs: number;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session: the token goes to the cookie only; the database keeps its hash. */
export async function startSession(
  db: Db,
  operator: Operator,
  now = Date.now(),
): Promise<{ token: string; session: OperatorSession }> {
  const token = randomBytes(32).toString('base64url');
  const session: OperatorSession = {
    ...operator,
    tokenHash: hashToken(token),
    csrfToken: randomBytes(24).toString('base64url'),
    livemode: false,
    expiresMs: now + SESSION_TTL_MS,
  };
  await db
    .insertInto('operator_sessions')
    .values({
      token_hash: session.tokenHash,
      operator_id: operator.id,
      csrf_token: session.csrfToken,
      livemode: false,
      created_ms: now,
      expires_ms: session.expiresMs,
    })
    .execute();
  return { token, session };
}

/** The live session a cookie names, or undefined (unknown, signed out or expired). */
export async function findSession(
  db: Db,
  token: string,
  now = Date.now(),
): Promise<OperatorSession | undefined> {
  const row = await db
    .selectFrom('operator_sessions as s')
    .innerJoin('operators as o', 'o.id', 's.operator_id')
    .select(['s.token_hash', 's.csrf_token', 's.livemode', 's.expires_ms', 'o.id', 'o.account_id', 'o.email'])
    .where('s.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return undefined;
  if (Number(row.expires_ms) <= now) {
    await endSession(db, row.token_hash);
    return undefined;
  }
  return {
    id: row.id,
    accountId: row.account_id,
    email: row.email,
    tokenHash: row.token_hash,
    csrfToken: row.csrf_token,
    livemode: row.livemode,
    expiresMs: Number(row.expires_ms),
  };
}

export async function endSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('operator_sessions').where('token_hash', '=', tokenHash).execute();
}

export async function setSessionMode(db: Db, tokenHash: string, livemode: boolean): Promise<void> {
  await db.updateTable('operator_sessions').set({ livemode }).where('token_hash', '=', tokenHash).execute();
}

export async function pruneSessions(db: Db, now = Date.now()): Promise<void> {
  await db.deleteFrom('operator_sessions').where('expires_ms', '<=', now).execute();
}
