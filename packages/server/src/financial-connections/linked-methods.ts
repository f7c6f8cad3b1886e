import { sql } from 'kysely';
import { nowSeconds } from '../kernel/ids.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { deferWrite } from '../store/deferred.js';

/**
 * Which payment methods were made of an account linked at the bank (verified instantly, by the
 * shopper signing in to it), as opposed to numbers typed in. Pre-authorized debits read it: an
 * intent that asks for instant verification takes only these, and sends them no microdeposits.
 */
export async function recordLinkedBankMethod(
  ctx: ServiceContext,
  paymentMethod: string,
  financialConnectionsAccount: string,
): Promise<void> {
  // The payment method's id is new: the insert cannot fail, so it rides with the next statement.
  await deferWrite(
    ctx.db,
    ctx.db.insertInto('linked_bank_methods').values({
      payment_method: paymentMethod,
      account_id: ctx.scope.accountId,
      financial_connections_account: financialConnectionsAccount,
      created: nowSeconds(),
    }),
  );
}

export async function isLinkedBankMethod(ctx: ServiceContext, paymentMethod: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('linked_bank_methods')
    .select(sql<number>`1`.as('one'))
    .where('payment_method', '=', paymentMethod)
    .where('account_id', '=', ctx.scope.accountId)
    .executeTakeFirst();
  return row !== undefined;
}
