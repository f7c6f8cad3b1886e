import { invalidRequest } from '../kernel/errors.js';
import { nowSeconds } from '../kernel/ids.js';
import type { z } from '../kernel/params.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { openFor } from '../payment-data/sealed.js';
import { createCardPaymentMethod } from '../payment-methods/create.js';
import type { PaymentMethodData } from '../payment-methods/index.js';
import type { BillingDetails, PaymentMethod } from '../payment-methods/payment-method.js';
import { detectBrand, isValidCvc } from '../simulator/cards/index.js';
import { findResource, updateResource } from '../store/index.js';
import { lookupEmail } from './accounts.js';
import { bankDisabled } from './bank-details.js';
import { consumerErrors } from './errors.js';
import type { shareParams } from './params.js';
import { billingDetails, getDetails, type PaymentDetails, walletContext } from './payment-details.js';
import type { ConsumerSession } from './sessions.js';
import { shareBankDetails } from './share-bank.js';
import { shareAsLink } from './share-link.js';

type ShareInput = z.output<typeof shareParams>;

/**
 * Shares a saved card (or bank account: share-bank.ts) with the merchant whose key made the call: a new card PaymentMethod
 * in the merchant's account, made by the same code as any card payment method (number
 * sealed under the merchant, fingerprint per merchant), which their intents confirm with.
 * With `expected_payment_method_type=link` it is wrapped in a `link` payment method
 * (share-link.ts) that pays with it.
 */
export async function sharePaymentDetails(
  ctx: ServiceContext,
  session: ConsumerSession,
  input: ShareInput,
): Promise<PaymentMethod> {
  if (!input.id) throw consumerErrors.noDetailsId();
  const details = await getDetails(ctx, session, input.id);
  const sharedType = details.type === 'BANK_ACCOUNT' ? 'us_bank_account' : 'card';
  const expected = input.expected_payment_method_type;
  if (expected !== undefined && expected !== 'link' && expected !== sharedType) {
    throw invalidRequest(
      `These payment details are shared as a ${sharedType} or link payment method, not ${expected}.`,
      'expected_payment_method_type',
      'parameter_invalid',
    );
  }
  if (details.metadata.active === false) {
    throw invalidRequest('These payment details are not active.', 'id', 'parameter_invalid');
  }
  if (details.type === 'BANK_ACCOUNT') {
    if (bankDisabled(session)) {
      throw invalidRequest('This Link account cannot pay by bank.', 'id', 'parameter_invalid');
    }
    const funding = await shareBankDetails(ctx, session, details, {
      billing: sharedBilling(details, input),
      metadata: input.metadata,
      allowRedisplay: input.allow_redisplay,
    });
    return recordShare(
      ctx,
      session,
      details,
      expected === 'link' ? await shareAsLink(ctx, session, funding) : funding,
    );
  }
  const number = await openFor(walletContext(ctx, session), details.id);
  if (number === undefined || !details.card_details)
    throw invalidRequest('These payment details cannot be used.', 'id', 'parameter_invalid');
  const cvc = input.payment_method_options?.card?.cvc?.trim();
  if (cvc !== undefined && cvc !== '' && !isValidCvc(cvc, detectBrand(number))) {
    throw invalidRequest(
      "Your card's security code is invalid.",
      'payment_method_options[card][cvc]',
      'invalid_cvc',
    );
  }
  const billing = sharedBilling(details, input);
  const data = {
    type: 'card',
    ...(input.metadata !== undefined ? { metadata: input.metadata } : {}),
    ...(input.allow_redisplay !== undefined ? { allow_redisplay: input.allow_redisplay } : {}),
  } as PaymentMethodData;
  const funding = await createCardPaymentMethod(
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
  return recordShare(
    ctx,
    session,
    details,
    expected === 'link' ? await shareAsLink(ctx, session, funding) : funding,
  );
}

/** The saved billing details, with the e-mail and phone this payment gives instead. */
function sharedBilling(details: PaymentDetails, input: ShareInput): BillingDetails {
  const billing = billingDetails(
    details.billing_address,
    input.billing_email === undefined
      ? details.billing_email_address
      : lookupEmail(input.billing_email, 'billing_email'),
  );
  if (input.billing_phone !== undefined) billing.phone = input.billing_phone || null;
  return billing;
}

/** Which saved details a shared payment method came from (a decline may mark them FAILED). */
async function recordShare(
  ctx: ServiceContext,
  session: ConsumerSession,
  details: PaymentDetails,
  pm: PaymentMethod,
): Promise<PaymentMethod> {
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
