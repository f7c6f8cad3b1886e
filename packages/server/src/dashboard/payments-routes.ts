import { THREE_DECIMAL_CURRENCIES, ZERO_DECIMAL_CURRENCIES } from '@payframe/core/currencies';
import type { FastifyInstance } from 'fastify';
import { type RawBuilder, sql } from 'kysely';
import type { AppContext } from '../kernel/app-context.js';
import type { Scope } from '../store/types.js';
import type { ApiInvoker } from './invoke.js';
import { before, majorAmount, PAGE, pick, type Query, scopeOf, seconds } from './query.js';

/** The payment method a payment was made with: its latest charge's, else the one attached to it. */
const METHOD_TYPE = sql<string | null>`coalesce(
  (select ch.data#>>'{payment_method_details,type}' from charges ch where ch.id = pi.data->>'latest_charge'),
  (select pm.type from payment_methods pm where pm.id = pi.data->>'payment_method')
)`;

/** The payment's amount in whole units of its currency, so one filter fits every currency. */
const MAJOR_AMOUNT = sql<number>`((pi.data->>'amount')::numeric / power(10, case
  when pi.data->>'currency' in (${sql.join(ZERO_DECIMAL_CURRENCIES)}) then 0
  when pi.data->>'currency' in (${sql.join(THREE_DECIMAL_CURRENCIES)}) then 3
  else 2 end))`;

const compare = (left: RawBuilder<unknown>, op: '>=' | '<=', value: string) =>
  sql<boolean>`${left} ${sql.raw(op)} ${value}::numeric`;

/** The payments list (newest first, filtered) and one payment with everything that happened to it. */
export function registerPaymentRoutes(http: FastifyInstance, app: AppContext, api: ApiInvoker): void {
  http.get('/dashboard/api/payments', async (request) => {
    const scope = await scopeOf(request, app);
    const query = request.query as Query;
    const minimum = majorAmount(query, 'amount_gte');
    const maximum = majorAmount(query, 'amount_lte');
    let rows = app.db
      .selectFrom('payment_intents as pi')
      .leftJoin('customers as c', 'c.id', 'pi.customer')
      .select(['pi.seq', 'pi.data', 'c.email', METHOD_TYPE.as('method_type')])
      .where('pi.account_id', '=', scope.accountId)
      .where('pi.livemode', '=', scope.livemode);
    if (query.status) rows = rows.where(sql<string>`pi.data->>'status'`, '=', query.status);
    if (query.customer) rows = rows.where('pi.customer', '=', query.customer);
    if (query.method) rows = rows.where(METHOD_TYPE, '=', query.method);
    if (minimum !== undefined) rows = rows.where(compare(MAJOR_AMOUNT, '>=', minimum));
    if (maximum !== undefined) rows = rows.where(compare(MAJOR_AMOUNT, '<=', maximum));
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
        payment_method_type: row.method_type,
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
