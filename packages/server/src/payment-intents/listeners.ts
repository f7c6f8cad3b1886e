import type { ServiceContext } from '../kernel/service-context.js';
import type { PaymentIntent } from './payment-intent.js';

/**
 * Work another resource does when an intent it made changes (an invoice is paid when its
 * intent succeeds), in the same transaction. Registered at start, so this folder names none
 * of the resources that build on it.
 */
export type PaymentIntentListener = (
  ctx: ServiceContext,
  before: PaymentIntent | null,
  after: PaymentIntent,
) => Promise<void>;

declare module '../kernel/app-context.js' {
  interface AppContext {
    /** Told of every intent written (see PaymentIntentListener). */
    paymentIntentListeners?: readonly PaymentIntentListener[];
  }
}
