import type { StripeObject } from '../store/types.js';
import type { ServiceContext } from './service-context.js';

/**
 * Work that follows an intent's change in the same transaction, for resources the intents
 * must not know about (a Checkout Session completes when its intent succeeds). The owner
 * registers once, at import.
 */
export type IntentListener = (
  ctx: ServiceContext,
  intent: StripeObject,
  events: readonly string[],
) => Promise<void>;

const listeners: IntentListener[] = [];

export function onIntentSaved(listener: IntentListener): void {
  listeners.push(listener);
}

/** Called by the intents after each save, with the status events it emitted. */
export async function intentSaved(
  ctx: ServiceContext,
  intent: StripeObject,
  events: readonly string[],
): Promise<void> {
  for (const listener of listeners) await listener(ctx, intent, events);
}
