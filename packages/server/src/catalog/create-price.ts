import { invalidRequest, missingParam } from '../kernel/errors.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { insertResource } from '../store/index.js';
import { getProduct, insertProduct } from './catalog-store.js';
import { claimLookupKey } from './lookup-keys.js';
import { newPrice, type Price, priceColumns } from './price.js';
import type { CreatePriceParams } from './price-params.js';
import { checkPriceAmounts, refuseUnsupported } from './price-rules.js';
import { newProduct } from './product.js';
import { checkProductFields } from './product-rules.js';

/** Writes a checked price and its `price.created` event, claiming its lookup key first. */
export async function writePrice(
  ctx: ServiceContext,
  price: Price,
  transferLookupKey?: boolean,
): Promise<Price> {
  if (price.lookup_key) await claimLookupKey(ctx, price.lookup_key, transferLookupKey, price.id);
  await insertResource(ctx.db, 'prices', ctx.scope, price, priceColumns(price));
  await ctx.emit('price.created', price);
  return price;
}

/** `POST /v1/prices`: a price of an existing product, or of one described inline. */
export async function createPrice(ctx: ServiceContext, params: CreatePriceParams): Promise<Price> {
  refuseUnsupported(params);
  checkPriceAmounts(params);
  if (params.product !== undefined && params.product_data !== undefined)
    throw invalidRequest(
      'You may only specify one of these parameters: product, product_data.',
      'product_data',
    );
  let productId: string;
  if (params.product_data) {
    checkProductFields(params.product_data, 'product_data');
    const product = newProduct(params.product_data, ctx.scope.livemode);
    await insertProduct(ctx.db, ctx.scope, product, 'product_data[id]');
    await ctx.emit('product.created', product);
    productId = product.id;
  } else if (params.product !== undefined) {
    productId = (await getProduct(ctx.db, ctx.scope, params.product, 'product')).id;
  } else {
    throw missingParam('product');
  }
  const { product: _p, product_data: _d, transfer_lookup_key: transfer, ...fields } = params;
  return writePrice(ctx, newPrice(fields, productId, ctx.scope.livemode), transfer);
}
