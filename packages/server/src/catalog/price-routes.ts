import { invalidRequest } from '../kernel/errors.js';
import { type ListCondition, listResources } from '../kernel/list.js';
import { changedAttributes } from '../kernel/record-event.js';
import { applyMetadata, clearOr } from '../kernel/shared-params.js';
import { registerExpandable } from '../routing/expand.js';
import { route } from '../routing/route.js';
import { updateResource } from '../store/index.js';
import { getPrice, getProduct } from './catalog-store.js';
import { createPrice } from './create-price.js';
import { claimLookupKey } from './lookup-keys.js';
import { type Price, priceColumns } from './price.js';
import { createPriceParams, listPricesParams, updatePriceParams } from './price-params.js';

/** How many lookup keys one list call may ask for, as at Stripe. */
const MAX_LOOKUP_KEYS = 10;

// A product id may be one the merchant chose, with no prefix naming its table.
registerExpandable('price', ['product'], { product: 'products' });
registerExpandable('product', ['default_price'], { default_price: 'prices' });

export const priceRoutes = [
  route({
    method: 'POST',
    path: '/v1/prices',
    params: createPriceParams,
    handler: (ctx) => createPrice(ctx, ctx.params),
  }),
  route({
    method: 'GET',
    path: '/v1/prices/:price',
    handler: (ctx) => getPrice(ctx.db, ctx.scope, ctx.path.price!),
  }),
  route({
    method: 'POST',
    path: '/v1/prices/:price',
    params: updatePriceParams,
    async handler(ctx) {
      const params = ctx.params;
      const before = await getPrice(ctx.db, ctx.scope, ctx.path.price!, undefined, true);
      // Once a price says whether its amount includes tax, that cannot change.
      if (
        params.tax_behavior !== undefined &&
        before.tax_behavior !== 'unspecified' &&
        params.tax_behavior !== before.tax_behavior
      )
        throw invalidRequest(
          `The tax_behavior of a price cannot be changed once it is ${before.tax_behavior}.`,
          'tax_behavior',
        );
      if (params.active === false && before.active) {
        const product = await getProduct(ctx.db, ctx.scope, before.product);
        if (product.default_price === before.id)
          throw invalidRequest(
            'This price cannot be archived because it is the default price of its product. Set another default_price on the product first.',
            'active',
          );
      }
      const after: Price = {
        ...before,
        active: params.active ?? before.active,
        lookup_key: clearOr(params.lookup_key, before.lookup_key),
        metadata: applyMetadata(before.metadata, params.metadata),
        nickname: clearOr(params.nickname, before.nickname),
        tax_behavior: params.tax_behavior ?? before.tax_behavior,
      };
      if (after.lookup_key && after.lookup_key !== before.lookup_key)
        await claimLookupKey(ctx, after.lookup_key, params.transfer_lookup_key, after.id);
      const previous = changedAttributes(before, after);
      if (!previous) return before;
      await updateResource(ctx.db, 'prices', ctx.scope, after, priceColumns(after));
      await ctx.emit('price.updated', after, previous);
      return after;
    },
  }),
  route({
    method: 'GET',
    path: '/v1/prices',
    params: listPricesParams,
    async handler(ctx) {
      const {
        active,
        currency,
        lookup_keys,
        product,
        recurring,
        type,
        expand: _expand,
        ...page
      } = ctx.params;
      const url = '/v1/prices';
      // Every price is licensed (none is metered), and a recurring filter finds no one-time price.
      if (recurring?.usage_type === 'metered' || (recurring && type === 'one_time'))
        return { object: 'list', data: [], has_more: false, url };
      if (lookup_keys && lookup_keys.length > MAX_LOOKUP_KEYS)
        throw invalidRequest(`You can specify up to ${MAX_LOOKUP_KEYS} lookup_keys.`, 'lookup_keys');
      const conditions: ListCondition<'prices'>[] = [];
      if (lookup_keys && lookup_keys.length > 0) conditions.push((eb) => eb('lookup_key', 'in', lookup_keys));
      const filters: Record<string, string | boolean> = {};
      if (active !== undefined) filters.active = active;
      if (currency !== undefined) filters.currency = currency;
      if (product !== undefined) filters.product = product;
      if (type !== undefined) filters.type = type;
      if (recurring) filters.type = 'recurring';
      if (recurring?.interval) filters.recurring_interval = recurring.interval;
      return listResources(ctx.db, 'prices', ctx.scope, page, url, filters, conditions);
    },
  }),
];
