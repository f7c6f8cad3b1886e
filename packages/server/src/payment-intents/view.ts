import type { AuthKind } from '../routing/caller.js';
import type { StripeObject } from '../store/types.js';
import { type PaymentIntent, publishableView } from './payment-intent.js';

/** The intent as the caller may see it: whole for the secret key, Stripe's subset for a publishable key. */
export function intentView(keyKind: AuthKind, pi: PaymentIntent): StripeObject {
  return keyKind === 'publishable' ? publishableView(pi) : pi;
}
