import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { pendingWebhooksOf } from '../events/index.js';
import type { AppContext } from '../kernel/app-context.js';
import { ApiError } from '../kernel/errors.js';
import { parseData } from '../store/resources.js';
import { eventPayload } from '../webhooks/index.js';
import type { ApiInvoker } from './invoke.js';
import { before, PAGE, type Query, scopeOf } from './query.js';

/** What the dashboard's developer pages read: lists are newest first, one account and mode only. */
export function registerReadRoutes(http: FastifyInstance, app: AppContext, api: ApiInvoker): void {
  http.get('/dashboard/api/events', async (request) => {
    const scope = await scopeOf(request, app);
    const query = request.query as Query;
    let rows = app.db
      .selectFrom('events')
      .select(['seq', 'id', 'type', 'created', sql<string>`data#>>'{data,object,id}'`.as('object_id')])
      .where('account_id', '=', scope.accountId)
      .where('livemode', '=', scope.livemode);
    if (query.type) rows = rows.where('type', '=', query.type);
    const cursor = before(query);
    if (cursor !== undefined) rows = rows.where('seq', '<', cursor);
    const found = await rows
      .orderBy('seq', 'desc')
      .limit(PAGE + 1)
      .execute();
    return {
      has_more: found.length > PAGE,
      data: found.slice(0, PAGE).map((row) => ({ ...row, seq: Number(row.seq) })),
    };
  });

  http.get('/dashboard/api/webhook_endpoints', async (request) => {
    const scope = await scopeOf(request, app);
    const endpoints = await app.db
      .selectFrom('webhook_endpoints')
      .select(['id', 'data', 'disabled'])
      .where('account_id', '=', scope.accountId)
      .where('livemode', '=', scope.livemode)
      .orderBy('seq', 'desc')
      .execute();
    const deliveries = await app.db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('events as e', 'e.id', 'd.event_id')
      .select([
        'd.id',
        'd.endpoint_id',
        'd.event_id',
        'e.type',
        'd.status',
        'd.attempts',
        'd.last_status',
        'd.created',
      ])
      .where('d.account_id', '=', scope.accountId)
      .where('d.livemode', '=', scope.livemode)
      .orderBy('d.created', 'desc')
      .orderBy('d.id')
      .limit(200)
      .execute();
    return {
      data: endpoints.map((endpoint) => ({
        id: endpoint.id,
        url: endpoint.data.url,
        enabled_events: endpoint.data.enabled_events,
        status: endpoint.disabled ? 'disabled' : 'enabled',
        deliveries: deliveries
          .filter((d) => d.endpoint_id === endpoint.id)
          .map((d) => ({
            id: d.id,
            event: d.event_id,
            type: d.type,
            status: d.status,
            attempts: d.attempts,
            last_status: d.last_status,
            created: d.created,
          })),
      })),
    };
  });

  // What was sent (the signed body, rebuilt from the event as the sender builds it: only
  // `pending_webhooks` may have moved on since) and the start of what the endpoint answered. Events carry no card numbers or CVCs, only what the
  // API returns (brand, last four digits), so the body shows nothing the API would not.
  http.get<{ Params: { id: string } }>('/dashboard/api/deliveries/:id', async (request) => {
    const scope = await scopeOf(request, app);
    const row = await app.db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhook_endpoints as w', 'w.id', 'd.endpoint_id')
      .innerJoin('events as e', 'e.id', 'd.event_id')
      .select([
        'd.id',
        'd.status',
        'd.attempts',
        'd.last_status',
        'd.last_error',
        'd.response_body',
        'd.created',
        'w.data as endpoint',
        'w.connect',
        'e.account_id as event_account',
        'e.data as event',
        pendingWebhooksOf(sql.ref('e.id')).as('pending_webhooks'),
      ])
      .where('d.id', '=', request.params.id)
      .where('d.account_id', '=', scope.accountId)
      .where('d.livemode', '=', scope.livemode)
      .executeTakeFirst();
    if (!row) {
      throw new ApiError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such webhook delivery: '${request.params.id}'`,
        param: 'id',
      });
    }
    const event = parseData(row.event);
    event.pending_webhooks = Number(row.pending_webhooks);
    return {
      id: row.id,
      event: event.id,
      type: event.type,
      url: parseData(row.endpoint).url,
      status: row.status,
      attempts: row.attempts,
      last_status: row.last_status,
      last_error: row.last_error,
      created: row.created,
      request_body: eventPayload(event, row.connect ? row.event_account : undefined),
      response_body: row.response_body,
    };
  });

  // The API's own request log route: its filters, its checks, its answer.
  http.get('/dashboard/api/request_logs', async (request) => {
    const scope = await scopeOf(request, app);
    const query = request.query as Query;
    const params: Record<string, unknown> = { limit: '100' };
    for (const name of ['status', 'method', 'path'] as const) if (query[name]) params[name] = query[name];
    return api.call(scope, 'GET', '/v1/request_logs', { params, requestId: request.id });
  });
}
