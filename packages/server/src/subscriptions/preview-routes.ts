import { getCustomer } from '../customers/index.js';
import { invalidRequest } from '../kernel/errors.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { route } from '../routing/route.js';
import { noUpcoming, type PreviewChange, previewFor, previewNew } from './preview.js';
import type { ItemParams, ProrationBehavior } from './subscription-params.js';
import { createPreviewParams, upcomingParams } from './subscription-params.js';
import { getSubscription, timeOf } from './subscription-store.js';

interface PreviewAsk {
  customer?: string | undefined;
  subscription?: string | undefined;
  items?: readonly ItemParams[] | undefined;
  prorationBehavior?: ProrationBehavior | undefined;
  prorationDate?: number | undefined;
  cancelAtPeriodEnd?: boolean | undefined;
  id: boolean;
}

/** Both preview routes: of a subscription (and a change to it), or of a new one's first invoice. */
async function preview(ctx: ServiceContext, ask: PreviewAsk) {
  if (ask.subscription) {
    const sub = await getSubscription(ctx.db, ctx.scope, ask.subscription, false, 'subscription');
    if (ask.customer && ask.customer !== sub.customer)
      throw invalidRequest(
        `The subscription ${sub.id} does not belong to the customer ${ask.customer}.`,
        'subscription',
      );
    if (sub.status === 'canceled' || sub.status === 'incomplete_expired' || sub.status === 'paused')
      throw noUpcoming(sub.customer);
    const change: PreviewChange = { now: await timeOf(ctx, sub.test_clock), id: ask.id };
    if (ask.items) change.items = ask.items;
    if (ask.prorationBehavior) change.prorationBehavior = ask.prorationBehavior;
    if (ask.prorationDate !== undefined) change.prorationDate = ask.prorationDate;
    if (ask.cancelAtPeriodEnd !== undefined) change.cancelAtPeriodEnd = ask.cancelAtPeriodEnd;
    return previewFor(ctx, sub, change);
  }
  if (!ask.customer)
    throw invalidRequest(
      'Missing required param: customer or subscription.',
      'customer',
      'parameter_missing',
    );
  const customer = await getCustomer(ctx.db, ctx.scope, ask.customer, 'customer');
  if (!ask.items?.length) throw noUpcoming(customer.id);
  const now = await timeOf(ctx, customer.test_clock as string | null);
  return previewNew(ctx, customer.id, ask.items, now, ask.id);
}

export const previewRoutes = [
  route({
    method: 'POST',
    path: '/v1/invoices/create_preview',
    params: createPreviewParams,
    handler: (ctx) => {
      const details = ctx.params.subscription_details;
      return preview(ctx, {
        customer: ctx.params.customer,
        subscription: ctx.params.subscription,
        items: details?.items,
        prorationBehavior: details?.proration_behavior,
        prorationDate: details?.proration_date,
        cancelAtPeriodEnd: details?.cancel_at_period_end,
        id: true,
      });
    },
  }),
  route({
    method: 'GET',
    path: '/v1/invoices/upcoming',
    params: upcomingParams,
    handler: (ctx) =>
      preview(ctx, {
        customer: ctx.params.customer,
        subscription: ctx.params.subscription,
        items: ctx.params.subscription_items,
        prorationBehavior: ctx.params.subscription_proration_behavior,
        prorationDate: ctx.params.subscription_proration_date,
        cancelAtPeriodEnd: ctx.params.subscription_cancel_at_period_end,
        id: false,
      }),
  }),
];
