import { getResource } from '../kernel/get-resource.js';
import { listResources } from '../kernel/list.js';
import { route } from '../routing/route.js';
import { insertResource } from '../store/index.js';
import type { Db, Scope } from '../store/types.js';
import { type FxQuote, newFxQuote, quoteNow } from './fx-quote.js';
import { checkFxQuoteParams, createFxQuoteParams, listFxQuotesParams } from './params.js';

const TABLE = 'fx_quotes';

/** A quote as it stands now (its lock may have expired since it was written). */
export async function getFxQuote(
  ctx: { db: Db; scope: Scope },
  id: string,
  param?: string,
): Promise<FxQuote> {
  const quote = await getResource<FxQuote>(ctx.db, TABLE, ctx.scope, id, {
    noun: 'fx_quote',
    ...(param ? { param } : {}),
  });
  return quoteNow(quote);
}

/** Writes a new quote for the caller's account. */
export async function createFxQuote(
  ctx: { db: Db; scope: Scope },
  params: Parameters<typeof newFxQuote>[0],
): Promise<FxQuote> {
  checkFxQuoteParams(params);
  const quote = newFxQuote(params, ctx.scope.livemode);
  await insertResource(ctx.db, TABLE, ctx.scope, quote, { to_currency: quote.to_currency });
  return quote;
}

/** `/v1/fx_quotes`: exchange rates locked for a while, to present a payment in another currency. */
export const fxQuoteRoutes = [
  route({
    method: 'POST',
    path: '/v1/fx_quotes',
    params: createFxQuoteParams,
    handler: (ctx) => createFxQuote(ctx, ctx.params),
  }),
  route({
    method: 'GET',
    path: '/v1/fx_quotes/:quote',
    handler: (ctx) => getFxQuote(ctx, ctx.path.quote!),
  }),
  route({
    method: 'GET',
    path: '/v1/fx_quotes',
    params: listFxQuotesParams,
    async handler(ctx) {
      const list = await listResources(ctx.db, TABLE, ctx.scope, ctx.params, '/v1/fx_quotes');
      return { ...list, data: (list.data as FxQuote[]).map((quote) => quoteNow(quote)) };
    },
  }),
];
