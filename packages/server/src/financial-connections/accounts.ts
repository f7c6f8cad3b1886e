import { invalidRequest } from '../kernel/errors.js';
import { getResource } from '../kernel/get-resource.js';
import { nowSeconds } from '../kernel/ids.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { openFor } from '../payment-data/sealed.js';
import { updateResource } from '../store/index.js';
import type { FinancialConnectionsAccount } from './account.js';
import { TEST_INSTITUTIONS } from './test-institutions.js';

export function getAccount(
  ctx: ServiceContext,
  id: string,
  forUpdate = false,
): Promise<FinancialConnectionsAccount> {
  return getResource<FinancialConnectionsAccount>(ctx.db, 'financial_connections_accounts', ctx.scope, id, {
    noun: 'financial connections account',
    forUpdate,
  });
}

/** Disconnects an account: nothing more is read from it, and no new payment method is made of it. */
export async function disconnectAccount(
  ctx: ServiceContext,
  id: string,
): Promise<FinancialConnectionsAccount> {
  const account = await getAccount(ctx, id, true);
  if (account.status === 'disconnected') return account;
  const after: FinancialConnectionsAccount = { ...account, status: 'disconnected' };
  await updateResource(ctx.db, 'financial_connections_accounts', ctx.scope, after);
  await ctx.emit('financial_connections.account.disconnected', after, { status: account.status });
  return after;
}

/** The test bank's current balance of a linked account (it never changes: it is a test bank). */
async function currentBalance(ctx: ServiceContext, account: FinancialConnectionsAccount): Promise<number> {
  const secret = (await openFor(ctx, account.id)) ?? '';
  // The account number ends the sealed numbers, US (routing first) or Canadian (institution, transit first).
  const accountNumber = secret.slice(secret.lastIndexOf(':') + 1);
  const held = TEST_INSTITUTIONS.filter((institution) => institution.name === account.institution_name)
    .flatMap((institution) => institution.accounts)
    .find((candidate) => candidate.accountNumber === accountNumber);
  return held?.balance ?? 0;
}

/**
 * Refreshes what the account was linked to read: its balance (`balance` permission) or its
 * ownership (`ownership`); asking for data the shopper did not share is refused.
 */
export async function refreshAccount(
  ctx: ServiceContext,
  id: string,
  features: readonly string[],
): Promise<FinancialConnectionsAccount> {
  const account = await getAccount(ctx, id, true);
  if (account.status !== 'active') {
    throw invalidRequest(`The account ${id} is ${account.status}: it cannot be refreshed.`, 'features');
  }
  const now = nowSeconds();
  let after = { ...account };
  for (const feature of features) {
    const permission = feature === 'balance' ? 'balances' : feature;
    if (!account.permissions.includes(permission)) {
      throw invalidRequest(
        `The account ${id} was not linked with the ${permission} permission, so its ${feature} cannot be refreshed.`,
        'features',
      );
    }
    const refresh = { last_attempted_at: now, next_refresh_available_at: now, status: 'succeeded' };
    if (feature === 'balance') {
      const amount = await currentBalance(ctx, account);
      const currency = account.supported_payment_method_types.includes('acss_debit') ? 'cad' : 'usd';
      after = {
        ...after,
        balance: {
          as_of: now,
          cash: { available: { [currency]: amount } },
          current: { [currency]: amount },
          type: 'cash',
        },
        balance_refresh: refresh,
      };
    } else if (feature === 'ownership') {
      after = { ...after, ownership: `fcaowns_${account.id.slice(4)}`, ownership_refresh: refresh };
    }
  }
  await updateResource(ctx.db, 'financial_connections_accounts', ctx.scope, after);
  // One event per refreshed feature (transactions are not kept, so there is none for them).
  for (const feature of features) {
    if (feature === 'balance' || feature === 'ownership') {
      await ctx.emit(`financial_connections.account.refreshed_${feature}`, after);
    }
  }
  return after;
}
