import { lineItemList, lineItemsListParams } from '../checkout/index.js';
import { getResource } from '../kernel/get-resource.js';
import { listResources } from '../kernel/list.js';
import { registerIncludable } from '../routing/expand.js';
import { route } from '../routing/route.js';
import type { Db, Scope } from '../store/types.js';
import { type LinkLine, linkItems } from './link-lines.js';
import { createPaymentLink, storedLines, updatePaymentLink } from './link-service.js';
import { createPaymentLinkParams, listPaymentLinksParams, updatePaymentLinkParams } from './params.js';
import type { PaymentLink } from './payment-link.js';

const getLink = (db: Db, scope: Scope, id: string, forUpdate = false) =>
  getResource<PaymentLink>(db, 'payment_links', scope, id, { noun: 'payment_link', forUpdate });

async function linesOf(db: Db, scope: Scope, id: string): Promise<LinkLine[]> {
  const row = await db
    .selectFrom('payment_links')
    .select('lines')
    .where('id', '=', id)
    .where('account_id', '=', scope.accountId)
    .where('livemode', '=', scope.livemode)
    .executeTakeFirstOrThrow();
  return storedLines(row);
}

const linePage = async (db: Db, scope: Scope, id: string, page: Parameters<typeof lineItemList>[2]) =>
  lineItemList(
    `/v1/payment_links/${id}/line_items`,
    await linkItems(db, scope, await linesOf(db, scope, id)),
    page,
  );

// `expand[]=line_items` answers the first page of the link's items, as for a session.
registerIncludable('payment_link', 'line_items', (db, scope, link) =>
  linePage(db, scope, String(link.id), {}),
);

export const paymentLinkRoutes = [
  route({
    method: 'POST',
    path: '/v1/payment_links',
    params: createPaymentLinkParams,
    handler: (ctx) => createPaymentLink(ctx, ctx.params),
  }),
  route({
    method: 'GET',
    path: '/v1/payment_links/:link',
    handler: (ctx) => getLink(ctx.db, ctx.scope, ctx.path.link!),
  }),
  route({
    method: 'POST',
    path: '/v1/payment_links/:link',
    params: updatePaymentLinkParams,
    async handler(ctx) {
      const before = await getLink(ctx.db, ctx.scope, ctx.path.link!, true);
      return updatePaymentLink(ctx, before, await linesOf(ctx.db, ctx.scope, before.id), ctx.params);
    },
  }),
  route({
    method: 'GET',
    path: '/v1/payment_links/:link/line_items',
    params: lineItemsListParams,
    async handler(ctx) {
      const link = await getLink(ctx.db, ctx.scope, ctx.path.link!);
      return linePage(ctx.db, ctx.scope, link.id, ctx.params);
    },
  }),
  route({
    method: 'GET',
    path: '/v1/payment_links',
    params: listPaymentLinksParams,
    async handler(ctx) {
      const { active, ...page } = ctx.params;
      return listResources(
        ctx.db,
        'payment_links',
        ctx.scope,
        page,
        '/v1/payment_links',
        active === undefined ? {} : { active },
      );
    },
  }),
];
