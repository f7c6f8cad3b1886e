import { getInvoice, voidInvoice } from '../invoices/index.js';
import { invalidRequest } from '../kernel/errors.js';
import type { CallerContext } from '../routing/caller.js';
import { draftSubscriptionInvoice } from './billing.js';
import { attemptPayment, finalizeForSubscription } from './collect.js';
import { announceChange } from './settle.js';
import { addInterval, type Subscription, withPeriod } from './subscription.js';
import { getSubscription, saveSubscription, timeOf } from './subscription-store.js';

/**
 * Ends a subscription at `at`: no further invoice is made. The open first invoice of one that
 * never started is voided, so it can no longer be paid.
 */
export async function endSubscription(
  ctx: CallerContext,
  sub: Subscription,
  at: number,
  status: 'canceled' | 'incomplete_expired',
  reason: 'cancellation_requested' | 'payment_failed' | null,
  comment: { comment?: string | null | undefined; feedback?: string | null | undefined } = {},
): Promise<Subscription> {
  if (sub.status === 'incomplete' && sub.latest_invoice) {
    const invoice = await getInvoice(ctx.db, ctx.scope, sub.latest_invoice);
    if (invoice.status === 'open') await voidInvoice(ctx, invoice.id);
  }
  const ended: Subscription = {
    ...sub,
    status,
    ended_at: at,
    canceled_at: sub.canceled_at ?? at,
    cancellation_details: {
      comment: comment.comment ?? null,
      feedback: comment.feedback ?? null,
      reason,
    },
  };
  await saveSubscription(ctx.db, ctx.scope, ended);
  if (status === 'canceled') await ctx.emit('customer.subscription.deleted', ended);
  else await ctx.emit('customer.subscription.updated', ended, { status: sub.status });
  return ended;
}

export async function cancelSubscription(
  ctx: CallerContext,
  id: string,
  details: { comment?: string | null | undefined; feedback?: string | null | undefined } = {},
): Promise<Subscription> {
  const sub = await getSubscription(ctx.db, ctx.scope, id, true);
  if (sub.status === 'canceled' || sub.status === 'incomplete_expired')
    throw invalidRequest(
      `A canceled subscription can only update its cancellation_details and metadata.`,
      undefined,
      'resource_missing',
    );
  const now = await timeOf(ctx, sub.test_clock);
  return endSubscription(ctx, sub, now, 'canceled', 'cancellation_requested', details);
}

/**
 * Resumes a paused subscription: with `billing_cycle_anchor=now` (the default) a new period
 * starts now and is invoiced at once; `unchanged` keeps the cycle and bills at its next end.
 */
export async function resumeSubscription(
  ctx: CallerContext,
  id: string,
  anchor: 'now' | 'unchanged' = 'now',
): Promise<Subscription> {
  const before = await getSubscription(ctx.db, ctx.scope, id, true);
  if (before.status !== 'paused')
    throw invalidRequest('Only a paused subscription can be resumed.', undefined, 'subscription_not_paused');
  const now = await timeOf(ctx, before.test_clock);
  if (anchor === 'unchanged') {
    await announceChange(ctx, before, { ...before, status: 'active' });
    return getSubscription(ctx.db, ctx.scope, id);
  }
  const recurring = before.items.data[0]!.price.recurring!;
  const after = withPeriod(
    { ...before, status: 'active', billing_cycle_anchor: now },
    now,
    addInterval(now, recurring.interval, recurring.interval_count, 1),
  );
  await announceChange(ctx, before, after);
  await billPeriod(ctx, after, now, 'subscription_update');
  return getSubscription(ctx.db, ctx.scope, id);
}

/** Invoices a subscription's current period now: finalized at once and charged. */
export async function billPeriod(
  ctx: CallerContext,
  sub: Subscription,
  now: number,
  reason: 'subscription_update' | 'subscription_cycle',
): Promise<void> {
  const draft = await draftSubscriptionInvoice(ctx, sub, {
    reason,
    now,
    period: { start: sub.current_period_start, end: sub.current_period_end },
  });
  await saveSubscription(ctx.db, ctx.scope, { ...sub, latest_invoice: draft.id });
  const invoice = await finalizeForSubscription(ctx, sub, draft, now);
  if (invoice.status === 'open' && sub.collection_method === 'charge_automatically')
    await attemptPayment(ctx, sub, invoice.id, now);
}
