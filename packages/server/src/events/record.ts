import { newId, nowSeconds } from '../ids.js';
import { deferWrite } from '../store/deferred.js';
import type { Db, Scope, StripeObject } from '../store/types.js';

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
 * Writes an event in the caller's transaction, so an event exists exactly when the change
 * it reports was committed. The webhook dispatcher picks it up from `dispatch_pending`.
 */
export async function recordEvent(db: Db, scope: Scope, input: EventInput): Promise<StripeObject> {
  const created = nowSeconds();
  const event: StripeObject = {
    id: newId('evt'),
    object: 'event',
    api_version: input.apiVersion,
    created,
    data: {
      // A snapshot: later changes to the object must not change what this event says.
      object: structuredClone(input.object),
      ...(input.previousAttributes ? { previous_attributes: input.previousAttributes } : {}),
    },
    livemode: scope.livemode,
    pending_webhooks: 0,
    request: { id: input.requestId, idempotency_key: input.idempotencyKey },
    type: input.type,
  };
  // A new random id cannot collide: the insert rides with the transaction's next statement.
  await deferWrite(
    db,
    db.insertInto('events').values({
      id: event.id,
      account_id: scope.accountId,
      livemode: scope.livemode,
      created,
      data: JSON.stringify(event),
      type: input.type,
      dispatch_pending: true,
    }),
  );
  return event;
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
