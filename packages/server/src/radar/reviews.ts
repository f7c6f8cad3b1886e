import { invalidRequest } from '../kernel/errors.js';
import { getResource } from '../kernel/get-resource.js';
import { newId, nowSeconds } from '../kernel/ids.js';
import { listResources } from '../kernel/list.js';
import { p } from '../kernel/params.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { registerExpandable } from '../routing/expand.js';
import { route } from '../routing/route.js';
import { findResource, insertResource, updateResource } from '../store/index.js';
import type { StripeObject } from '../store/types.js';
import type { SessionDetails } from './sessions.js';

registerExpandable('review', ['charge', 'payment_intent']);

export interface Review extends StripeObject {
  object: 'review';
  open: boolean;
  charge: string | null;
  payment_intent: string | null;
  closed_reason: string | null;
  reason: string;
}

const TABLE = 'reviews';

/** Opens a review of a payment a rule (or Radar's elevated risk) held back, and says so with `review.opened`. */
export async function openReview(
  ctx: ServiceContext,
  input: {
    charge: string;
    paymentIntent: string;
    billingZip: string | null;
    ipAddress: string | null;
    session: SessionDetails | null;
  },
): Promise<Review> {
  const review: Review = {
    id: newId('prv'),
    object: 'review',
    billing_zip: input.billingZip,
    charge: input.charge,
    closed_reason: null,
    created: nowSeconds(),
    ip_address: input.ipAddress,
    ip_address_location: null,
    livemode: ctx.scope.livemode,
    open: true,
    opened_reason: 'rule',
    payment_intent: input.paymentIntent,
    reason: 'rule',
    session: input.session,
  };
  await insertResource(ctx.db, TABLE, ctx.scope, review, columns(review));
  await ctx.emit('review.opened', review);
  return review;
}

/** Closes a review with this reason (`approved`, or `refunded` when the merchant refunded the payment). */
async function closeReview(
  ctx: ServiceContext,
  review: Review,
  reason: 'approved' | 'refunded',
): Promise<Review> {
  const closed: Review = { ...review, open: false, closed_reason: reason, reason };
  await updateResource(ctx.db, TABLE, ctx.scope, closed, columns(closed));
  await ctx.emit('review.closed', closed, { open: true, closed_reason: null, reason: review.reason });
  return closed;
}

/** A refund settles the review of its charge, as Radar closes it (`refunded`); a closed one stays as it is. */
export async function closeReviewOnRefund(ctx: ServiceContext, reviewId: string): Promise<void> {
  const review = await findResource<Review>(ctx.db, TABLE, ctx.scope, reviewId, { forUpdate: true });
  if (review?.open) await closeReview(ctx, review, 'refunded');
}

const columns = (review: Review) => ({
  open: review.open,
  charge: review.charge,
  payment_intent: review.payment_intent,
});

/** `/v1/reviews`: the open reviews, one of them, and approving it (which closes it). */
export const reviewRoutes = [
  route({
    method: 'GET',
    path: '/v1/reviews',
    params: p.object(p.listShape),
    async handler(ctx) {
      const { expand: _e, ...page } = ctx.params;
      // As Stripe's list: the reviews that still need action.
      return listResources(ctx.db, TABLE, ctx.scope, page, '/v1/reviews', { open: true });
    },
  }),
  route({
    method: 'GET',
    path: '/v1/reviews/:review',
    handler: (ctx) => getResource<Review>(ctx.db, TABLE, ctx.scope, ctx.path.review!, { noun: 'review' }),
  }),
  route({
    method: 'POST',
    path: '/v1/reviews/:review/approve',
    async handler(ctx) {
      const review = await getResource<Review>(ctx.db, TABLE, ctx.scope, ctx.path.review!, {
        noun: 'review',
        forUpdate: true,
      });
      if (!review.open) {
        throw invalidRequest(`This review is already closed (${review.closed_reason ?? review.reason}).`);
      }
      return closeReview(ctx, review, 'approved');
    },
  }),
];
