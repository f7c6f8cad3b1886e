import { getProduct } from '../catalog/index.js';
import { type InvoiceItem, insertInvoiceItem } from '../invoices/index.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { subscriptionInvoiceItem } from './billing.js';
import type { Subscription, SubscriptionItem } from './subscription.js';

const amountOf = (item: SubscriptionItem) => (item.price.unit_amount ?? 0) * item.quantity;

const dayText = (seconds: number) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(seconds * 1000));

async function label(ctx: ServiceContext, item: SubscriptionItem): Promise<string> {
  const product = await getProduct(ctx.db, ctx.scope, item.price.product);
  return `${item.quantity} × ${product.name}`;
}

/**
 * The prorations of an item change at `date` within the current period: a credit for the
 * unused rest of the period at each old price, a charge for the rest of it at each new one,
 * both in proportion to the seconds left. Unchanged items prorate nothing.
 */
export async function prorationItems(
  ctx: ServiceContext,
  before: Subscription,
  after: Subscription,
  date: number,
): Promise<InvoiceItem[]> {
  const start = before.current_period_start;
  const end = before.current_period_end;
  const share = end > start ? Math.max(0, Math.min(1, (end - date) / (end - start))) : 0;
  if (share === 0) return [];
  const same = (a: SubscriptionItem, b: SubscriptionItem | undefined) =>
    b !== undefined && a.price.id === b.price.id && a.quantity === b.quantity;
  const period = { start: date, end };
  const out: InvoiceItem[] = [];
  for (const old of before.items.data) {
    const now = after.items.data.find((item) => item.id === old.id);
    if (same(old, now)) continue;
    out.push(
      subscriptionInvoiceItem(after, old, {
        amount: -Math.round(amountOf(old) * share),
        description: `Unused time on ${await label(ctx, old)} after ${dayText(date)}`,
        period,
        proration: true,
        invoice: null,
        date,
      }),
    );
  }
  for (const item of after.items.data) {
    const old = before.items.data.find((o) => o.id === item.id);
    if (same(item, old)) continue;
    out.push(
      subscriptionInvoiceItem(after, item, {
        amount: Math.round(amountOf(item) * share),
        description: `Remaining time on ${await label(ctx, item)} after ${dayText(date)}`,
        period,
        proration: true,
        invoice: null,
        date,
      }),
    );
  }
  return out;
}

/** Writes prorations to wait for the subscription's next invoice. */
export async function savePendingItems(ctx: ServiceContext, items: readonly InvoiceItem[]): Promise<void> {
  for (const item of items) await insertInvoiceItem(ctx.db, ctx.scope, item);
}
