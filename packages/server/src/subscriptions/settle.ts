import { type Invoice, saveInvoice } from '../invoices/index.js';
import type { IntentListener } from '../kernel/intent-listeners.js';
import { changedAttributes } from '../kernel/record-event.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { findResource } from '../store/index.js';
import { DAY, type Subscription } from './subscription.js';
import { getSubscription, rescheduleSubscription, saveSubscription, timeOf } from './subscription-store.js';

/**
 * When a renewal payment that failed is tried again: 3, 5 and 7 days after the attempt before
 * it, so four attempts over 15 days. After the last one fails the subscription is `unpaid`: it
 * keeps its periods and invoices (each waits open to be paid) but no further payment is tried.
 */
export const RETRY_DAYS: readonly number[] = [3, 5, 7];

export type PaymentOutcome = 'paid' | 'failed' | 'action_required';

/** Saves a subscription changed by a step and announces the change with its previous values. */
export async function announceChange(
  ctx: ServiceContext,
  before: Subscription,
  after: Subscription,
): Promise<void> {
  const previous = changedAttributes(before, after);
  if (!previous) return;
  await saveSubscription(ctx.db, ctx.scope, after);
  await ctx.emit('customer.subscription.updated', after, previous);
}

/**
 * What an attempt to pay one of its invoices does to a subscription: a paid invoice makes it
 * active (and may keep the card as its default); a failed renewal makes it past due and
 * schedules the next try, or leaves it unpaid after the last; a first invoice that failed
 * leaves it incomplete, as the customer may still pay it.
 */
export async function settleSubscription(
  ctx: ServiceContext,
  invoice: Invoice,
  outcome: PaymentOutcome,
  now: number,
  paymentMethod: string | null = null,
): Promise<void> {
  const before = await getSubscription(ctx.db, ctx.scope, String(invoice.subscription), true);
  const after: Subscription = { ...before };
  const first = invoice.billing_reason === 'subscription_create';
  if (outcome === 'paid') {
    if (['incomplete', 'past_due', 'unpaid'].includes(before.status))
      after.status = before.trial_end !== null && before.trial_end > now ? 'trialing' : 'active';
    if (before.payment_settings.save_default_payment_method === 'on_subscription' && paymentMethod)
      after.default_payment_method ??= paymentMethod;
  } else if (!first && before.status !== 'canceled') {
    const retry = outcome === 'failed' ? RETRY_DAYS[invoice.attempt_count - 1] : undefined;
    const next = retry === undefined ? null : now + retry * DAY;
    await saveInvoice(ctx.db, ctx.scope, { ...invoice, next_payment_attempt: next });
    await rescheduleSubscription(ctx.db, ctx.scope, before.id);
    // An action the customer must take waits for them; only exhausted retries make it unpaid.
    after.status = outcome === 'failed' && next === null ? 'unpaid' : 'past_due';
  }
  await announceChange(ctx, before, after);
}

/** Follows the payment intents of subscriptions' invoices, whoever confirms them. */
export const subscriptionPaymentListener: IntentListener = async (ctx, change) => {
  const after = change.after;
  if (after.object !== 'payment_intent' || !after.invoice || change.inserted) return;
  const invoice = await findResource<Invoice>(ctx.db, 'invoices', ctx.scope, String(after.invoice));
  if (!invoice?.subscription || invoice.payment_intent !== after.id) return;
  const before = change.before;
  let outcome: PaymentOutcome | undefined;
  if (after.status === 'succeeded' && before?.status !== 'succeeded' && invoice.status === 'paid')
    outcome = 'paid';
  else if (
    after.status === 'requires_payment_method' &&
    after.last_payment_error !== null &&
    before?.last_payment_error !== after.last_payment_error
  )
    outcome = 'failed';
  else if (after.status === 'requires_action' && before?.status !== 'requires_action')
    outcome = 'action_required';
  if (!outcome) return;
  const now = await timeOf(ctx, invoice.test_clock as string | null);
  await settleSubscription(ctx, invoice, outcome, now, (after.payment_method as string | null) ?? null);
};
