import { listResources } from '../kernel/list.js';
import { changedAttributes } from '../kernel/record-event.js';
import { route } from '../routing/route.js';
import { insertResource, updateResource } from '../store/index.js';
import { getCardholder } from './card-store.js';
import { cardholderColumns, newCardholder, updatedCardholder } from './cardholder.js';
import { createCardholderParams, listCardholdersParams, updateCardholderParams } from './params.js';

const TABLE = 'issuing_cardholders';

/** `/v1/issuing/cardholders`: the people (or companies) cards are issued to. */
export const cardholderRoutes = [
  route({
    method: 'POST',
    path: '/v1/issuing/cardholders',
    params: createCardholderParams,
    async handler(ctx) {
      const cardholder = newCardholder(ctx.params, ctx.scope.livemode);
      await insertResource(ctx.db, TABLE, ctx.scope, cardholder, cardholderColumns(cardholder));
      await ctx.emit('issuing_cardholder.created', cardholder);
      return cardholder;
    },
  }),
  route({
    method: 'GET',
    path: '/v1/issuing/cardholders/:cardholder',
    handler: (ctx) => getCardholder(ctx, ctx.path.cardholder!),
  }),
  route({
    method: 'POST',
    path: '/v1/issuing/cardholders/:cardholder',
    params: updateCardholderParams,
    async handler(ctx) {
      const before = await getCardholder(ctx, ctx.path.cardholder!, undefined, true);
      const after = updatedCardholder(before, ctx.params);
      await updateResource(ctx.db, TABLE, ctx.scope, after, cardholderColumns(after));
      const previous = changedAttributes(before, after);
      if (previous) await ctx.emit('issuing_cardholder.updated', after, previous);
      return after;
    },
  }),
  route({
    method: 'GET',
    path: '/v1/issuing/cardholders',
    params: listCardholdersParams,
    async handler(ctx) {
      const { email, phone_number, status, type, ...page } = ctx.params;
      return listResources(ctx.db, TABLE, ctx.scope, page, '/v1/issuing/cardholders', {
        ...(email ? { email } : {}),
        ...(phone_number ? { phone_number } : {}),
        ...(status ? { status } : {}),
        ...(type ? { type } : {}),
      });
    },
  }),
];
