import { accountBranding } from '../accounts/index.js';
import { getCustomer } from '../customers/index.js';
import { type Invoice, type InvoiceItem, newInvoice, withItems } from '../invoices/index.js';
import { invalidRequest } from '../kernel/errors.js';
import { newId } from '../kernel/ids.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { describe, pendingProrations, subscriptionInvoiceItem } from './billing.js';
import { discountOn } from './discount.js';
import { resolveItems } from './items.js';
import { FINALIZE_AFTER } from './lifecycle-times.js';
import { prorationItems } from './proration.js';
import { addInterval, periodEnd, type Subscription, withPeriod } from './subscription.js';
import type { ItemParams, ProrationBehavior } from './subscription-params.js';

export interface PreviewChange {
  now: number;
  items?: readonly ItemParams[] | undefined;
  prorationBehavior?: ProrationBehavior | undefined;
  prorationDate?: number | undefined;
  cancelAtPeriodEnd?: boolean | undefined;
  /** `create_preview` names its preview; the older `upcoming` leaves it without an id. */
  id?: boolean;
}

export const noUpcoming = (customer: string) =>
  invalidRequest(`No upcoming invoices for customer: ${customer}`, undefined, 'invoice_upcoming_none', 404);

/**
 * The invoice a subscription would have next, written nowhere: the prorations waiting for it
 * (and those a proposed change would add), then its next period at the prices it would have.
 * A change billed at once (`always_invoice`) previews the invoice the change would make now.
 */
export async function previewFor(
  ctx: ServiceContext,
  sub: Subscription,
  change: PreviewChange,
): Promise<Invoice> {
  if (change.cancelAtPeriodEnd ?? sub.cancel_at_period_end) throw noUpcoming(sub.customer);
  let after = sub;
  const items: InvoiceItem[] = [...(await pendingProrations(ctx, sub))];
  let immediate = false;
  if (change.items) {
    const changed = await resolveItems(ctx, change.items, sub, change.now);
    after = withPeriod(
      { ...sub, items: { ...sub.items, data: changed, total_count: changed.length } },
      sub.current_period_start,
      sub.current_period_end,
    );
    const behavior = change.prorationBehavior ?? 'create_prorations';
    if (behavior !== 'none' && sub.status !== 'trialing')
      items.push(...(await prorationItems(ctx, sub, after, change.prorationDate ?? change.now)));
    immediate = behavior === 'always_invoice';
  }
  const start = immediate ? change.now : sub.current_period_end;
  const end = immediate ? sub.current_period_end : periodEnd(after, start);
  if (!immediate)
    for (const item of after.items.data)
      items.push(
        subscriptionInvoiceItem(after, item, {
          amount: (item.price.unit_amount ?? 0) * item.quantity,
          description: await describe(ctx, item, false),
          period: { start, end },
          proration: false,
          invoice: null,
          date: start,
        }),
      );
  return previewInvoice(ctx, after, items, {
    reason: immediate ? 'subscription_update' : 'upcoming',
    created: start,
    period: { start, end },
    ...(change.id ? { id: `upcoming_${newId('in').slice(3)}` } : {}),
  });
}

/** The first invoice a new subscription with these items would have. */
export async function previewNew(
  ctx: ServiceContext,
  customer: string,
  params: readonly ItemParams[],
  now: number,
  id: boolean,
): Promise<Invoice> {
  const items = await resolveItems(ctx, params, { id: 'sub_preview', items: null }, now);
  const recurring = items[0]!.price.recurring!;
  const end = addInterval(now, recurring.interval, recurring.interval_count, 1);
  const sub = {
    id: null,
    customer,
    livemode: ctx.scope.livemode,
    test_clock: null,
    currency: items[0]!.price.currency,
    items: { data: items },
  } as unknown as Subscription;
  const lines: InvoiceItem[] = [];
  for (const item of items)
    lines.push(
      subscriptionInvoiceItem(
        sub,
        { ...item, subscription: '' },
        {
          amount: (item.price.unit_amount ?? 0) * item.quantity,
          description: await describe(ctx, item, false),
          period: { start: now, end },
          proration: false,
          invoice: null,
          date: now,
        },
      ),
    );
  return previewInvoice(ctx, sub, lines, {
    reason: 'subscription_create',
    created: now,
    period: { start: now, end },
    ...(id ? { id: `upcoming_${newId('in').slice(3)}` } : {}),
  });
}

async function previewInvoice(
  ctx: ServiceContext,
  sub: Subscription,
  items: InvoiceItem[],
  fields: { reason: string; created: number; period: { start: number; end: number }; id?: string },
): Promise<Invoice> {
  const customer = await getCustomer(ctx.db, ctx.scope, sub.customer);
  const accountName = (await accountBranding(ctx)).displayName;
  const draft = newInvoice({ customer: sub.customer }, customer, {
    currency: sub.currency,
    livemode: sub.livemode,
    accountName,
  });
  const discount = discountOn(sub, fields.reason as 'upcoming', fields.created);
  const { id: _id, ...invoice } = withItems(
    {
      ...draft,
      default_tax_rates: sub.default_tax_rates ?? [],
      ...(discount ? { discount, discounts: [discount.id] } : {}),
    },
    items,
  );
  return {
    ...(fields.id ? { id: fields.id } : {}),
    ...invoice,
    auto_advance: true,
    billing_reason: fields.reason,
    collection_method: sub.collection_method ?? 'charge_automatically',
    created: fields.created,
    next_payment_attempt: fields.created + FINALIZE_AFTER,
    period_end: fields.period.end,
    period_start: fields.period.start,
    subscription: sub.id,
    test_clock: sub.test_clock,
  } as Invoice;
}
