import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { publishableKeyOf, readAccountKeys } from '../accounts/index.js';
import type { AppContext } from '../kernel/app-context.js';
import type { Scope } from '../store/types.js';
import { requireSession } from './guard.js';
import type { ApiInvoker } from './invoke.js';

const PAGE = 50;
type Query = Record<string, string | undefined>;

async function scopeOf(request: FastifyRequest, app: AppContext): Promise<Scope> {
  const session = await requireSession(request, app, { write: false });
  return { accountId: session.accountId, livemode: session.livemode };
}

const seconds = (value: string | undefined) =>
  value && /^\d{1,12}$/.test(value) ? Number(value) : undefined;

/** `seq` of the row a page ends with: the next page is what is older than it. */
const before = (query: Query) =>
  query.before && /^\d+$/.test(query.before) ? Number(query.before) : undefined;

/** What the dashboard's pages read: lists are newest first, one account and mode only. */
export function registerReadRoutes(http: FastifyInstance, app: AppContext, api: ApiInvoker): void {
  http.get('/dashboard/api/payments', async (request) => {
    const scope = await scopeOf(request, app);
    const query = request.query as Query;
    let rows = app.db
      .selectFrom('payment_intents as pi')
      .leftJoin('customers as c', 'c.id', 'pi.customer')
      .select(['pi.seq', 'pi.data', 'c.email'])
      .where('pi.account_id', '=', scope.accountId)
      .where('pi.livemode', '=', scope.livemode);
    if (query.status) rows = rows.where(sql<string>`pi.data->>'status'`, '=', query.status);
    const search = query.q?.trim();
    if (search) {
      if (search.includes('@')) {
        const email = search.toLowerCase();
        rows = rows.where((eb) =>
          eb.or([
            eb(sql<string>`lower(c.email)`, '=', email),
            eb(sql<string>`lower(pi.data->>'receipt_email')`, '=', email),
          ]),
        );
      } else {
        rows = rows.where('pi.id', '=', search);
      }
    }
    // The operator's days, as the page turned them into seconds in the operator's time zone.
    const since = seconds(query.created_gte);
    if (since !== undefined) rows = rows.where('pi.created', '>=', since);
    const until = seconds(query.created_lt);
    if (until !== undefined) rows = rows.where('pi.created', '<', until);
    const cursor = before(query);
    if (cursor !== undefined) rows = rows.where('pi.seq', '<', cursor);
    const found = await rows
      .orderBy('pi.seq', 'desc')
      .limit(PAGE + 1)
      .execute();
    return {
      has_more: found.length > PAGE,
      data: found.slice(0, PAGE).map((row) => ({
        seq: Number(row.seq),
        ...pick(row.data, ['id', 'amount', 'currency', 'status', 'created', 'customer', 'description']),
        payment_method_types: row.data.payment_method_types,
        email: row.email ?? row.data.receipt_email ?? null,
      })),
    };
  });

  http.get<{ Params: { id: string } }>('/dashboard/api/payments/:id', async (request) => {
    const scope = await scopeOf(request, app);
    const id = request.params.id;
    const intent = (await api.call(scope, 'GET', '/v1/payment_intents/:intent', {
      path: { intent: id },
      requestId: request.id,
    })) as Record<string, unknown>;
    const charges = (
      await app.db
        .selectFrom('charges')
        .select('data')
        .where('account_id', '=', scope.accountId)
        .where('livemode', '=', scope.livemode)
        .where('payment_intent', '=', id)
        .orderBy('seq')
        .execute()
    ).map((row) => row.data);
    const refunds = (
      await app.db
        .selectFrom('refunds')
        .select('data')
        .where('account_id', '=', scope.accountId)
        .where('livemode', '=', scope.livemode)
        .where('payment_intent', '=', id)
        .orderBy('seq')
        .execute()
    ).map((row) => row.data);
    const customer =
      typeof intent.customer === 'string'
        ? await app.db
            .selectFrom('customers')
            .select(['id', 'email'])
            .where('id', '=', intent.customer)
            .where('account_id', '=', scope.accountId)
            .executeTakeFirst()
        : undefined;
    const related = [id, ...charges.map((c) => c.id as string), ...refunds.map((r) => r.id as string)];
    const events = await app.db
      .selectFrom('events')
      .select(['id', 'type', 'created', 'data'])
      .where('account_id', '=', scope.accountId)
      .where('livemode', '=', scope.livemode)
      .where(sql<string>`data#>>'{data,object,id}'`, 'in', related)
      .orderBy('seq')
      .execute();
    const deliveries = await deliveriesOf(
      app,
      scope,
      events.map((e) => e.id),
    );
    return {
      payment_intent: intent,
      customer: customer ?? null,
      charges,
      refunds,
      timeline: events.map((event) => ({
        id: event.id,
        type: event.type,
        created: event.created,
        deliveries: deliveries.filter((d) => d.event === event.id),
      })),
    };
  });

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

  // The API's own request log route: its filters, its checks, its answer.
  http.get('/dashboard/api/request_logs', async (request) => {
    const scope = await scopeOf(request, app);
    const query = request.query as Query;
    const params: Record<string, unknown> = { limit: '100' };
    for (const name of ['status', 'method', 'path'] as const) if (query[name]) params[name] = query[name];
    return api.call(scope, 'GET', '/v1/request_logs', { params, requestId: request.id });
  });

  // The secret key is never sent to the browser whole: its last four characters tell keys apart.
  http.get('/dashboard/api/keys', async (request) => {
    const scope = await scopeOf(request, app);
    const keys = await readAccountKeys(app.db, app.vault, scope.accountId);
    const secret = scope.livemode ? keys.liveSecret : keys.testSecret;
    return {
      publishable: (await publishableKeyOf(app.db, scope.accountId, scope.livemode)) ?? null,
      secret_masked: secret
        ? `${secret.slice(0, secret.indexOf('_', 3) + 1)}${'•'.repeat(20)}${secret.slice(-4)}`
        : null,
    };
  });
}

async function deliveriesOf(app: AppContext, scope: Scope, events: string[]) {
  if (events.length === 0) return [];
  const rows = await app.db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as w', 'w.id', 'd.endpoint_id')
    .select([
      'd.id',
      'd.event_id',
      'd.endpoint_id',
      'w.data',
      'd.status',
      'd.attempts',
      'd.last_status',
      'd.created',
    ])
    .where('d.account_id', '=', scope.accountId)
    .where('d.livemode', '=', scope.livemode)
    .where('d.event_id', 'in', events)
    .orderBy('d.created')
    .orderBy('d.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    event: row.event_id,
    endpoint: row.endpoint_id,
    url: row.data.url,
    status: row.status,
    attempts: row.attempts,
    last_status: row.last_status,
    created: row.created,
  }));
}

function pick(data: Record<string, unknown>, names: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(names.map((name) => [name, data[name] ?? null]));
}
