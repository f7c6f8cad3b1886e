import { type ConfirmationToken, issueConfirmationToken } from '../confirmation-tokens/index.js';
import type { z } from '../kernel/params.js';
import type { ServiceContext } from '../kernel/service-context.js';
import type { shareParams } from './params.js';
import type { ConsumerSession } from './sessions.js';
import { sharePaymentDetails } from './share.js';

/**
 * How long a shared card's confirmation token can be used: the wallet asks for it as the shopper
 * pays and the merchant's server confirms with it at once, so minutes are plenty.
 */
export const SHARE_TOKEN_TTL_SECONDS = 10 * 60;

/**
 * Shares a saved card as a confirmation token for the merchant whose key made the call: the
 * card is shared exactly as `share` does (same checks, same errors), and the token names the
 * payment method made, so `confirmation_token=` pays with it once, within the TTL.
 */
export async function sharePaymentDetailsToken(
  ctx: ServiceContext,
  session: ConsumerSession,
  input: z.output<typeof shareParams>,
): Promise<ConfirmationToken> {
  const pm = await sharePaymentDetails(ctx, session, input);
  return issueConfirmationToken(
    ctx,
    pm,
    { paymentMethod: pm.id, built: null, data: null },
    {},
    SHARE_TOKEN_TTL_SECONDS,
  );
}
