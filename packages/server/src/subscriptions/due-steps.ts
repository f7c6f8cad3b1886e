import type { CallerContext } from '../routing/caller.js';
import { nextStep, type Step } from './lifecycle.js';
import type { Subscription } from './subscription.js';

/** A bound on the steps one run may take, so a runaway schedule ends in an error, not a hang. */
export const MAX_STEPS = 2_000;

/** More steps were due than one run may take. */
export class TooManySteps extends Error {
  constructor() {
    super(`more than ${MAX_STEPS} subscription steps were due at once`);
  }
}

/**
 * Runs every step due between `from` and `to` to the subscriptions `load` answers, in time
 * order, each seeing the subscriptions as the steps before it left them: what a test clock's
 * advance and the real-time renewal worker both do, the clock being the only difference.
 * `before` runs as each step starts, with its time (a test clock moves to it).
 */
export async function runDueSteps(
  ctx: CallerContext,
  load: () => Promise<Subscription[]>,
  from: number,
  to: number,
  before: (at: number) => Promise<void> = async () => {},
): Promise<number> {
  const done = new Set<string>();
  for (let steps = 0; ; steps++) {
    let due: Step | undefined;
    for (const sub of await load()) {
      const step = await nextStep(ctx, sub, from, to, done);
      if (step && (!due || step.at < due.at)) due = step;
    }
    if (!due) return steps;
    if (steps >= MAX_STEPS) throw new TooManySteps();
    done.add(due.key);
    await before(Math.max(due.at, from));
    await due.run(ctx);
  }
}
