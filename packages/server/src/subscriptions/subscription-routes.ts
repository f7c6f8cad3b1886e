import { sql } from 'kysely';
import { type ListCondition, listResources } from '../kernel/list.js';
import { registerExpandable } from '../routing/expand.js';
import { route } from '../routing/route.js';
import { cancelSubscription, resumeSubscription } from './cancel.js';
import { createSubscription } from './create.js';
import {
  cancelSubscriptionParams,
  createSubscriptionParams,
  listSubscriptionsParams,
  resumeSubscriptionParams,
  updateSubscriptionParams,
} from './subscription-params.js';
import { getSubscription } from './subscription-store.js';
import { updateSubscription } from './update.js';

registerExpandable(
  'subscription',
  [
    'customer',
    'default_payment_method',
    'latest_invoice',
    'pending_setup_intent',
    'test_clock',
    'items.data.price.product',
  ],
  {
    'items.data.price.product': 'products',
  },
);

/** Statuses a list shows when none is asked for: every one but the ended ones. */
const ENDED = ['canceled', 'incomplete_expired'];

export const subscriptionRoutes = [
  route({
    method: 'POST',
    path: '/v1/subscriptions',
    params: createSubscriptionParams,
    handler: (ctx) => createSubscription(ctx, ctx.params),
  }),
  route({
    method: 'GET',
    path: '/v1/subscriptions/:id',
    handler: (ctx) => getSubscription(ctx.db, ctx.scope, ctx.path.id!),
  }),
  route({
    method: 'POST',
    path: '/v1/subscriptions/:id',
    params: updateSubscriptionParams,
    handler: (ctx) => updateSubscription(ctx, ctx.path.id!, ctx.params),
  }),
  route({
    method: 'DELETE',
    path: '/v1/subscriptions/:id',
    params: cancelSubscriptionParams,
    handler: (ctx) => cancelSubscription(ctx, ctx.path.id!, ctx.params.cancellation_details),
  }),
  route({
    method: 'POST',
    path: '/v1/subscriptions/:id/resume',
    params: resumeSubscriptionParams,
    handler: (ctx) => resumeSubscription(ctx, ctx.path.id!, ctx.params.billing_cycle_anchor),
  }),
  route({
    method: 'GET',
    path: '/v1/subscriptions',
    params: listSubscriptionsParams,
    async handler(ctx) {
      const { customer, price, status, collection_method, test_clock, expand: _e, ...page } = ctx.params;
      const conditions: ListCondition<'subscriptions'>[] = [];
      if (!status) conditions.push((eb) => eb('status', 'not in', ENDED));
      if (status === 'ended') conditions.push((eb) => eb('status', 'in', ENDED));
      if (price)
        conditions.push(
          () => sql<boolean>`data->'items'->'data' @> ${JSON.stringify([{ price: { id: price } }])}::jsonb`,
        );
      if (collection_method)
        conditions.push(() => sql<boolean>`data->>'collection_method' = ${collection_method}`);
      const filters: Record<string, string> = {};
      if (customer) filters.customer = customer;
      if (test_clock) filters.test_clock = test_clock;
      if (status && status !== 'all' && status !== 'ended') filters.status = status;
      return listResources(
        ctx.db,
        'subscriptions',
        ctx.scope,
        page,
        '/v1/subscriptions',
        filters,
        conditions,
      );
    },
  }),
];
