import { type CheckoutSession, expireSession } from '../checkout/index.js';
import { invalidRequest } from '../kernel/errors.js';
import { nowSeconds } from '../kernel/ids.js';
import type { ServiceContext } from '../kernel/service-context.js';

/**
 * The session a page changes must still be open. One past its expiry that the worker has not
 * reached yet is expired here, so no shopper pays for an expired session.
 */
export async function requireOpen(ctx: ServiceContext, session: CheckoutSession): Promise<void> {
  if (session.status === 'open' && session.expires_at <= nowSeconds()) {
    await expireSession(ctx, session);
    throw invalidRequest(
      'This Checkout Session has expired.',
      undefined,
      'checkout_session_expired',
    ).committed();
  }
  if (session.status === 'expired')
    throw invalidRequest('This Checkout Session has expired.', undefined, 'checkout_session_expired');
  if (session.status === 'complete')
    throw invalidRequest(
      'This Checkout Session is already complete.',
      undefined,
      'checkout_session_complete',
    );
}
