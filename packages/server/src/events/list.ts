import { sql } from 'kysely';
import { invalidRequest } from '../kernel/errors.js';
import { type ListCondition, listResources } from '../kernel/list.js';
import type { Db, ListObject, Scope } from '../store/types.js';
import type { ListEventsParams } from './params.js';
import { pendingWebhooksOf } from './pending-webhooks.js';

const MAX_TYPES = 20;

/** `customer.*` as a LIKE pattern: `*` matches anything, `%` and `_` match themselves. */
function likePattern(type: string): string {
  return type.replace(/[\\%_]/g, (c) => `\\${c}`).replaceAll('*', '%');
}

/** The filters only the events list takes: `type` or `types[]` (with `*` wildcards), `delivery_success`. */
function eventConditions(params: ListEventsParams): ListCondition<'events'>[] {
  if (params.type !== undefined && params.types !== undefined)
    throw invalidRequest('You may only specify one of these parameters: type, types.', 'types');
  if (params.types && params.types.length > MAX_TYPES)
    throw invalidRequest(`Invalid types: must list at most ${MAX_TYPES} event types`, 'types');
  const conditions: ListCondition<'events'>[] = [];
  const types = params.type !== undefined ? [params.type] : params.types;
  if (types) {
    conditions.push((eb) =>
      eb.or(types.map((t) => (t.includes('*') ? eb('type', 'like', likePattern(t)) : eb('type', '=', t)))),
    );
  }
  const pending = pendingWebhooksOf(sql.ref('events.id'));
  if (params.delivery_success === true)
    conditions.push((eb) => eb.and([eb('dispatch_pending', '=', false), eb(pending, '=', 0)]));
  if (params.delivery_success === false)
    conditions.push((eb) => eb.or([eb('dispatch_pending', '=', true), eb(pending, '>', 0)]));
  return conditions;
}

/** Events of one account and mode, newest first, with Stripe's cursor pagination and `created`. */
export async function listEvents(db: Db, scope: Scope, params: ListEventsParams): Promise<ListObject> {
  return listResources(db, 'events', scope, params, '/v1/events', {}, eventConditions(params));
}
