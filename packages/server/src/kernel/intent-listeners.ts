import type { StripeObject } from '../store/types.js';
import type { ServiceContext } from './service-context.js';

/** A payment or setup intent as one save changed it, with the status events that save emitted. */
export interface IntentChange {
  before: StripeObject | null;
  after: StripeObject;
  events: readonly string[];
  /**
   * The save wrote the intent for the first time (created and confirmed in one call): no other
   * object can name it yet, so a listener that looks for its owner may skip the read.
   */
  inserted: boolean;
}

/**
 * Work that follows an intent's change in the same transaction, done by resources the intents
 * must not know about: an invoice is paid, a Checkout Session completes. The entry registers
 * them on the app context at start (extensions.ts), so no folder imports the ones above it.
 */
export type IntentListener = (ctx: ServiceContext, change: IntentChange) => Promise<void>;

/** Called by the payment and setup intents after each save. */
export async function intentSaved(ctx: ServiceContext, change: IntentChange): Promise<void> {
  for (const listener of ctx.app.intentListeners ?? []) await listener(ctx, change);
}

declare module './app-context.js' {
  interface AppContext {
    /** Told of every intent written (see IntentListener). */
    intentListeners?: readonly IntentListener[];
  }
}
