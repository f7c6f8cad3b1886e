import { nowSeconds } from '../kernel/ids.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { deferWrite } from '../store/deferred.js';

/**
 * The vault table keeps one sealed secret per object that holds one, under the object's id:
 * a payment method's or token's full card number or IBAN. Reads always filter on the account.
 */
export async function sealFor(ctx: ServiceContext, objectId: string, secret: string): Promise<void> {
  // Ids are new and unique: the insert cannot fail, so it rides with the next statement.
  await deferWrite(
    ctx.db,
    ctx.db.insertInto('vault').values({
      id: objectId,
      account_id: ctx.scope.accountId,
      sealed: ctx.app.vault.seal(secret),
      created: nowSeconds(),
    }),
  );
  ctx.sealedHere?.set(objectId, secret);
}

export async function openFor(ctx: ServiceContext, objectId: string): Promise<string | undefined> {
  const sealedHere = ctx.sealedHere?.get(objectId);
  if (sealedHere !== undefined) return sealedHere;
  const row = await ctx.db
    .selectFrom('vault')
    .select('sealed')
    .where('id', '=', objectId)
    .where('account_id', '=', ctx.scope.accountId)
    .executeTakeFirst();
  return row ? ctx.app.vault.open(row.sealed) : undefined;
}
