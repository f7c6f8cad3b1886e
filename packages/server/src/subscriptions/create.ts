import { getCustomer } from '../customers/index.js';
import { ApiError, invalidParam, invalidRequest } from '../kernel/errors.js';
import { newId } from '../kernel/ids.js';
import { applyMetadata } from '../kernel/shared-params.js';
import type { CallerContext } from '../routing/caller.js';
import { findResource } from '../store/index.js';
import type { StripeObject } from '../store/types.js';
import { activeTaxRates } from '../tax-rates/index.js';
import { draftSubscriptionInvoice } from './billing.js';
import { attemptPayment, finalizeForSubscription, paymentMethodFor } from './collect.js';
import { subscriptionDiscount } from './discount.js';
import { resolveItems } from './items.js';
import { pendingSetupIntent } from './pending-setup.js';
import { addInterval, DAY, type Subscription } from './subscription.js';
import type { CreateSubscriptionParams } from './subscription-params.js';
import { getSubscription, insertSubscription, saveSubscription, timeOf } from './subscription-store.js';

/** A payment method the customer may be charged with: theirs, or the 404 Stripe answers. */
export async function checkPaymentMethod(ctx: CallerContext, customer: string, id: string, param: string) {
  const pm = await findResource<StripeObject>(ctx.db, 'payment_methods', ctx.scope, id);
  if (!pm) throw invalidRequest(`No such PaymentMethod: '${id}'`, param, 'resource_missing', 404);
  if (pm.customer !== customer)
    throw invalidRequest(
      `The customer does not have a payment method with the ID ${id}. The payment method must be attached to the customer.`,
      param,
      'resource_missing',
    );
}

/** The end of a trial asked for: `now`, a time, a number of days, or the price's own trial. */
export function trialEndOf(
  params: Pick<CreateSubscriptionParams, 'trial_end' | 'trial_period_days' | 'trial_from_plan'>,
  trialDays: number | null,
  now: number,
): number | null {
  if (params.trial_end !== undefined && params.trial_period_days !== undefined)
    throw invalidRequest(
      'You may only specify one of these parameters: trial_end, trial_period_days.',
      'trial_end',
    );
  if (params.trial_end === 'now') return null;
  if (params.trial_end !== undefined) {
    if (!/^\d{1,12}$/.test(params.trial_end))
      throw invalidParam('trial_end', 'Invalid trial_end: must be a timestamp in the future or `now`.');
    const end = Number(params.trial_end);
    if (end <= now)
      throw invalidParam('trial_end', 'Invalid timestamp: must be an integer Unix timestamp in the future.');
    if (end > now + 730 * DAY)
      throw invalidParam('trial_end', 'trial_end can be no more than two years in the future.');
    return end;
  }
  const days = params.trial_period_days ?? (params.trial_from_plan ? trialDays : null);
  if (days === null || days === 0) return null;
  if (days < 0 || days > 730)
    throw invalidParam('trial_period_days', 'trial_period_days must be between 0 and 730.');
  return now + days * DAY;
}

/**
 * Creates a subscription and its first invoice. `default_incomplete` leaves the invoice open
 * for the customer to pay (the Payment Element confirms its intent); `allow_incomplete` and
 * `error_if_incomplete` charge the default card at once, the latter refusing the whole
 * request (nothing is kept) when the payment does not succeed.
 */
export async function createSubscription(
  ctx: CallerContext,
  params: CreateSubscriptionParams,
  /** `discountRedeemed`: a Checkout Session counts its discount itself when it completes. */
  options: { inlinePrices?: boolean; discountRedeemed?: boolean } = {},
): Promise<Subscription> {
  const customer = await getCustomer(ctx.db, ctx.scope, params.customer, 'customer');
  if (params.default_payment_method)
    await checkPaymentMethod(ctx, customer.id, params.default_payment_method, 'default_payment_method');
  const collection = params.collection_method ?? 'charge_automatically';
  if (collection === 'send_invoice' && params.days_until_due === undefined)
    throw invalidRequest(
      'Missing required param: days_until_due. A subscription that sends invoices needs days_until_due.',
      'days_until_due',
      'parameter_missing',
    );
  if (collection !== 'send_invoice' && params.days_until_due !== undefined)
    throw invalidParam(
      'days_until_due',
      'You can only set days_until_due when collection_method is send_invoice.',
    );
  const clock = (customer.test_clock as string | null | undefined) ?? null;
  const now = await timeOf(ctx, clock);
  const id = newId('sub');
  const items = await resolveItems(ctx, params.items, { id, items: null }, now, options.inlinePrices);
  const recurring = items[0]!.price.recurring!;
  const trialEnd = trialEndOf(params, recurring.trial_period_days, now);
  const anchor = trialEnd ?? now;
  const end = trialEnd ?? addInterval(anchor, recurring.interval, recurring.interval_count, 1);
  const currency = items[0]!.price.currency;
  const discount = await subscriptionDiscount(
    ctx,
    params.discounts,
    { id, customer: customer.id, currency },
    now,
    options.discountRedeemed ?? false,
  );
  const sub: Subscription = {
    id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { enabled: false, liability: null },
    billing_cycle_anchor: anchor,
    billing_thresholds: null,
    cancel_at: params.cancel_at_period_end ? end : null,
    cancel_at_period_end: params.cancel_at_period_end ?? false,
    canceled_at: params.cancel_at_period_end ? now : null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: collection,
    created: now,
    currency: items[0]!.price.currency,
    current_period_end: end,
    current_period_start: now,
    customer: customer.id,
    days_until_due: params.days_until_due ?? null,
    default_payment_method: params.default_payment_method ?? null,
    default_source: null,
    default_tax_rates: await activeTaxRates(ctx, params.default_tax_rates || [], 'default_tax_rates'),
    description: params.description || null,
    discount,
    discounts: discount ? [discount.id] : [],
    ended_at: null,
    items: {
      object: 'list',
      data: items.map((item) => ({ ...item, current_period_start: now, current_period_end: end })),
      has_more: false,
      total_count: items.length,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: null,
    livemode: ctx.scope.livemode,
    metadata: applyMetadata({}, params.metadata),
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: params.payment_settings?.payment_method_types || null,
      save_default_payment_method: params.payment_settings?.save_default_payment_method ?? 'off',
    },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: now,
    // A trial starts at once; a subscription billed by e-mail is active while its invoice is due.
    status: trialEnd ? 'trialing' : collection === 'send_invoice' ? 'active' : 'incomplete',
    test_clock: clock,
    transfer_data: null,
    trial_end: trialEnd,
    trial_settings: {
      end_behavior: {
        missing_payment_method:
          params.trial_settings?.end_behavior.missing_payment_method ?? 'create_invoice',
      },
    },
    trial_start: trialEnd ? now : null,
  };
  await insertSubscription(ctx.db, ctx.scope, sub);
  await ctx.emit('customer.subscription.created', sub);
  const draft = await draftSubscriptionInvoice(ctx, sub, {
    reason: 'subscription_create',
    now,
    period: { start: now, end },
    trial: trialEnd !== null,
  });
  await saveSubscription(ctx.db, ctx.scope, { ...sub, latest_invoice: draft.id });
  const invoice = await finalizeForSubscription(ctx, sub, draft, now);
  const behavior = params.payment_behavior ?? 'allow_incomplete';
  // Without a card there is nothing to try: the customer pays the open invoice (Stripe does the same).
  const charge =
    behavior === 'error_if_incomplete' ||
    (behavior !== 'default_incomplete' && (await paymentMethodFor(ctx, sub)));
  if (invoice.status === 'open' && collection === 'charge_automatically' && charge) {
    const outcome = await attemptPayment(ctx, sub, invoice.id, now);
    if (!outcome.paid && behavior === 'error_if_incomplete')
      // Not committed: the subscription and its invoice are not kept, as Stripe answers.
      throw (
        outcome.error ?? new ApiError(402, { type: 'card_error', message: 'The payment did not succeed.' })
      );
  }
  // Nothing to pay now (a trial): the browser collects the card for the renewals instead.
  if (
    behavior === 'default_incomplete' &&
    collection === 'charge_automatically' &&
    invoice.amount_due === 0
  ) {
    const current = await getSubscription(ctx.db, ctx.scope, id, true);
    await saveSubscription(ctx.db, ctx.scope, {
      ...current,
      pending_setup_intent: await pendingSetupIntent(ctx, current),
    });
  }
  return getSubscription(ctx.db, ctx.scope, id);
}
