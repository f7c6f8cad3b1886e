import type { Price } from '../catalog/index.js';
import type { InvoiceDiscount } from '../invoices/index.js';
import type { StripeObject } from '../store/types.js';
import type { TaxRate } from '../tax-rates/index.js';

export type SubscriptionStatus =
  | 'incomplete'
  | 'incomplete_expired'
  | 'trialing'
  | 'active'
  | 'past_due'
  | 'canceled'
  | 'unpaid'
  | 'paused';

export interface SubscriptionItem extends StripeObject {
  object: 'subscription_item';
  created: number;
  current_period_end: number;
  current_period_start: number;
  metadata: Record<string, string>;
  price: Price;
  quantity: number;
  subscription: string;
  /** Rates taxing this item's lines, in place of the subscription's default ones. */
  tax_rates: TaxRate[];
}

export interface Subscription extends StripeObject {
  object: 'subscription';
  billing_cycle_anchor: number;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  collection_method: 'charge_automatically' | 'send_invoice';
  created: number;
  currency: string;
  current_period_end: number;
  current_period_start: number;
  customer: string;
  days_until_due: number | null;
  default_payment_method: string | null;
  /** The coupon or promotion code its invoices are discounted by, while it lasts. */
  discount: InvoiceDiscount | null;
  discounts: string[];
  /** Rates taxing the lines of its invoices whose item names none. */
  default_tax_rates: TaxRate[];
  /** The SetupIntent that collects the card of a subscription with nothing to pay yet. */
  pending_setup_intent: string | null;
  ended_at: number | null;
  items: { object: 'list'; data: SubscriptionItem[]; has_more: false; total_count: number; url: string };
  latest_invoice: string | null;
  livemode: boolean;
  metadata: Record<string, string>;
  payment_settings: {
    payment_method_options: null;
    payment_method_types: string[] | null;
    save_default_payment_method: 'off' | 'on_subscription';
  };
  start_date: number;
  status: SubscriptionStatus;
  test_clock: string | null;
  trial_end: number | null;
  trial_settings: { end_behavior: { missing_payment_method: 'cancel' | 'create_invoice' | 'pause' } };
  trial_start: number | null;
}

/** Statuses in which a subscription still bills: its periods renew. */
export const LIVE_STATUSES: ReadonlySet<SubscriptionStatus> = new Set([
  'trialing',
  'active',
  'past_due',
  'unpaid',
]);

export const HOUR = 3_600;
export const DAY = 86_400;

/**
 * The time `count` intervals after `anchor`. Months and years keep the anchor's day of the
 * month, or the month's last day when it has fewer (31 January, then 28 February, then 31 March).
 */
export function addInterval(anchor: number, interval: string, intervalCount: number, count: number): number {
  const n = intervalCount * count;
  if (interval === 'day') return anchor + n * DAY;
  if (interval === 'week') return anchor + n * 7 * DAY;
  const start = new Date(anchor * 1000);
  const months = interval === 'year' ? n * 12 : n;
  const year = start.getUTCFullYear() + Math.floor((start.getUTCMonth() + months) / 12);
  const month = (((start.getUTCMonth() + months) % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(start.getUTCDate(), lastDay);
  const next = Date.UTC(year, month, day, start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds());
  return Math.floor(next / 1000);
}

/** The end of the period that starts at `start`, on the subscription's billing cycle. */
export function periodEnd(sub: Pick<Subscription, 'billing_cycle_anchor' | 'items'>, start: number): number {
  const recurring = sub.items.data[0]!.price.recurring!;
  let k = 1;
  let end = addInterval(sub.billing_cycle_anchor, recurring.interval, recurring.interval_count, k);
  while (end <= start)
    end = addInterval(sub.billing_cycle_anchor, recurring.interval, recurring.interval_count, ++k);
  return end;
}

/** The subscription with its items' periods following its own (each item shows the period too). */
export function withPeriod(sub: Subscription, start: number, end: number): Subscription {
  return {
    ...sub,
    current_period_start: start,
    current_period_end: end,
    items: {
      ...sub.items,
      data: sub.items.data.map((item) => ({ ...item, current_period_start: start, current_period_end: end })),
    },
  };
}

/**
 * The columns lists and clocks filter on. Any change may bring a step nearer (a failed payment
 * schedules a retry), so saving one clears when the renewal worker next looks at it.
 */
export function subscriptionColumns(sub: Subscription) {
  return { customer: sub.customer, status: sub.status, test_clock: sub.test_clock, next_step_at: null };
}

/** Statuses after which nothing more happens to a subscription. */
export const ENDED_STATUSES: readonly SubscriptionStatus[] = ['canceled', 'incomplete_expired'];
