import type { CallerContext } from '../routing/caller.js';
import type { StripeObject } from '../store/types.js';
import { type PaymentIntent, publishableView } from './payment-intent.js';

/** The intent as the caller may see it: whole for the secret key, Stripe's subset for a publishable key. */
export function intentView(ctx: Pick<CallerContext, 'auth'>, pi: PaymentIntent): StripeObject {
  return ctx.auth.kind === 'publishable' ? publishableView(pi) : pi;
}
