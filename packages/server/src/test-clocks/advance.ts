import { invalidParam, invalidRequest } from '../kernel/errors.js';
import type { CallerContext } from '../routing/caller.js';
import { parseData, updateResource } from '../store/index.js';
import { ENDED_STATUSES, runDueSteps, type Subscription, TooManySteps } from '../subscriptions/index.js';
import { getTestClock, type TestClock } from './test-clock.js';

async function subscriptionsOn(ctx: CallerContext, clock: string): Promise<Subscription[]> {
  const rows = await ctx.db
    .selectFrom('subscriptions')
    .select('data')
    .where('account_id', '=', ctx.scope.accountId)
    .where('livemode', '=', ctx.scope.livemode)
    .where('test_clock', '=', clock)
    .where('status', 'not in', [...ENDED_STATUSES])
    .orderBy('seq', 'asc')
    .execute();
  return rows.map((row) => parseData(row.data) as Subscription);
}

const saveClock = (ctx: CallerContext, clock: TestClock) =>
  updateResource(ctx.db, 'test_clocks', ctx.scope, clock);

/**
 * Moves a clock forward to `frozenTime`, running everything due to its subscriptions in time
 * order: trial endings, renewals and their invoices, payments and retries, expiries. The clock
 * stands at each step's time while the step runs, so what it writes is dated then; events are
 * written in the order the steps ran. The advance runs within the request, so the clock the
 * answer shows is `ready` again; `test_helpers.test_clock.advancing` and `.ready` bracket it.
 */
export async function advanceClock(ctx: CallerContext, id: string, frozenTime: number): Promise<TestClock> {
  const clock = await getTestClock(ctx.db, ctx.scope, id, true);
  if (clock.status !== 'ready')
    throw invalidRequest(
      `The test clock ${id} is ${clock.status} and cannot be advanced now.`,
      undefined,
      'test_clock_not_ready' as string,
    );
  if (frozenTime <= clock.frozen_time)
    throw invalidParam('frozen_time', "The frozen_time must be after the test clock's current frozen_time.");
  const from = clock.frozen_time;
  await ctx.emit('test_helpers.test_clock.advancing', { ...clock, status: 'advancing' });
  try {
    await runDueSteps(
      ctx,
      () => subscriptionsOn(ctx, id),
      from,
      frozenTime,
      (at) => saveClock(ctx, { ...clock, frozen_time: at }),
    );
  } catch (error) {
    if (!(error instanceof TooManySteps)) throw error;
    throw invalidParam(
      'frozen_time',
      'The test clock cannot be advanced this far at once: advance it in smaller steps.',
    );
  }
  const ready: TestClock = { ...clock, frozen_time: frozenTime, status: 'ready' };
  await saveClock(ctx, ready);
  await ctx.emit('test_helpers.test_clock.ready', ready);
  return ready;
}
