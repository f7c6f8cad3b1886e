import { ApiError } from '../kernel/errors.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { lookupTestCard } from '../simulator/cards/index.js';
import { openCardNumber } from './card-number.js';
import type { PaymentMethod } from './payment-method.js';

/**
 * Saving a card to a customer through the API verifies it first, as Stripe does: in test
 * mode the cards of Stripe's decline table are declined with their own decline (4000000000000341
 * is the one that attaches and then fails every charge).
 */
export async function verifyForAttach(ctx: ServiceContext, pm: PaymentMethod): Promise<void> {
  if (pm.type !== 'card' || ctx.scope.livemode || pm.customer) return;
  const number = await openCardNumber(ctx, pm);
  if (!number) return;
  const { behaviour } = lookupTestCard(number);
  if (behaviour.attachable || !behaviour.decline) return;
  const { code, declineCode, message } = behaviour.decline;
  throw new ApiError(402, {
    type: 'card_error',
    code,
    ...(code === 'card_declined' ? { decline_code: declineCode } : {}),
    message,
  });
}
