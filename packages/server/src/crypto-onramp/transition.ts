import { nowSeconds } from '../kernel/ids.js';
import type { ServiceContext } from '../kernel/service-context.js';
import type { OnrampFlow, OnrampSession } from './session.js';
import { saveSession } from './store.js';

export const UPDATED_EVENT = 'crypto.onramp_session_updated';

/** How long a paid test purchase takes to reach the wallet. */
export const DELIVERY_SECONDS = 2;

/**
 * Saves a session and, when its status moved, says so with `crypto.onramp_session_updated`
 * (the status before in `previous_attributes`). A paid purchase is queued for delivery.
 */
export async function saveChange(
  ctx: ServiceContext,
  before: OnrampSession,
  after: OnrampSession,
  flow: OnrampFlow,
): Promise<OnrampSession> {
  const deliverAt = after.status === 'fulfillment_processing' ? nowSeconds() + DELIVERY_SECONDS : null;
  await saveSession(ctx, after, flow, deliverAt);
  if (before.status !== after.status) await ctx.emit(UPDATED_EVENT, after, { status: before.status });
  return after;
}
