import { markDispatched } from '../events/pending-webhooks.js';
import { newId, nowSeconds } from '../kernel/ids.js';
import { parseData } from '../store/resources.js';
import type { Db } from '../store/types.js';
import { wantsEvent } from './endpoint.js';

const BATCH = 100;

interface Listener {
  id: string;
  accountId: string;
  livemode: boolean;
  connect: boolean;
  enabledEvents: string[];
}

/**
 * Turns up to one batch of recorded events into deliveries: one per enabled endpoint of the
 * event's account and mode that wants its type, plus the `connect` endpoints of the platform
 * when the event happened on a connected account. Says how many deliveries it made and whether
 * more events may be waiting. `skip locked` lets several server instances dispatch side by side.
 */
export async function dispatchBatch(
  db: Db,
  now = Date.now(),
): Promise<{ deliveries: number; more: boolean }> {
  return db.transaction().execute(async (tx) => {
    const events = await tx
      .selectFrom('events')
      .select(['id', 'account_id', 'livemode', 'type'])
      .where('dispatch_pending', '=', true)
      .orderBy('seq')
      .limit(BATCH)
      .forUpdate()
      .skipLocked()
      .execute();
    if (events.length === 0) return { deliveries: 0, more: false };

    const accountIds = [...new Set(events.map((e) => e.account_id))];
    const parents = await tx
      .selectFrom('accounts')
      .select(['id', 'parent_id'])
      .where('id', 'in', accountIds)
      .where('parent_id', 'is not', null)
      .execute();
    const parentOf = new Map(parents.map((a) => [a.id, a.parent_id!]));
    const owners = [...new Set([...accountIds, ...parentOf.values()])];
    const listeners: Listener[] = (
      await tx
        .selectFrom('webhook_endpoints')
        .select(['id', 'account_id', 'livemode', 'connect', 'data'])
        .where('account_id', 'in', owners)
        .where('disabled', '=', false)
        .execute()
    ).map((row) => ({
      id: row.id,
      accountId: row.account_id,
      livemode: row.livemode,
      connect: row.connect,
      enabledEvents: parseData(row.data).enabled_events as string[],
    }));

    const deliveries = [];
    for (const event of events) {
      const targets = listeners.filter(
        (l) =>
          l.livemode === event.livemode &&
          (l.connect ? parentOf.get(event.account_id) === l.accountId : l.accountId === event.account_id) &&
          wantsEvent(l.enabledEvents, event.type),
      );
      for (const target of targets) {
        deliveries.push({
          id: newId('whd'),
          account_id: target.accountId,
          livemode: event.livemode,
          event_id: event.id,
          endpoint_id: target.id,
          next_attempt_at: now,
          status: 'pending' as const,
          created: nowSeconds(),
        });
      }
    }
    if (deliveries.length > 0) await tx.insertInto('webhook_deliveries').values(deliveries).execute();
    await markDispatched(
      tx,
      events.map((e) => e.id),
    );
    return { deliveries: deliveries.length, more: events.length === BATCH };
  });
}
