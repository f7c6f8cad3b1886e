import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database, ResourceTable } from '../db/schema.js';
import { findResource, parseData } from '../store/resources.js';
import type { Db, ListObject, Scope, StripeObject } from '../store/types.js';
import { invalidRequest } from './errors.js';

export interface ListParams {
  limit?: number | undefined;
  starting_after?: string | undefined;
  ending_before?: string | undefined;
  created?: number | { gt?: number; gte?: number; lt?: number; lte?: number } | undefined;
}

/** A further condition on a list's rows, beyond equality filters (`type like 'customer.%'`). */
export type ListCondition<T extends ResourceTable = ResourceTable> = (
  eb: ExpressionBuilder<Database, T>,
) => Expression<SqlBool>;

/**
 * `created` is an integer column: a bound past its range would be a database error, and
 * clamping it selects the same rows (nothing is created before 1902 or after 2038... yet).
 */
function toInt4(value: number): number {
  return Math.max(-2147483648, Math.min(2147483647, value));
}

/**
 * Cursor pagination, newest first, as Stripe lists do: `starting_after` pages to older
 * objects, `ending_before` to newer ones; `has_more` says whether another page exists in
 * that direction.
 */
export async function listResources(
  db: Db,
  table: ResourceTable,
  scope: Scope,
  params: ListParams,
  url: string,
  filters: Record<string, string | boolean | null> = {},
  conditions: readonly ListCondition<never>[] = [],
): Promise<ListObject> {
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
  let query = db
    .selectFrom(table)
    .select(['seq', 'data'])
    .where('account_id', '=', scope.accountId)
    .where('livemode', '=', scope.livemode);
  for (const [column, value] of Object.entries(filters)) {
    query =
      value === null
        ? query.where(column as never, 'is', null)
        : query.where(column as never, '=', value as never);
  }
  for (const condition of conditions) query = query.where(condition as never);
  const created = params.created;
  if (typeof created === 'number') query = query.where('created', '=', toInt4(created));
  else if (created) {
    if (created.gt !== undefined) query = query.where('created', '>', toInt4(created.gt));
    if (created.gte !== undefined) query = query.where('created', '>=', toInt4(created.gte));
    if (created.lt !== undefined) query = query.where('created', '<', toInt4(created.lt));
    if (created.lte !== undefined) query = query.where('created', '<=', toInt4(created.lte));
  }
  const cursorId = params.starting_after ?? params.ending_before;
  if (cursorId) {
    const cursor = await db
      .selectFrom(table)
      .select('seq')
      .where('id', '=', cursorId)
      .where('account_id', '=', scope.accountId)
      .where('livemode', '=', scope.livemode)
      .executeTakeFirst();
    if (!cursor) {
      const noun = table.replace(/s$/, '').replaceAll('_', ' ');
      throw invalidRequest(
        `No such ${noun}: '${cursorId}'`,
        params.starting_after ? 'starting_after' : 'ending_before',
        'resource_missing',
        404,
      );
    }
    query = query.where('seq', params.starting_after ? '<' : '>', cursor.seq);
  }
  const newerFirst = !params.ending_before;
  const rows = await query
    .orderBy('seq', newerFirst ? 'desc' : 'asc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  if (!newerFirst) page.reverse();
  return { object: 'list', data: page.map((r) => parseData(r.data)), has_more: rows.length > limit, url };
}

export type { StripeObject };
export { findResource };
