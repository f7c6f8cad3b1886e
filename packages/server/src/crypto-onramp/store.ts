import { timingSafeEqual } from 'node:crypto';
import { invalidRequest, resourceMissing } from '../kernel/errors.js';
import { insertResource, parseData, updateResource } from '../store/index.js';
import type { Db, Scope } from '../store/types.js';
import { type OnrampFlow, type OnrampSession, sessionIdOf } from './session.js';

const TABLE = 'crypto_onramp_sessions';
const NOUN = 'crypto onramp session';

type Ctx = { db: Db; scope: Scope };

const columns = (session: OnrampSession, flow: OnrampFlow, deliverAt: number | null) => ({
  status: session.status,
  flow: JSON.stringify(flow),
  deliver_at: deliverAt,
});

export const insertSession = (ctx: Ctx, session: OnrampSession, flow: OnrampFlow) =>
  insertResource(ctx.db, TABLE, ctx.scope, session, columns(session, flow, null));

export const saveSession = (
  ctx: Ctx,
  session: OnrampSession,
  flow: OnrampFlow,
  deliverAt: number | null = null,
) => updateResource(ctx.db, TABLE, ctx.scope, session, columns(session, flow, deliverAt));

export interface StoredSession {
  session: OnrampSession;
  flow: OnrampFlow;
}

/** A session and its flow, locked for the change the caller is about to make when asked. */
export async function getSession(ctx: Ctx, id: string, forUpdate = false): Promise<StoredSession> {
  let query = ctx.db
    .selectFrom(TABLE)
    .select(['data', 'flow'])
    .where('id', '=', id)
    .where('account_id', '=', ctx.scope.accountId)
    .where('livemode', '=', ctx.scope.livemode);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw resourceMissing(NOUN, id);
  return {
    session: parseData(row.data) as OnrampSession,
    flow: parseData(row.flow) as unknown as OnrampFlow,
  };
}

/** The session a browser's client secret names (compared in constant time). */
export async function sessionBySecret(
  ctx: Ctx,
  clientSecret: string,
  forUpdate = false,
): Promise<StoredSession> {
  const id = sessionIdOf(clientSecret);
  const mismatch = () =>
    invalidRequest(
      'The client_secret provided does not match any crypto onramp session on this account.',
      'client_secret',
      'resource_missing',
      404,
    );
  if (!id) throw mismatch();
  let stored: StoredSession;
  try {
    stored = await getSession(ctx, id, forUpdate);
  } catch {
    throw mismatch();
  }
  const a = Buffer.from(clientSecret);
  const b = Buffer.from(stored.session.client_secret);
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw mismatch();
  return stored;
}

/** The next paid purchase due to be delivered, locked (others' locks skipped). */
export async function nextDelivery(db: Db, filter: { dueBy: number; skipLocked: true }) {
  return db
    .selectFrom(TABLE)
    .select(['id', 'account_id', 'livemode'])
    .where('deliver_at', 'is not', null)
    .where('deliver_at', '<=', filter.dueBy)
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}
