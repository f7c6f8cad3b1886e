import { getResource } from '../kernel/get-resource.js';
import { listResources } from '../kernel/list.js';
import { p } from '../kernel/params.js';
import { route } from '../routing/route.js';
import { insertResource } from '../store/index.js';
import { newShippingRate, type ShippingRate, shippingRateDataParams } from './shipping-rate.js';

export const getShippingRate = (
  ctx: { db: Parameters<typeof getResource>[0]; scope: Parameters<typeof getResource>[2] },
  id: string,
  param?: string,
) =>
  getResource<ShippingRate>(ctx.db, 'shipping_rates', ctx.scope, id, {
    noun: 'shipping_rate',
    ...(param ? { param } : {}),
  });

/** The shipping rates a session's `shipping_options` name: create, retrieve and list. */
export const shippingRateRoutes = [
  route({
    method: 'POST',
    path: '/v1/shipping_rates',
    params: shippingRateDataParams,
    async handler(ctx) {
      const rate = newShippingRate(ctx.params, ctx.scope.livemode, 'shipping_rate');
      await insertResource(ctx.db, 'shipping_rates', ctx.scope, rate, { active: true });
      return rate;
    },
  }),
  route({
    method: 'GET',
    path: '/v1/shipping_rates/:id',
    handler: (ctx) => getShippingRate(ctx, ctx.path.id!),
  }),
  route({
    method: 'GET',
    path: '/v1/shipping_rates',
    params: p.object({ ...p.listShape, active: p.boolean.optional(), currency: p.currency.optional() }),
    handler(ctx) {
      const { active, currency: _currency, expand: _expand, ...page } = ctx.params;
      return listResources(
        ctx.db,
        'shipping_rates',
        ctx.scope,
        page,
        '/v1/shipping_rates',
        active === undefined ? {} : { active },
      );
    },
  }),
];
