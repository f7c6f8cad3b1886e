import { getResource } from '../kernel/get-resource.js';
import { intentSaved } from '../kernel/intent-listeners.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { insertResource, updateResource } from '../store/index.js';
import type { PaymentIntent } from './payment-intent.js';
import { statusEvents } from './state-machine.js';

export function getPaymentIntent(
  ctx: Pick<ServiceContext, 'db' | 'scope'>,
  id: string,
  options: { forUpdate?: boolean; param?: string } = {},
): Promise<PaymentIntent> {
  return getResource<PaymentIntent>(ctx.db, 'payment_intents', ctx.scope, id, {
    noun: 'payment_intent',
    ...options,
  });
}

/** Stores a new intent that was not confirmed: `payment_intent.created`. */
export async function insertPaymentIntent(ctx: ServiceContext, pi: PaymentIntent): Promise<void> {
  await insertResource(ctx.db, 'payment_intents', ctx.scope, pi, { customer: pi.customer });
  await ctx.emit('payment_intent.created', pi);
}

/**
 * Writes an intent and announces what changed: the status events of the state machine, after
 * the events the caller emitted for charges (Stripe sends charge.succeeded before
 * payment_intent.succeeded). `insert` for an intent created and confirmed in one request
 * (its `payment_intent.created` was emitted before the attempt).
 */
export async function savePaymentIntent(
  ctx: ServiceContext,
  before: PaymentIntent,
  after: PaymentIntent,
  options: { insert?: boolean } = {},
): Promise<void> {
  if (options.insert)
    await insertResource(ctx.db, 'payment_intents', ctx.scope, after, { customer: after.customer });
  else await updateResource(ctx.db, 'payment_intents', ctx.scope, after, { customer: after.customer });
  const events = statusEvents(before, after);
  for (const type of events) await ctx.emit(type, after);
  await intentSaved(ctx, { before, after, events, inserted: options.insert === true });
}
