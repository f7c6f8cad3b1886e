import { getResource } from '../kernel/get-resource.js';
import { nowSeconds } from '../kernel/ids.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { deferWrite, findResource, insertResource, updateResource } from '../store/index.js';
import type { Db, Scope, StripeObject } from '../store/types.js';
import { type Subscription, subscriptionColumns } from './subscription.js';

export const getSubscription = (db: Db, scope: Scope, id: string, forUpdate = false, param?: string) =>
  getResource<Subscription>(db, 'subscriptions', scope, id, {
    noun: 'subscription',
    forUpdate,
    ...(param ? { param } : {}),
  });

export const insertSubscription = (db: Db, scope: Scope, sub: Subscription) =>
  insertResource(db, 'subscriptions', scope, sub, subscriptionColumns(sub));

export const saveSubscription = (db: Db, scope: Scope, sub: Subscription) =>
  updateResource(db, 'subscriptions', scope, sub, subscriptionColumns(sub));

/**
 * Has the renewal worker work out again when a subscription is next due, after a change to
 * its invoices that did not change the subscription itself (a retry scheduled).
 */
export const rescheduleSubscription = (db: Db, scope: Scope, id: string) =>
  deferWrite(
    db,
    db
      .updateTable('subscriptions')
      .set({ next_step_at: null })
      .where('id', '=', id)
      .where('account_id', '=', scope.accountId)
      .where('livemode', '=', scope.livemode),
  );

/**
 * The time a subscription or customer lives in: its test clock's frozen time, or the server's
 * time when it has no clock (the real time, unless tests set `config.subscriptions.now`).
 * Everything a subscription dates (periods, trials, retries) uses it.
 */
export async function timeOf(ctx: ServiceContext, clock: string | null | undefined): Promise<number> {
  const realTime = ctx.app.config.subscriptions?.now ?? nowSeconds;
  if (!clock) return realTime();
  const found = await findResource<StripeObject>(ctx.db, 'test_clocks', ctx.scope, clock);
  return typeof found?.frozen_time === 'number' ? found.frozen_time : realTime();
}
