import { type SqlBool, sql } from 'kysely';
import { listResources } from '../kernel/list.js';
import { registerExpandable, registerIncludable } from '../routing/expand.js';
import { route } from '../routing/route.js';
import { createSession } from './create-session.js';
import { expireSession } from './expire.js';
import { lineItemList } from './line-item-list.js';
import { createSessionParams, lineItemsListParams, listSessionsParams } from './session-params.js';
import { getSession, sessionLines } from './session-store.js';

registerExpandable('checkout.session', [
  'customer',
  'payment_intent',
  'setup_intent',
  'subscription',
  'invoice',
  'shipping_cost.shipping_rate',
]);
// A product id may be one the merchant chose, with no prefix naming its table.
registerExpandable('item', ['price.product'], { 'price.product': 'products' });
// `expand[]=line_items` answers the first page of the session's items.
registerIncludable('checkout.session', 'line_items', async (db, scope, session) =>
  lineItemList(
    `/v1/checkout/sessions/${session.id}/line_items`,
    await sessionLines({ db, scope }, String(session.id)),
    {},
  ),
);

export const checkoutSessionRoutes = [
  route({
    method: 'POST',
    path: '/v1/checkout/sessions',
    params: createSessionParams,
    handler: (ctx) => createSession(ctx, ctx.params),
  }),
  route({
    method: 'GET',
    path: '/v1/checkout/sessions/:session',
    handler: (ctx) => getSession(ctx, ctx.path.session!),
  }),
  route({
    method: 'GET',
    path: '/v1/checkout/sessions/:session/line_items',
    params: lineItemsListParams,
    async handler(ctx) {
      const session = await getSession(ctx, ctx.path.session!);
      return lineItemList(
        `/v1/checkout/sessions/${session.id}/line_items`,
        await sessionLines(ctx, session.id),
        ctx.params,
      );
    },
  }),
  route({
    method: 'POST',
    path: '/v1/checkout/sessions/:session/expire',
    async handler(ctx) {
      return expireSession(ctx, await getSession(ctx, ctx.path.session!, { forUpdate: true }));
    },
  }),
  route({
    method: 'GET',
    path: '/v1/checkout/sessions',
    params: listSessionsParams,
    async handler(ctx) {
      const {
        payment_intent,
        customer,
        status,
        expand: _e,
        payment_link,
        subscription,
        customer_details,
        ...page
      } = ctx.params;
      const url = '/v1/checkout/sessions';
      // No session comes from a payment link on this server.
      if (payment_link !== undefined) return { object: 'list', data: [], has_more: false, url };
      const filters: Record<string, string> = {};
      if (payment_intent !== undefined) filters.payment_intent = payment_intent;
      if (customer !== undefined) filters.customer = customer;
      if (status !== undefined) filters.status = status;
      const email = customer_details?.email;
      const conditions = [];
      if (email !== undefined)
        conditions.push(() => sql<SqlBool>`data->'customer_details'->>'email' = ${email}`);
      if (subscription !== undefined)
        conditions.push(() => sql<SqlBool>`data->>'subscription' = ${subscription}`);
      return listResources(ctx.db, 'checkout_sessions', ctx.scope, page, url, filters, conditions);
    },
  }),
];
