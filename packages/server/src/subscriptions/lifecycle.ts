import { getInvoice, type Invoice, saveInvoice } from '../invoices/index.js';
import type { CallerContext } from '../routing/caller.js';
import { draftSubscriptionInvoice } from './billing.js';
import { endSubscription } from './cancel.js';
import { attemptPayment, finalizeForSubscription, paymentMethodFor } from './collect.js';
import {
  FINALIZE_AFTER,
  INCOMPLETE_EXPIRY,
  TRIAL_WILL_END_BEFORE,
  UPCOMING_BEFORE,
} from './lifecycle-times.js';
import { previewFor } from './preview.js';
import { announceChange } from './settle.js';
import { LIVE_STATUSES, periodEnd, type Subscription, withPeriod } from './subscription.js';

/**
 * How long a renewal draft waits to be finalized: an hour, as Stripe leaves it for the merchant
 * to edit, or no time at all in test mode when the server is told to (quicker tests).
 */
function finalizeAfter(ctx: CallerContext, invoice: Invoice): number {
  return !invoice.livemode && ctx.app.config.subscriptions?.finalizeTestInvoicesAtOnce ? 0 : FINALIZE_AFTER;
}

/** One thing due to happen to a subscription at a time: the clock runs them in time order. */
export interface Step {
  at: number;
  /** Names the step so one announcement is made once in an advance. */
  key: string;
  run(ctx: CallerContext): Promise<void>;
}

/** A renewal: the next period starts, billed by a draft invoice, or the subscription ends. */
async function renew(ctx: CallerContext, sub: Subscription, at: number): Promise<void> {
  if (sub.cancel_at_period_end) {
    await endSubscription(ctx, sub, at, 'canceled', 'cancellation_requested');
    return;
  }
  const trialEnds = sub.status === 'trialing';
  if (trialEnds && !(await paymentMethodFor(ctx, sub))) {
    const behavior = sub.trial_settings.end_behavior.missing_payment_method;
    if (behavior === 'cancel') {
      await endSubscription(ctx, sub, at, 'canceled', null);
      return;
    }
    if (behavior === 'pause') {
      await announceChange(ctx, sub, { ...sub, status: 'paused' });
      return;
    }
  }
  const next = withPeriod(sub, at, periodEnd(sub, at));
  const draft = await draftSubscriptionInvoice(ctx, next, {
    reason: 'subscription_cycle',
    now: at,
    period: { start: at, end: next.current_period_end },
  });
  await announceChange(ctx, sub, {
    ...next,
    status: trialEnds ? 'active' : sub.status,
    latest_invoice: draft.id,
  });
}

/** Finalizes a renewal draft and charges it (a `send_invoice` one is e-mailed instead). */
async function collect(ctx: CallerContext, sub: Subscription, draft: Invoice, at: number): Promise<void> {
  const invoice = await finalizeForSubscription(ctx, sub, draft, at);
  if (invoice.status === 'open' && sub.collection_method === 'charge_automatically')
    await attemptPayment(ctx, sub, invoice.id, at);
}

/** The earliest step due to a subscription by `to`, if any; `done` holds the keys already run. */
export async function nextStep(
  ctx: CallerContext,
  sub: Subscription,
  from: number,
  to: number,
  done: ReadonlySet<string>,
): Promise<Step | undefined> {
  const steps: Step[] = [];
  const invoice = sub.latest_invoice ? await getInvoice(ctx.db, ctx.scope, sub.latest_invoice) : undefined;
  if (sub.status === 'incomplete')
    steps.push({
      at: sub.created + INCOMPLETE_EXPIRY,
      key: `${sub.id} expire`,
      run: (c) =>
        endSubscription(c, sub, sub.created + INCOMPLETE_EXPIRY, 'incomplete_expired', null).then(() => {}),
    });
  if (sub.status === 'trialing' && sub.trial_end !== null) {
    const at = sub.trial_end - TRIAL_WILL_END_BEFORE;
    if (at > from)
      steps.push({
        at,
        key: `${sub.id} trial ${sub.trial_end}`,
        run: (c) => c.emit('customer.subscription.trial_will_end', sub),
      });
  }
  if (LIVE_STATUSES.has(sub.status)) {
    const at = sub.current_period_end - UPCOMING_BEFORE;
    if (at > from && at > sub.current_period_start && !sub.cancel_at_period_end)
      steps.push({
        at,
        key: `${sub.id} upcoming ${sub.current_period_end}`,
        run: async (c) => c.emit('invoice.upcoming', await previewFor(c, sub, { now: at })),
      });
    steps.push({
      at: sub.current_period_end,
      key: `${sub.id} renew ${sub.current_period_end}`,
      run: (c) => renew(c, sub, sub.current_period_end),
    });
  }
  // An unpaid subscription's renewals stay drafts: nothing more is charged until it is settled.
  if (
    invoice?.status === 'draft' &&
    invoice.auto_advance &&
    sub.status !== 'unpaid' &&
    sub.status !== 'canceled'
  ) {
    const at = invoice.created + finalizeAfter(ctx, invoice);
    steps.push({ at, key: `${invoice.id} finalize`, run: (c) => collect(c, sub, invoice, at) });
  }
  if (invoice?.status === 'open' && typeof invoice.next_payment_attempt === 'number') {
    const at = invoice.next_payment_attempt;
    steps.push({
      at,
      key: `${invoice.id} retry ${at}`,
      run: async (c) => {
        await saveInvoice(c.db, c.scope, { ...invoice, next_payment_attempt: null });
        await attemptPayment(c, sub, invoice.id, at);
      },
    });
  }
  if (
    invoice?.status === 'open' &&
    invoice.due_date !== null &&
    sub.status === 'active' &&
    sub.collection_method === 'send_invoice'
  )
    steps.push({
      at: invoice.due_date,
      key: `${invoice.id} due`,
      run: (c) => announceChange(c, sub, { ...sub, status: 'past_due' }),
    });
  const due = steps.filter((step) => step.at <= to && !done.has(step.key)).sort((a, b) => a.at - b.at);
  return due[0];
}
