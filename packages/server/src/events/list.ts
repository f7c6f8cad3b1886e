import { sql } from 'kysely';
import { invalidRequest, resourceMissing } from '../http/errors.js';
import { parseData } from '../store/resources.js';
import type { Db, ListObject, Scope } from '../store/types.js';
import type { ListEventsParams } from './params.js';

const MAX_TYPES = 20;

/** `customer.*` as a LIKE pattern: `*` matches anything, `%` and `_` match themselves. */
function likePattern(type: string): string {
  return type.replace(/[\\%_]/g, (c) => `\\${c}`).replaceAll('*', '%');
}

function checkPage(params: ListEventsParams): void {
  const limit = params.limit ?? 10;
  if (limit < 1 || limit > 100) {
    throw invalidRequest(
      limit < 1
        ? 'This value must be greater than or equal to 1.'
        : 'This value must be less than or equal to 100.',
      'limit',
      'parameter_invalid_integer',
    );
  }
  if (params.starting_after && params.ending_before) {
    throw invalidRequest(
      'You may only specify one of these parameters: starting_after, ending_before.',
      'ending_before',
    );
  }
  if (params.type !== undefined && params.types !== undefined)
    throw invalidRequest('You may only specify one of these parameters: type, types.', 'types');
  if (params.types && params.types.length > MAX_TYPES)
    throw invalidRequest(`Invalid types: must list at most ${MAX_TYPES} event types`, 'types');
}

/**
 * Events of one account and mode, newest first, with Stripe's cursor pagination and the
 * filters the events list takes: `type` or `types[]` (with `*` wildcards), `created`,
 * `delivery_success`.
 */
export async function listEvents(db: Db, scope: Scope, params: ListEventsParams): Promise<ListObject> {
  checkPage(params);
  const limit = params.limit ?? 10;
  let query = db
    .selectFrom('events')
    .select(['seq', 'data'])
    .where('account_id', '=', scope.accountId)
    .where('livemode', '=', scope.livemode);

  const types = params.type !== undefined ? [params.type] : params.types;
  if (types) {
    query = query.where((eb) =>
      eb.or(types.map((t) => (t.includes('*') ? eb('type', 'like', likePattern(t)) : eb('type', '=', t)))),
    );
  }
  const pending = sql<number>`coalesce((data->>'pending_webhooks')::int, 0)`;
  if (params.delivery_success === true)
    query = query.where('dispatch_pending', '=', false).where(pending, '=', 0);
  if (params.delivery_success === false)
    query = query.where((eb) => eb.or([eb('dispatch_pending', '=', true), eb(pending, '>', 0)]));

  const created = params.created;
  if (typeof created === 'number') query = query.where('created', '=', created);
  else if (created) {
    if (created.gt !== undefined) query = query.where('created', '>', created.gt);
    if (created.gte !== undefined) query = query.where('created', '>=', created.gte);
    if (created.lt !== undefined) query = query.where('created', '<', created.lt);
    if (created.lte !== undefined) query = query.where('created', '<=', created.lte);
  }

  const cursorId = params.starting_after ?? params.ending_before;
  if (cursorId) {
    const cursor = await db
      .selectFrom('events')
      .select('seq')
      .where('id', '=', cursorId)
      .where('account_id', '=', scope.accountId)
      .where('livemode', '=', scope.livemode)
      .executeTakeFirst();
    if (!cursor)
      throw resourceMissing('event', cursorId, params.starting_after ? 'starting_after' : 'ending_before');
    query = query.where('seq', params.starting_after ? '<' : '>', cursor.seq);
  }
  const newestFirst = !params.ending_before;
  const rows = await query
    .orderBy('seq', newestFirst ? 'desc' : 'asc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  if (!newestFirst) page.reverse();
  return {
    object: 'list',
    data: page.map((r) => parseData(r.data)),
    has_more: rows.length > limit,
    url: '/v1/events',
  };
}
