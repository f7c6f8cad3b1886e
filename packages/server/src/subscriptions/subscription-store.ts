import { getResource } from '../kernel/get-resource.js';
import { nowSeconds } from '../kernel/ids.js';
import { findResource, insertResource, updateResource } from '../store/index.js';
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
 * The time a subscription or customer lives in: its test clock's frozen time, or the real
 * time when it has no clock. Everything a subscription dates (periods, trials, retries) uses it.
 */
export async function timeOf(db: Db, scope: Scope, clock: string | null | undefined): Promise<number> {
  if (!clock) return nowSeconds();
  const found = await findResource<StripeObject>(db, 'test_clocks', scope, clock);
  return typeof found?.frozen_time === 'number' ? found.frozen_time : nowSeconds();
}
