import { invalidParam, invalidRequest } from '../kernel/errors.js';
import type { CallerContext } from '../routing/caller.js';
import { parseData, updateResource } from '../store/index.js';
import { nextStep, type Step, type Subscription } from '../subscriptions/index.js';
import { getTestClock, type TestClock } from './test-clock.js';

/** A bound on the steps one advance may run, so a runaway schedule answers an error, not a hang. */
const MAX_STEPS = 2_000;

async function subscriptionsOn(ctx: CallerContext, clock: string): Promise<Subscription[]> {
  const rows = await ctx.db
    .selectFrom('subscriptions')
    .select('data')
    .where('account_id', '=', ctx.scope.accountId)
    .where('livemode', '=', ctx.scope.livemode)
    .where('test_clock', '=', clock)
    .where('status', 'not in', ['canceled', 'incomplete_expired'])
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
  const done = new Set<string>();
  for (let steps = 0; ; steps++) {
    if (steps >= MAX_STEPS)
      throw invalidParam(
        'frozen_time',
        'The test clock cannot be advanced this far at once: advance it in smaller steps.',
      );
    let due: Step | undefined;
    for (const sub of await subscriptionsOn(ctx, id)) {
      const step = await nextStep(ctx, sub, from, frozenTime, done);
      if (step && (!due || step.at < due.at)) due = step;
    }
    if (!due) break;
    done.add(due.key);
    await saveClock(ctx, { ...clock, frozen_time: Math.max(due.at, from) });
    await due.run(ctx);
  }
  const ready: TestClock = { ...clock, frozen_time: frozenTime, status: 'ready' };
  await saveClock(ctx, ready);
  await ctx.emit('test_helpers.test_clock.ready', ready);
  return ready;
}
