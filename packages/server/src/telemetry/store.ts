import { createHash } from 'node:crypto';
import type { TelemetryEvent } from '@payframe/core/telemetry';
import { newId, nowSeconds } from '../kernel/ids.js';
import type { Db, Scope } from '../store/types.js';

const DAY = 86_400;

/**
 * Whether a checkout session is kept under the sample rate. Decided from the session id alone,
 * so every event of one checkout is kept or none is, on every server instance.
 */
export function sampledIn(session: string, rate: number): boolean {
  if (rate >= 1) return true;
  if (rate <= 0) return false;
  const bucket = createHash('sha256').update(session).digest().readUInt32BE(0) / 0x1_0000_0000;
  return bucket < rate;
}

/** Stores a batch of cleaned events for the caller's account. */
export async function insertEvents(db: Db, scope: Scope, events: readonly TelemetryEvent[]): Promise<void> {
  if (events.length === 0) return;
  const created = nowSeconds();
  await db
    .insertInto('telemetry_events')
    .values(
      events.map((event) => ({
        id: newId('tev'),
        account_id: scope.accountId,
        livemode: scope.livemode,
        created,
        session: event.session,
        name: event.name,
        payment_method_type: event.payment_method_type ?? null,
        element: event.element ?? null,
        decline_code: event.decline_code ?? null,
        error_code: event.error_code ?? null,
        link: event.link ?? null,
      })),
    )
    .execute();
}

/** Deletes the events older than the retention, every account's (the hourly pruning) or one's. */
export async function pruneTelemetry(
  db: Db,
  retentionDays: number,
  now = nowSeconds(),
  scope?: Scope,
): Promise<void> {
  let query = db.deleteFrom('telemetry_events').where('created', '<', now - retentionDays * DAY);
  if (scope) query = query.where('account_id', '=', scope.accountId).where('livemode', '=', scope.livemode);
  await query.execute();
}

export interface StoredEvent {
  created: number;
  session: string;
  name: string;
  payment_method_type: string | null;
  decline_code: string | null;
}

/** The account's events since a time, oldest first. */
export async function eventsSince(db: Db, scope: Scope, since: number): Promise<StoredEvent[]> {
  const rows = await db
    .selectFrom('telemetry_events')
    .select(['created', 'session', 'name', 'payment_method_type', 'decline_code'])
    .where('account_id', '=', scope.accountId)
    .where('livemode', '=', scope.livemode)
    .where('created', '>=', since)
    .orderBy('created')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, created: Number(row.created) }));
}
