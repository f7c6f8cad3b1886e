import { invalidRequest } from '../kernel/errors.js';
import { type ListCondition, listResources } from '../kernel/list.js';
import { changedAttributes } from '../kernel/record-event.js';
import { type RequestContext, route } from '../routing/route.js';
import { deleteResource, updateResource } from '../store/index.js';
import { getPrice, getProduct, insertProduct, productHasPrices } from './catalog-store.js';
import { writePrice } from './create-price.js';
import { newPrice } from './price.js';
import { checkPriceAmounts } from './price-rules.js';
import { newProduct, type Product, productColumns, updatedProduct } from './product.js';
import { createProductParams, listProductsParams, updateProductParams } from './product-params.js';
import { checkProductFields } from './product-rules.js';

/** Stripe's answer to an empty value for a field that cannot be unset. */
function cannotUnset(param: string) {
  return invalidRequest(
    `You passed an empty string for '${param}'. We assume empty values are an attempt to unset a parameter; however '${param}' cannot be unset. You should remove '${param}' from your request or supply a non-empty value.`,
    param,
    'parameter_invalid_empty',
  );
}

/** A new default price must be a price of this product. */
async function checkDefaultPrice(ctx: RequestContext<unknown>, product: Product, priceId: string) {
  const price = await getPrice(ctx.db, ctx.scope, priceId, 'default_price');
  if (price.product !== product.id)
    throw invalidRequest(
      `The price \`${priceId}\` does not belong to this product and cannot be its default price.`,
      'default_price',
    );
  if (!price.active)
    throw invalidRequest(
      `The price \`${priceId}\` is archived and cannot be a default price.`,
      'default_price',
    );
}

export const productRoutes = [
  route({
    method: 'POST',
    path: '/v1/products',
    params: createProductParams,
    async handler(ctx) {
      if (ctx.params.name === '') throw cannotUnset('name');
      checkProductFields(ctx.params);
      const data = ctx.params.default_price_data;
      if (data) checkPriceAmounts(data, 'default_price_data');
      const product = newProduct(ctx.params, ctx.scope.livemode);
      // The product is announced already naming its default price, then the price itself.
      const price = data ? newPrice(data, product.id, ctx.scope.livemode) : undefined;
      if (price) product.default_price = price.id;
      await insertProduct(ctx.db, ctx.scope, product);
      await ctx.emit('product.created', product);
      if (price) await writePrice(ctx, price);
      return product;
    },
  }),
  route({
    method: 'GET',
    path: '/v1/products/:id',
    async handler(ctx) {
      return getProduct(ctx.db, ctx.scope, ctx.path.id!);
    },
  }),
  route({
    method: 'POST',
    path: '/v1/products/:id',
    params: updateProductParams,
    async handler(ctx) {
      if (ctx.params.name === '') throw cannotUnset('name');
      checkProductFields(ctx.params);
      const before = await getProduct(ctx.db, ctx.scope, ctx.path.id!, undefined, true);
      const after = updatedProduct(before, ctx.params);
      const defaultPrice = ctx.params.default_price;
      if (defaultPrice) await checkDefaultPrice(ctx, before, defaultPrice);
      if (defaultPrice !== undefined) after.default_price = defaultPrice || null;
      const previous = changedAttributes(before, after);
      if (!previous || Object.keys(previous).every((k) => k === 'updated')) return before;
      await updateResource(ctx.db, 'products', ctx.scope, after, productColumns(after));
      await ctx.emit('product.updated', after, previous);
      return after;
    },
  }),
  route({
    method: 'DELETE',
    path: '/v1/products/:id',
    async handler(ctx) {
      const product = await getProduct(ctx.db, ctx.scope, ctx.path.id!, undefined, true);
      if (await productHasPrices(ctx.db, ctx.scope, product.id))
        throw invalidRequest(
          'This product cannot be deleted because it has one or more user-created prices.',
        );
      await deleteResource(ctx.db, 'products', ctx.scope, product.id);
      await ctx.emit('product.deleted', product);
      return { id: product.id, object: 'product', deleted: true };
    },
  }),
  route({
    method: 'GET',
    path: '/v1/products',
    params: listProductsParams,
    async handler(ctx) {
      const { active, ids, shippable, url, expand: _expand, ...page } = ctx.params;
      const conditions: ListCondition<'products'>[] = [];
      if (ids && ids.length > 0) conditions.push((eb) => eb('id', 'in', ids));
      return listResources(
        ctx.db,
        'products',
        ctx.scope,
        page,
        '/v1/products',
        {
          ...(active !== undefined ? { active } : {}),
          ...(shippable !== undefined ? { shippable } : {}),
          ...(url !== undefined ? { url } : {}),
        },
        conditions,
      );
    },
  }),
];
