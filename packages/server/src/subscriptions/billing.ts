import { accountBranding } from '../accounts/index.js';
import { getProduct } from '../catalog/index.js';
import { getCustomer } from '../customers/index.js';
import {
  type Invoice,
  type InvoiceItem,
  insertInvoice,
  insertInvoiceItem,
  money,
  newInvoice,
  saveInvoiceItem,
  withItems,
} from '../invoices/index.js';
import { newId } from '../kernel/ids.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { parseData } from '../store/index.js';
import { discountOn } from './discount.js';
import { DAY, type Subscription, type SubscriptionItem } from './subscription.js';

export type BillingReason = 'subscription_create' | 'subscription_cycle' | 'subscription_update';

/** `1 × Basic (at $5.00 / month)`, as Stripe describes a subscription's period line. */
export async function describe(ctx: ServiceContext, item: SubscriptionItem, trial: boolean): Promise<string> {
  const product = await getProduct(ctx.db, ctx.scope, item.price.product);
  if (trial) return `Trial period for ${product.name}`;
  const recurring = item.price.recurring!;
  const every =
    recurring.interval_count > 1
      ? `every ${recurring.interval_count} ${recurring.interval}s`
      : recurring.interval;
  return `${item.quantity} × ${product.name} (at ${money(item.price.unit_amount ?? 0, item.price.currency, 'en-US')} / ${every})`;
}

/** One item of a subscription's invoice: a period's charge, or a proration. */
export function subscriptionInvoiceItem(
  sub: Subscription,
  item: SubscriptionItem,
  fields: {
    amount: number;
    description: string;
    period: { start: number; end: number };
    proration: boolean;
    invoice: string | null;
    date: number;
  },
): InvoiceItem {
  const unit = fields.proration ? fields.amount : (item.price.unit_amount ?? 0);
  return {
    id: newId('ii'),
    object: 'invoiceitem',
    amount: fields.amount,
    currency: item.price.currency,
    customer: sub.customer,
    date: fields.date,
    description: fields.description,
    discountable: !fields.proration,
    discounts: [],
    invoice: fields.invoice,
    livemode: sub.livemode,
    metadata: {},
    period: fields.period,
    price: item.price,
    pricing: {
      type: 'price_details',
      price_details: { price: item.price.id, product: item.price.product },
      unit_amount_decimal: String(unit),
    },
    proration: fields.proration,
    quantity: fields.proration ? 1 : item.quantity,
    subscription: sub.id,
    subscription_item: item.id,
    tax_rates: item.tax_rates ?? [],
    test_clock: sub.test_clock,
    unit_amount: unit,
    unit_amount_decimal: String(unit),
  };
}

/** The prorations a subscription left waiting for its next invoice, oldest first, locked. */
export async function pendingProrations(ctx: ServiceContext, sub: Subscription): Promise<InvoiceItem[]> {
  const rows = await ctx.db
    .selectFrom('invoiceitems')
    .select('data')
    .where('account_id', '=', ctx.scope.accountId)
    .where('livemode', '=', ctx.scope.livemode)
    .where('customer', '=', sub.customer)
    .where('invoice', 'is', null)
    .orderBy('seq', 'asc')
    .forUpdate()
    .execute();
  return rows.map((row) => parseData(row.data) as InvoiceItem).filter((item) => item.subscription === sub.id);
}

/**
 * A new draft invoice of a subscription at time `now`: a line per item for the period (free in
 * a trial), after the prorations waiting for it. `period` null bills the prorations alone.
 */
export async function draftSubscriptionInvoice(
  ctx: ServiceContext,
  sub: Subscription,
  options: {
    reason: BillingReason;
    now: number;
    period: { start: number; end: number } | null;
    trial?: boolean;
  },
): Promise<Invoice> {
  const customer = await getCustomer(ctx.db, ctx.scope, sub.customer);
  const accountName = (await accountBranding(ctx)).displayName;
  const sendInvoice = sub.collection_method === 'send_invoice';
  const draft = newInvoice(
    {
      customer: sub.customer,
      collection_method: sub.collection_method,
      ...(sendInvoice ? { days_until_due: sub.days_until_due ?? 30 } : {}),
    },
    customer,
    { currency: sub.currency, livemode: sub.livemode, accountName },
  );
  const period = options.period ?? { start: options.now, end: options.now };
  Object.assign(draft, {
    billing_reason: options.reason,
    created: options.now,
    subscription: sub.id,
    test_clock: sub.test_clock,
    period_start: period.start,
    period_end: period.end,
    due_date: sendInvoice ? options.now + (sub.days_until_due ?? 30) * DAY : null,
    // Lines whose item names no rates are taxed by the subscription's defaults.
    default_tax_rates: sub.default_tax_rates ?? [],
    // Finalized and charged by the subscription's own schedule, not the merchant's call.
    auto_advance: true,
  });
  const discount = discountOn(sub, options.reason, options.now);
  if (discount)
    Object.assign(draft, { discount: { ...discount, invoice: draft.id }, discounts: [discount.id] });
  const items: InvoiceItem[] = [];
  for (const waiting of await pendingProrations(ctx, sub)) {
    const taken = { ...waiting, invoice: draft.id };
    await saveInvoiceItem(ctx.db, ctx.scope, taken);
    items.push(taken);
  }
  if (options.period) {
    for (const item of sub.items.data) {
      const line = subscriptionInvoiceItem(sub, item, {
        amount: options.trial ? 0 : (item.price.unit_amount ?? 0) * item.quantity,
        description: await describe(ctx, item, options.trial ?? false),
        period: options.period,
        proration: false,
        invoice: draft.id,
        date: options.now,
      });
      await insertInvoiceItem(ctx.db, ctx.scope, line);
      items.push(line);
    }
  }
  const invoice = withItems(draft, items);
  await insertInvoice(ctx.db, ctx.scope, invoice);
  await ctx.emit('invoice.created', invoice);
  return invoice;
}
