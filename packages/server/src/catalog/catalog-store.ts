import { sql } from 'kysely';
import { invalidRequest } from '../kernel/errors.js';
import { getResource } from '../kernel/get-resource.js';
import { parseData } from '../store/index.js';
import type { Db, Scope } from '../store/types.js';
import type { Price } from './price.js';
import { type Product, productColumns } from './product.js';

export const getProduct = (db: Db, scope: Scope, id: string, param?: string, forUpdate = false) =>
  getResource<Product>(db, 'products', scope, id, {
    noun: 'product',
    ...(param ? { param } : {}),
    forUpdate,
  });

export const getPrice = (db: Db, scope: Scope, id: string, param?: string, forUpdate = false) =>
  getResource<Price>(db, 'prices', scope, id, { noun: 'price', ...(param ? { param } : {}), forUpdate });

/**
 * Writes a new product at once (not deferred): a merchant may choose its id, and one already
 * taken in this account and mode must be refused, even by a request running alongside.
 */
export async function insertProduct(db: Db, scope: Scope, product: Product, param = 'id'): Promise<void> {
  const inserted = await db
    .insertInto('products')
    .values({
      id: product.id,
      account_id: scope.accountId,
      livemode: scope.livemode,
      created: product.created as number,
      data: JSON.stringify(product),
      ...productColumns(product),
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw invalidRequest('Product already exists.', param, 'resource_already_exists');
}

/** Whether any price names this product: such a product can be archived, not deleted. */
export async function productHasPrices(db: Db, scope: Scope, product: string): Promise<boolean> {
  const row = await db
    .selectFrom('prices')
    .select('id')
    .where('account_id', '=', scope.accountId)
    .where('livemode', '=', scope.livemode)
    .where('product', '=', product)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The price holding a lookup key, after taking a lock on that key for the transaction: two
 * requests claiming one key run one after the other, and the second sees the first's price.
 */
export async function lockLookupKey(db: Db, scope: Scope, key: string): Promise<Price | undefined> {
  await sql`select pg_advisory_xact_lock(hashtext(${`lookup_key ${scope.accountId} ${scope.livemode} ${key}`}))`.execute(
    db,
  );
  const row = await db
    .selectFrom('prices')
    .select('data')
    .where('account_id', '=', scope.accountId)
    .where('livemode', '=', scope.livemode)
    .where('lookup_key', '=', key)
    .executeTakeFirst();
  return row ? (parseData(row.data) as Price) : undefined;
}
