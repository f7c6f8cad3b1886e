import { invalidRequest } from '../kernel/errors.js';
import { p } from '../kernel/params.js';
import { route } from '../routing/route.js';

const listRequestLogsParams = p.object({
  /** Only rows after this cursor (a row's `seq`): how a tail asks for what is new. */
  after: p.integer.optional(),
  limit: p.integer.optional(),
  /** A status (`402`) or a class of them (`4XX`). */
  status: p.string(10).optional(),
  method: p.oneOf(['GET', 'POST', 'DELETE']).optional(),
  /** Paths that start with this (`/v1/payment_intents`). */
  path: p.string(500).optional(),
});

/** The route the tail polls: its own calls are not logged, or a tail would mostly show itself. */
export const REQUEST_LOGS_PATH = '/v1/request_logs';

/**
 * `GET /v1/request_logs` (a Payframe extension, secret key): the account's API calls in this
 * mode, oldest first after a cursor, or the latest `limit` without one. Each row has the
 * method, path (no query string), status, duration, idempotency key, request id, the kind of
 * key and the client address; never a body.
 */
export const requestLogRoutes = [
  route({
    method: 'GET',
    path: REQUEST_LOGS_PATH,
    params: listRequestLogsParams,
    async handler(ctx) {
      const limit = ctx.params.limit ?? 50;
      if (limit < 1 || limit > 500) {
        throw invalidRequest('limit must be between 1 and 500.', 'limit');
      }
      let query = ctx.db
        .selectFrom('request_logs')
        .selectAll()
        .where('account_id', '=', ctx.scope.accountId)
        .where('livemode', '=', ctx.scope.livemode);
      const status = ctx.params.status?.toUpperCase();
      if (status !== undefined) {
        const match = /^([1-5])(XX|\d\d)$/.exec(status);
        if (!match) throw invalidRequest('status must be a status code (402) or a class (4XX).', 'status');
        query =
          match[2] === 'XX'
            ? query
                .where('status', '>=', Number(match[1]) * 100)
                .where('status', '<', Number(match[1]) * 100 + 100)
            : query.where('status', '=', Number(status));
      }
      if (ctx.params.method) query = query.where('method', '=', ctx.params.method);
      if (ctx.params.path) {
        const prefix = ctx.params.path.replace(/[\\%_]/g, (c) => `\\${c}`);
        query = query.where('path', 'like', `${prefix}%`);
      }
      const after = ctx.params.after;
      const rows =
        after === undefined
          ? (
              await query
                .orderBy('seq', 'desc')
                .limit(limit + 1)
                .execute()
            ).reverse()
          : await query
              .where('seq', '>', after)
              .orderBy('seq')
              .limit(limit + 1)
              .execute();
      const hasMore = rows.length > limit;
      const page = after === undefined ? rows.slice(hasMore ? 1 : 0) : rows.slice(0, limit);
      return {
        object: 'list',
        url: REQUEST_LOGS_PATH,
        has_more: hasMore,
        data: page.map((row) => ({
          id: row.id,
          object: 'request_log',
          seq: Number(row.seq),
          created: Math.floor(Number(row.created_ms) / 1000),
          created_ms: Number(row.created_ms),
          livemode: row.livemode,
          method: row.method,
          path: row.path,
          status: row.status,
          duration_ms: row.duration_ms,
          idempotency_key: row.idempotency_key,
          key_kind: row.key_kind,
          source_ip: row.source_ip,
        })),
      };
    },
  }),
];
