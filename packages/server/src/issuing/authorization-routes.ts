import { invalidRequest } from '../kernel/errors.js';
import { getResource } from '../kernel/get-resource.js';
import { listResources } from '../kernel/list.js';
import { changedAttributes } from '../kernel/record-event.js';
import { type RequestContext, route } from '../routing/route.js';
import { findMany, insertResource, updateResource } from '../store/index.js';
import { newAuthorization, type StoredAuthorization } from './authorization.js';
import type { StoredCard } from './card.js';
import { getStoredCard, withCardholder, withCardholders } from './card-store.js';
import { createAuthorizationParams, listAuthorizationsParams } from './params.js';

const TABLE = 'issuing_authorizations';

const columns = (a: StoredAuthorization) => ({ card: a.card, cardholder: a.cardholder, status: a.status });

const getAuthorization = (ctx: RequestContext<unknown>, id: string, forUpdate = false) =>
  getResource<StoredAuthorization>(ctx.db, TABLE, ctx.scope, id, {
    noun: 'issuing authorization',
    forUpdate,
  });

/** An authorization as answered: with its card (and the card's cardholder). */
async function answer(ctx: RequestContext<unknown>, authorization: StoredAuthorization) {
  return { ...authorization, card: await withCardholder(ctx, await getStoredCard(ctx, authorization.card)) };
}

/** A pending authorization captured (`closed`) or reversed; nothing else moves. */
function settle(to: 'closed' | 'reversed') {
  return async (ctx: RequestContext<unknown>) => {
    const before = await getAuthorization(ctx, (ctx.path as { authorization: string }).authorization, true);
    if (before.status !== 'pending') {
      throw invalidRequest(
        `This authorization is ${before.status}: only a pending authorization can be ${to === 'closed' ? 'captured' : 'reversed'}.`,
      );
    }
    const after: StoredAuthorization = { ...before, status: to };
    await updateResource(ctx.db, TABLE, ctx.scope, after, columns(after));
    const answered = await answer(ctx, after);
    const previous = changedAttributes(before, after);
    if (previous) await ctx.emit('issuing_authorization.updated', answered, previous);
    return answered;
  };
}

/**
 * Test-mode authorizations: a purchase on a card, approved or declined by the card's status, its
 * cardholder's, and its per-authorization spending limits, then captured or reversed.
 */
export const authorizationRoutes = [
  route({
    method: 'POST',
    path: '/v1/test_helpers/issuing/authorizations',
    params: createAuthorizationParams,
    async handler(ctx) {
      const card = await withCardholder(ctx, await getStoredCard(ctx, ctx.params.card, 'card'));
      const authorization = newAuthorization(ctx.params, card, ctx.scope.livemode);
      await insertResource(ctx.db, TABLE, ctx.scope, authorization, columns(authorization));
      const answered = { ...authorization, card };
      await ctx.emit('issuing_authorization.created', answered);
      return answered;
    },
  }),
  route({
    method: 'POST',
    path: '/v1/test_helpers/issuing/authorizations/:authorization/capture',
    handler: settle('closed'),
  }),
  route({
    method: 'POST',
    path: '/v1/test_helpers/issuing/authorizations/:authorization/reverse',
    handler: settle('reversed'),
  }),
  route({
    method: 'GET',
    path: '/v1/issuing/authorizations/:authorization',
    handler: async (ctx) => answer(ctx, await getAuthorization(ctx, ctx.path.authorization!)),
  }),
  route({
    method: 'GET',
    path: '/v1/issuing/authorizations',
    params: listAuthorizationsParams,
    async handler(ctx) {
      const { card, cardholder, status, ...page } = ctx.params;
      const list = await listResources(ctx.db, TABLE, ctx.scope, page, '/v1/issuing/authorizations', {
        ...(card ? { card } : {}),
        ...(cardholder ? { cardholder } : {}),
        ...(status ? { status } : {}),
      });
      const items = list.data as StoredAuthorization[];
      const stored = (await findMany(ctx.db, 'issuing_cards', ctx.scope, [
        ...new Set(items.map((a) => a.card)),
      ])) as StoredCard[];
      const cards = new Map((await withCardholders(ctx, stored)).map((c) => [c.id, c]));
      return { ...list, data: items.map((a) => ({ ...a, card: cards.get(a.card) })) };
    },
  }),
];
