import { sql } from 'kysely';
import { pendingWebhooksOf } from '../events/pending-webhooks.js';
import { parseData } from '../store/resources.js';
import type { Db, StripeObject } from '../store/types.js';

/** A due delivery with what sending it needs: the event, the endpoint's URL and sealed secret. */
export interface ClaimedDelivery {
  id: string;
  attempts: number;
  eventId: string;
  endpointId: string;
  /** The account the event happened on: named in the body sent to a `connect` endpoint. */
  eventAccount: string;
  event: StripeObject;
  url: string;
  secretSealed: string;
  connect: boolean;
}

/**
 * Takes up to `limit` due deliveries of enabled endpoints and leases them until `leaseUntil`
 * (epoch ms): `skip locked` lets several server instances claim side by side without taking
 * the same one, and a sender that dies mid-request leaves its delivery due again at lease end.
 */
export async function claimDueDeliveries(
  db: Db,
  now: number,
  leaseUntil: number,
  limit: number,
): Promise<ClaimedDelivery[]> {
  return db.transaction().execute(async (tx) => {
    const rows = await tx
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
      .innerJoin('events as ev', 'ev.id', 'd.event_id')
      .select([
        'd.id',
        'd.attempts',
        'd.event_id',
        'd.endpoint_id',
        'ev.account_id as event_account',
        'ev.data as event',
        pendingWebhooksOf(sql.ref('ev.id')).as('pending_webhooks'),
        'e.data as endpoint',
        'e.secret_sealed',
        'e.connect',
      ])
      .where('d.status', '=', 'pending')
      .where('d.next_attempt_at', '<=', now)
      .where('e.disabled', '=', false)
      .orderBy('d.next_attempt_at')
      .limit(limit)
      .forUpdate('d')
      .skipLocked()
      .execute();
    if (rows.length === 0) return [];
    await tx
      .updateTable('webhook_deliveries')
      .set({ next_attempt_at: leaseUntil })
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    return rows.map((r) => ({
      id: r.id,
      attempts: r.attempts,
      eventId: r.event_id,
      endpointId: r.endpoint_id,
      eventAccount: r.event_account,
      event: { ...parseData(r.event), pending_webhooks: Number(r.pending_webhooks) },
      url: String(parseData(r.endpoint).url),
      secretSealed: r.secret_sealed,
      connect: r.connect,
    }));
  });
}

/** A 2xx: the delivery is done, and its event waits for one webhook fewer (pending-webhooks.ts). */
export async function recordSuccess(
  db: Db,
  delivery: ClaimedDelivery,
  status: number,
  body: string | null = null,
): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({
      status: 'succeeded',
      attempts: delivery.attempts + 1,
      last_status: status,
      last_error: null,
      response_body: body,
    })
    .where('id', '=', delivery.id)
    .where('status', '=', 'pending')
    .execute();
}

/** A failed attempt: due again at `retryAt` (epoch ms), or failed for good when there is none. */
export async function recordFailure(
  db: Db,
  delivery: ClaimedDelivery,
  outcome: { status: number | null; error: string; body?: string },
  retryAt: number | undefined,
): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({
      attempts: delivery.attempts + 1,
      last_status: outcome.status,
      last_error: outcome.error,
      response_body: outcome.body ?? null,
      ...(retryAt === undefined ? { status: 'failed' as const } : { next_attempt_at: retryAt }),
    })
    .where('id', '=', delivery.id)
    .where('status', '=', 'pending')
    .execute();
}

/** An attempt cut short by shutdown: due again at once, without counting as an attempt. */
export async function releaseDelivery(db: Db, delivery: ClaimedDelivery, now: number): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({ next_attempt_at: now })
    .where('id', '=', delivery.id)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * In the deleting request's transaction: the endpoint's unsent or failed deliveries will never
 * succeed, so their events stop counting them.
 */
export async function cancelEndpointDeliveries(db: Db, endpointId: string): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({ status: 'canceled' })
    .where('endpoint_id', '=', endpointId)
    .where('status', 'in', ['pending', 'failed'])
    .execute();
}
