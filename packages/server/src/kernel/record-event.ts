import { CompiledQuery } from 'kysely';
import { DEFER } from '../db/statement-batching.js';
import type { Db, Scope, StripeObject } from '../store/types.js';
import { newId, nowSeconds } from './ids.js';

export interface EventInput {
  type: string;
  object: StripeObject;
  /** For `*.updated` events: the changed fields' values before the change. */
  previousAttributes?: Record<string, unknown> | undefined;
  requestId: string | null;
  idempotencyKey: string | null;
  apiVersion: string;
}

/**
 * The event row. `dispatch_pending` is set only when an enabled endpoint wants the event
 * (the account's own endpoints, or its platform's `connect` ones; the dispatcher's choice):
 * an event nobody listens to is written once and never touched again. An endpoint created
 * while the event's transaction is under way may therefore miss it, as at Stripe, where an
 * endpoint receives the events created after it.
 */
const INSERT_EVENT = `${DEFER}insert into "events" ("id", "account_id", "livemode", "created", "data", "type", "dispatch_pending")
  values ($1, $2, $3, $4, $5, $6, exists (select 1 from "webhook_endpoints" w
    where not w."disabled" and w."livemode" = $3
      and (w."data"->'enabled_events' ? '*' or w."data"->'enabled_events' ? $6)
      and (w."account_id" = $2 and not w."connect"
        or w."connect" and w."account_id" = (select "parent_id" from "accounts" where "id" = $2))))`;

/**
 * Writes an event in the caller's transaction, so an event exists exactly when the change
 * it reports was committed. The webhook dispatcher picks it up from `dispatch_pending`.
 * The object is serialised here, which is the snapshot: later changes to it in the same
 * request do not change what this event says.
 */
export async function recordEvent(db: Db, scope: Scope, input: EventInput): Promise<string> {
  const created = nowSeconds();
  const event: StripeObject = {
    id: newId('evt'),
    object: 'event',
    api_version: input.apiVersion,
    created,
    data: {
      object: input.object,
      ...(input.previousAttributes ? { previous_attributes: input.previousAttributes } : {}),
    },
    livemode: scope.livemode,
    pending_webhooks: 0,
    request: { id: input.requestId, idempotency_key: input.idempotencyKey },
    type: input.type,
  };
  // A new random id cannot collide: the insert rides with the transaction's next statement.
  await db.executeQuery(
    CompiledQuery.raw(INSERT_EVENT, [
      event.id,
      scope.accountId,
      scope.livemode,
      created,
      JSON.stringify(event),
      input.type,
    ]),
  );
  return event.id;
}

/** The top-level fields whose values differ, with their old values: `previous_attributes`. */
export function changedAttributes(
  before: StripeObject,
  after: StripeObject,
): Record<string, unknown> | undefined {
  const changed: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changed[key] = before[key] ?? null;
  }
  return Object.keys(changed).length > 0 ? changed : undefined;
}
