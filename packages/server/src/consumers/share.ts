import { invalidRequest } from '../kernel/errors.js';
import { nowSeconds } from '../kernel/ids.js';
import type { z } from '../kernel/params.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { openFor } from '../payment-data/sealed.js';
import { createCardPaymentMethod } from '../payment-methods/create.js';
import type { PaymentMethodData } from '../payment-methods/index.js';
import type { PaymentMethod } from '../payment-methods/payment-method.js';
import { detectBrand, isValidCvc } from '../simulator/cards/index.js';
import { findResource, updateResource } from '../store/index.js';
import { lookupEmail } from './accounts.js';
import { consumerErrors } from './errors.js';
import type { shareParams } from './params.js';
import { billingDetails, getDetails, type PaymentDetails, walletContext } from './payment-details.js';
import type { ConsumerSession } from './sessions.js';

type ShareInput = z.output<typeof shareParams>;

/**
 * Shares a saved card with the merchant whose key made the call: a new card PaymentMethod
 * in the merchant's account, made by the same code as any card payment method (number
 * sealed under the merchant, fingerprint per merchant), which their intents confirm with.
 */
export async function sharePaymentDetails(
  ctx: ServiceContext,
  session: ConsumerSession,
  input: ShareInput,
): Promise<PaymentMethod> {
  if (input.expected_payment_method_type === 'link') {
    throw invalidRequest(
      'Payment details are shared as card payment methods on this server; pass expected_payment_method_type=card.',
      'expected_payment_method_type',
      'parameter_invalid',
    );
  }
  if (!input.id) throw consumerErrors.noDetailsId();
  const details = await getDetails(ctx, session, input.id);
  if (details.metadata.active === false) {
    throw invalidRequest('These payment details are not active.', 'id', 'parameter_invalid');
  }
  const number = await openFor(walletContext(ctx, session), details.id);
  if (number === undefined)
    throw invalidRequest('These payment details cannot be used.', 'id', 'parameter_invalid');
  const cvc = input.payment_method_options?.card?.cvc?.trim();
  if (cvc !== undefined && cvc !== '' && !isValidCvc(cvc, detectBrand(number))) {
    throw invalidRequest(
      "Your card's security code is invalid.",
      'payment_method_options[card][cvc]',
      'invalid_cvc',
    );
  }
  const billing = billingDetails(
    details.billing_address,
    input.billing_email === undefined
      ? details.billing_email_address
      : lookupEmail(input.billing_email, 'billing_email'),
  );
  if (input.billing_phone !== undefined) billing.phone = input.billing_phone || null;
  const data = {
    type: 'card',
    ...(input.metadata !== undefined ? { metadata: input.metadata } : {}),
    ...(input.allow_redisplay !== undefined ? { allow_redisplay: input.allow_redisplay } : {}),
  } as PaymentMethodData;
  const pm = await createCardPaymentMethod(
    ctx,
    data,
    {
      number,
      exp_month: details.card_details.exp_month,
      exp_year: details.card_details.exp_year,
      cvcProvided: cvc !== undefined && cvc !== '',
    },
    billing,
    details.card_details.preferred_network,
  );
  await ctx.db
    .insertInto('consumer_shares')
    .values({
      payment_method: pm.id,
      consumer_id: session.consumer.id,
      payment_details: details.id,
      livemode: ctx.scope.livemode,
      created: nowSeconds(),
    })
    .execute();
  return pm;
}

/**
 * A payment with a shared card was declined. For insufficient funds the saved card is marked
 * FAILED (docs/confirmation.md#link-confirm): the wallet then offers another card rather than this one.
 * Other declines leave it as it is; the wallet may retry a retryable one once.
 */
export async function sharedCardDeclined(
  ctx: ServiceContext,
  pm: PaymentMethod,
  declineCode: string | null | undefined,
) {
  // Only this decline needs the lookup: a key read, off the path of successful payments.
  if (declineCode !== 'insufficient_funds') return;
  const share = await ctx.db
    .selectFrom('consumer_shares')
    .select(['consumer_id', 'payment_details'])
    .where('payment_method', '=', pm.id)
    .executeTakeFirst();
  if (!share) return;
  const scope = { accountId: share.consumer_id, livemode: pm.livemode };
  const details = await findResource<PaymentDetails>(
    ctx.db,
    'consumer_payment_details',
    scope,
    share.payment_details,
  );
  if (details)
    await updateResource(ctx.db, 'consumer_payment_details', scope, { ...details, state: 'FAILED' });
}
