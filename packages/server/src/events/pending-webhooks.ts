import { type Expression, sql } from 'kysely';
import type { Db, StripeObject } from '../store/types.js';

/*
 * An event's delivery state lives in its deliveries, never in the event row: the row is
 * written once, and `pending_webhooks` is counted when the event is read. It counts the
 * deliveries not delivered yet: pending, or failed for good (Stripe's "not yet successfully
 * delivered"); a succeeded or canceled one (its endpoint deleted) no longer counts.
 */

/** `pending_webhooks` of the event whose id `eventId` is, as a SQL expression. */
export function pendingWebhooksOf(eventId: Expression<unknown>) {
  return sql<number>`(select count(*)::int from "webhook_deliveries" "pw"
    where "pw"."event_id" = ${eventId} and "pw"."status" in ('pending', 'failed'))`;
}

/** Sets `pending_webhooks` on events read from their rows, in one query. */
export async function withPendingWebhooks<T extends StripeObject>(db: Db, events: T[]): Promise<T[]> {
  if (events.length === 0) return events;
  const rows = await db
    .selectFrom('webhook_deliveries')
    .select(['event_id', sql<number>`count(*)::int`.as('n')])
    .where(
      'event_id',
      'in',
      events.map((e) => e.id),
    )
    .where('status', 'in', ['pending', 'failed'])
    .groupBy('event_id')
    .execute();
  const counts = new Map(rows.map((r) => [r.event_id, Number(r.n)]));
  for (const event of events) (event as StripeObject).pending_webhooks = counts.get(event.id) ?? 0;
  return events;
}

/** The dispatcher made these events' deliveries (or found none to make). */
export async function markDispatched(db: Db, eventIds: string[]): Promise<void> {
  if (eventIds.length === 0) return;
  await db.updateTable('events').set({ dispatch_pending: false }).where('id', 'in', eventIds).execute();
}
