import { invalidRequest } from '../kernel/errors.js';
import { getResource } from '../kernel/get-resource.js';
import { newId, nowSeconds } from '../kernel/ids.js';
import type { Db, Scope, StripeObject } from '../store/types.js';

export interface TestClock extends StripeObject {
  object: 'test_helpers.test_clock';
  created: number;
  deletes_after: number;
  frozen_time: number;
  livemode: false;
  name: string | null;
  status: 'advancing' | 'internal_failure' | 'ready';
}

/** A clock, with the objects on it, is deleted 30 days after it was made, as Stripe does. */
const LIFETIME = 30 * 86_400;

export function newTestClock(frozenTime: number, name: string | undefined): TestClock {
  const created = nowSeconds();
  return {
    id: newId('clock'),
    object: 'test_helpers.test_clock',
    created,
    deletes_after: created + LIFETIME,
    frozen_time: frozenTime,
    livemode: false,
    name: name || null,
    status: 'ready',
    status_details: {},
  };
}

export const getTestClock = (db: Db, scope: Scope, id: string, forUpdate = false) =>
  getResource<TestClock>(db, 'test_clocks', scope, id, { noun: 'test_clock', forUpdate });

/** Test clocks move test objects' time only: a live key may not make or move one. */
export function checkTestMode(scope: Scope): void {
  if (scope.livemode)
    throw invalidRequest('Test helpers are only available in test mode: use your test secret key.');
}
