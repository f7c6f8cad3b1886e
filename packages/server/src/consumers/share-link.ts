import { newId, nowSeconds } from '../kernel/ids.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { insertPaymentMethod } from '../payment-methods/create.js';
import type { PaymentMethod } from '../payment-methods/payment-method.js';
import type { ConsumerSession } from './sessions.js';

/**
 * Wraps what Link shared (a card, or a bank account for an instant debit) in a `link` payment
 * method of the merchant's account (docs/link.md#the-link-payment-method): the merchant sees
 * the Link account's e-mail; confirming it charges the funding source kept beside it.
 */
export async function shareAsLink(
  ctx: ServiceContext,
  session: ConsumerSession,
  funding: PaymentMethod,
): Promise<PaymentMethod> {
  const pm: PaymentMethod = {
    id: newId('pm'),
    object: 'payment_method',
    allow_redisplay: funding.allow_redisplay,
    billing_details: funding.billing_details,
    created: nowSeconds(),
    customer: null,
    livemode: ctx.scope.livemode,
    metadata: funding.metadata,
    type: 'link',
    link: { email: session.consumer.email, persistent_token: null },
  };
  await insertPaymentMethod(ctx, pm, undefined, null);
  await ctx.db
    .insertInto('link_funding')
    .values({
      payment_method: pm.id,
      account_id: ctx.scope.accountId,
      livemode: ctx.scope.livemode,
      funding: funding.id,
      funding_type: funding.type === 'card' ? 'card' : 'us_bank_account',
      created: nowSeconds(),
    })
    .execute();
  return pm;
}
