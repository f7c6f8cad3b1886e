import type { AppContext } from '../kernel/app-context.js';
import { type BackgroundTask, Ticker } from '../kernel/background.js';
import { nowSeconds } from '../kernel/ids.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { inSystemTransaction } from '../kernel/system-transaction.js';
import type { CallerContext } from '../routing/caller.js';
import type { Db, Scope } from '../store/types.js';
import { runDueSteps } from './due-steps.js';
import { nextStep } from './lifecycle.js';
import { ENDED_STATUSES, HOUR, type Subscription } from './subscription.js';
import { getSubscription } from './subscription-store.js';

const POLL_MS = 1000;
/** How long a subscription whose step failed waits before it is tried again. */
const RETRY_FAILED_AFTER = 60;

/**
 * The longest the worker leaves a subscription unvisited: a change that reaches it without
 * saving it (a merchant turning a draft's `auto_advance` on) is then picked up within the hour.
 */
const REVISIT_AFTER = HOUR;

interface DueRow {
  id: string;
  account_id: string;
  livemode: boolean;
  stepped_to: number | null;
}

/**
 * Claims one subscription without a test clock that has something due by `now` (or that
 * changed since it was last looked at), locked: an instance running it holds the row, so
 * another skips it and no step runs twice.
 */
function claimDue(db: Db, now: number): Promise<DueRow | undefined> {
  return db
    .selectFrom('subscriptions')
    .select(['id', 'account_id', 'livemode', 'stepped_to'])
    .where('test_clock', 'is', null)
    .where('status', 'not in', [...ENDED_STATUSES])
    .where((eb) => eb.or([eb('next_step_at', 'is', null), eb('next_step_at', '<=', now)]))
    .orderBy('next_step_at')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

/** The server acts for the merchant here, as a test clock's advance does for its caller. */
const merchantContext = (ctx: ServiceContext, scope: Scope): CallerContext => ({
  ...ctx,
  auth: { kind: 'secret', scope, keyAccountId: scope.accountId, key: '' },
});

/**
 * Runs everything due by `now` to one claimed subscription, through the same steps a test
 * clock's advance runs, then records how far it got and when it is next due.
 */
async function stepSubscription(ctx: CallerContext, row: DueRow, now: number): Promise<void> {
  const current = async (): Promise<Subscription[]> => {
    const sub = await getSubscription(ctx.db, ctx.scope, row.id, true);
    return ENDED_STATUSES.includes(sub.status) ? [] : [sub];
  };
  const first = (await current())[0];
  const from = row.stepped_to ?? first?.created ?? now;
  if (first && from < now) await runDueSteps(ctx, current, from, now);
  const [sub] = await current();
  const next = sub ? await nextStep(ctx, sub, now, Number.POSITIVE_INFINITY, new Set()) : undefined;
  await ctx.db
    .updateTable('subscriptions')
    .set({
      stepped_to: Math.max(now, from),
      next_step_at: Math.max(now + 1, Math.min(next?.at ?? Number.POSITIVE_INFINITY, now + REVISIT_AFTER)),
    })
    .where('id', '=', row.id)
    .where('account_id', '=', row.account_id)
    .where('livemode', '=', row.livemode)
    .execute();
}

/**
 * Runs, until none is left, the steps due by `now` to subscriptions that live in real time:
 * each subscription in its own transaction, so one that fails holds up no other (it is tried
 * again on the next round). Answers how many subscriptions it moved on.
 */
export async function runDueSubscriptions(app: AppContext, now: number): Promise<number> {
  let count = 0;
  for (;;) {
    let claimed: DueRow | undefined;
    try {
      const moved = await inSystemTransaction(app, async (db, contextFor) => {
        claimed = await claimDue(db, now);
        if (!claimed) return false;
        const scope = { accountId: claimed.account_id, livemode: claimed.livemode };
        await stepSubscription(merchantContext(contextFor(scope), scope), claimed, now);
        return true;
      });
      if (!moved) return count;
      count++;
    } catch (error) {
      if (!claimed) throw error;
      app.log.warn({ err: error, subscription: claimed.id }, 'a subscription step failed');
      // Nothing it did was kept; it is tried again a minute on, after the others.
      await app.db
        .updateTable('subscriptions')
        .set({ next_step_at: now + RETRY_FAILED_AFTER })
        .where('id', '=', claimed.id)
        .where('account_id', '=', claimed.account_id)
        .where('livemode', '=', claimed.livemode)
        .execute();
    }
  }
}

/**
 * The renewal worker: each second it moves on the subscriptions without a test clock (renewals,
 * trial ends, finalizing, charging and retrying invoices, expiries) in real time, or in the
 * time `config.subscriptions.now` tells (tests). Safe with several instances on one database.
 */
export function subscriptionRenewalTask(): BackgroundTask {
  let ticker: Ticker | undefined;
  return {
    name: 'subscription-renewals',
    start(app: AppContext) {
      const clock = app.config.subscriptions?.now ?? nowSeconds;
      ticker = new Ticker(
        app.config.subscriptions?.pollMs ?? POLL_MS,
        async () => {
          await runDueSubscriptions(app, clock());
        },
        (error) => app.log.warn({ err: error }, 'subscription renewals failed'),
        'subscription-renewals',
      );
      ticker.start();
    },
    stop: async () => ticker?.stop(),
  };
}
