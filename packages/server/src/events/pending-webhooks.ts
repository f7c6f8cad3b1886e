import { sql } from 'kysely';
import type { Db } from '../store/types.js';

/**
 * `pending_webhooks` lives inside the event's JSON, so retrieve, list and the webhook body
 * all read one value. Dispatch sets it and clears `dispatch_pending` in one statement.
 */
export async function markDispatched(db: Db, eventIds: string[], pendingWebhooks: number): Promise<void> {
  if (eventIds.length === 0) return;
  await db
    .updateTable('events')
    .set({
      dispatch_pending: false,
      data: sql<string>`jsonb_set(data, '{pending_webhooks}', to_jsonb(${pendingWebhooks}::int))`,
    })
    .where('id', 'in', eventIds)
    .execute();
}

/** One delivery fewer to wait for: it succeeded, or its endpoint is gone. Never below zero. */
export async function decrementPendingWebhooks(db: Db, eventId: string, by = 1): Promise<void> {
  await db
    .updateTable('events')
    .set({
      data: sql<string>`jsonb_set(data, '{pending_webhooks}',
        to_jsonb(greatest(coalesce((data->>'pending_webhooks')::int, 0) - ${by}::int, 0)))`,
    })
    .where('id', '=', eventId)
    .execute();
}
