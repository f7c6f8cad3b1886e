import { invalidParam, invalidRequest } from '../kernel/errors.js';
import { applyMetadata } from '../kernel/shared-params.js';
import type { CallerContext } from '../routing/caller.js';
import { activeTaxRates } from '../tax-rates/index.js';
import { draftSubscriptionInvoice } from './billing.js';
import { attemptPayment, finalizeForSubscription } from './collect.js';
import { checkPaymentMethod } from './create.js';
import { resolveItems } from './items.js';
import { prorationItems, savePendingItems } from './proration.js';
import { announceChange } from './settle.js';
import { addInterval, type Subscription, withPeriod } from './subscription.js';
import type { UpdateSubscriptionParams } from './subscription-params.js';
import { getSubscription, saveSubscription, timeOf } from './subscription-store.js';

const ENDED = new Set(['canceled', 'incomplete_expired']);

/** The subscription after the fields of an update that need no invoice. */
async function withFields(
  ctx: CallerContext,
  before: Subscription,
  params: UpdateSubscriptionParams,
  now: number,
): Promise<Subscription> {
  const after: Subscription = { ...before, metadata: applyMetadata(before.metadata, params.metadata) };
  if (params.description !== undefined) after.description = params.description || null;
  if (params.default_payment_method !== undefined) {
    if (params.default_payment_method)
      await checkPaymentMethod(ctx, before.customer, params.default_payment_method, 'default_payment_method');
    after.default_payment_method = params.default_payment_method || null;
  }
  if (params.default_tax_rates !== undefined)
    after.default_tax_rates = await activeTaxRates(ctx, params.default_tax_rates || [], 'default_tax_rates');
  if (params.collection_method !== undefined) after.collection_method = params.collection_method;
  if (params.days_until_due !== undefined) after.days_until_due = params.days_until_due;
  if (after.collection_method === 'send_invoice' && after.days_until_due === null)
    throw invalidRequest('Missing required param: days_until_due.', 'days_until_due', 'parameter_missing');
  if (after.collection_method === 'charge_automatically') after.days_until_due = null;
  if (params.payment_settings?.save_default_payment_method)
    after.payment_settings = {
      ...before.payment_settings,
      save_default_payment_method: params.payment_settings.save_default_payment_method,
    };
  if (params.cancel_at_period_end !== undefined) {
    after.cancel_at_period_end = params.cancel_at_period_end;
    after.cancel_at = params.cancel_at_period_end ? before.current_period_end : null;
    after.canceled_at = params.cancel_at_period_end ? now : null;
  }
  if (params.trial_end !== undefined && params.trial_end !== 'now') {
    const end = Number(params.trial_end);
    if (!Number.isInteger(end) || end <= now)
      throw invalidParam('trial_end', 'Invalid timestamp: must be an integer Unix timestamp in the future.');
    if (before.status !== 'trialing')
      throw invalidParam('trial_end', 'Only a subscription in a trial can have its trial changed.');
    Object.assign(after, withPeriod(after, before.current_period_start, end), {
      trial_end: end,
      billing_cycle_anchor: end,
    });
  }
  return after;
}

/**
 * Updates a subscription. A change of prices or quantities is prorated as asked: with
 * `create_prorations` (the default) the credit and charge for the rest of the period wait for
 * the next invoice, `always_invoice` bills them now, `none` bills nothing until the period
 * ends. A change to another interval restarts the billing cycle and invoices the new period now.
 */
export async function updateSubscription(
  ctx: CallerContext,
  id: string,
  params: UpdateSubscriptionParams,
): Promise<Subscription> {
  const before = await getSubscription(ctx.db, ctx.scope, id, true);
  const { metadata: _m, ...rest } = params;
  if (ENDED.has(before.status) && Object.values(rest).some((v) => v !== undefined))
    throw invalidRequest(
      'A canceled subscription can only update its cancellation_details and metadata.',
      undefined,
      'resource_missing',
    );
  const now = await timeOf(ctx, before.test_clock);
  let after = await withFields(ctx, before, params, now);
  const behavior = params.proration_behavior ?? 'create_prorations';
  let reset = false;
  if (params.items) {
    const items = await resolveItems(ctx, params.items, before, now);
    after = { ...after, items: { ...after.items, data: items, total_count: items.length } };
    const oldRecurring = before.items.data[0]!.price.recurring!;
    const newRecurring = items[0]!.price.recurring!;
    reset =
      oldRecurring.interval !== newRecurring.interval ||
      oldRecurring.interval_count !== newRecurring.interval_count;
    const date = params.proration_date ?? now;
    if (date < before.current_period_start || date > before.current_period_end)
      throw invalidParam('proration_date', 'proration_date must be within the current billing period.');
    if (behavior !== 'none' && before.status !== 'trialing') {
      let prorations = await prorationItems(ctx, before, after, date);
      // A new cycle bills its whole first period: only the unused old time is credited.
      if (reset) prorations = prorations.filter((item) => item.amount < 0);
      await savePendingItems(ctx, prorations);
    }
    if (reset) {
      after.billing_cycle_anchor = now;
      if (after.status === 'trialing') after.trial_end = now;
      after = withPeriod(after, now, addInterval(now, newRecurring.interval, newRecurring.interval_count, 1));
    } else {
      after = withPeriod(after, before.current_period_start, before.current_period_end);
    }
  }
  await announceChange(ctx, before, after);
  if (reset || (params.items && behavior === 'always_invoice' && before.status !== 'trialing')) {
    const draft = await draftSubscriptionInvoice(ctx, after, {
      reason: 'subscription_update',
      now,
      period: reset ? { start: after.current_period_start, end: after.current_period_end } : null,
    });
    await saveSubscription(ctx.db, ctx.scope, { ...after, latest_invoice: draft.id });
    const invoice = await finalizeForSubscription(ctx, after, draft, now);
    if (invoice.status === 'open' && after.collection_method === 'charge_automatically')
      await attemptPayment(ctx, after, invoice.id, now);
  }
  return getSubscription(ctx.db, ctx.scope, id);
}
