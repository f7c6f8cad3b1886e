import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../kernel/app-context.js';
import type { ApiInvoker } from './invoke.js';
import { before, PAGE, pick, type Query, scopeOf } from './query.js';

/** `%` and `_` typed by the operator match themselves, not any text. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Customers: a list found by e-mail (or id), and one customer with saved methods and payments. */
export function registerCustomerRoutes(http: FastifyInstance, app: AppContext, api: ApiInvoker): void {
  http.get('/dashboard/api/customers', async (request) => {
    const scope = await scopeOf(request, app);
    const query = request.query as Query;
    let rows = app.db
      .selectFrom('customers')
      .select(['seq', 'data'])
      .where('account_id', '=', scope.accountId)
      .where('livemode', '=', scope.livemode)
      .where('deleted', '=', false);
    const search = query.q?.trim().toLowerCase();
    if (search) {
      rows = /^cus_\w+$/.test(search)
        ? rows.where('id', '=', query.q!.trim())
        : rows.where(sql<string>`lower(email)`, 'like', `%${likeEscape(search)}%`);
    }
    const cursor = before(query);
    if (cursor !== undefined) rows = rows.where('seq', '<', cursor);
    const found = await rows
      .orderBy('seq', 'desc')
      .limit(PAGE + 1)
      .execute();
    return {
      has_more: found.length > PAGE,
      data: found.slice(0, PAGE).map((row) => ({
        seq: Number(row.seq),
        ...pick(row.data, ['id', 'email', 'name', 'description', 'created']),
      })),
    };
  });

  // Read through the API's own routes: a customer of another account or mode is its 404.
  http.get<{ Params: { id: string } }>('/dashboard/api/customers/:id', async (request) => {
    const scope = await scopeOf(request, app);
    const id = request.params.id;
    const customer = await api.call(scope, 'GET', '/v1/customers/:customer', {
      path: { customer: id },
      requestId: request.id,
    });
    const methods = (await api.call(scope, 'GET', '/v1/customers/:customer/payment_methods', {
      path: { customer: id },
      params: { limit: '100' },
      requestId: request.id,
    })) as { data: Record<string, unknown>[] };
    const payments = await app.db
      .selectFrom('payment_intents')
      .select(['seq', 'data'])
      .where('account_id', '=', scope.accountId)
      .where('livemode', '=', scope.livemode)
      .where('customer', '=', id)
      .orderBy('seq', 'desc')
      .limit(PAGE)
      .execute();
    return {
      customer,
      payment_methods: methods.data.map((pm) => ({
        ...pick(pm, ['id', 'type', 'created']),
        // What identifies a saved method to a person: brand and last four, or the bank's.
        card: pm.card
          ? pick(pm.card as Record<string, unknown>, ['brand', 'last4', 'exp_month', 'exp_year'])
          : null,
        details: summary(pm),
      })),
      payments: payments.map((row) => ({
        seq: Number(row.seq),
        ...pick(row.data, ['id', 'amount', 'currency', 'status', 'created', 'description']),
      })),
    };
  });
}

/** `•••• 4242` for anything with last four digits (cards, bank accounts); the type otherwise. */
function summary(pm: Record<string, unknown>): string | null {
  const details = pm[String(pm.type)] as Record<string, unknown> | undefined;
  const last4 = details && typeof details.last4 === 'string' ? details.last4 : undefined;
  return last4 ? `•••• ${last4}` : null;
}
