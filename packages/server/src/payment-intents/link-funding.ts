import { insertCharge, newCharge } from '../charges/index.js';
import { invalidRequest } from '../kernel/errors.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { findPaymentMethod, openDebitAccount, type PaymentMethod } from '../payment-methods/index.js';
import { processorFor } from '../simulator/index.js';
import type { AttemptResult } from './card-payment.js';
import { chargeFields } from './charge-fields.js';
import { declineShape } from './errors.js';
import type { PaymentIntent } from './payment-intent.js';
import { authorized, failed } from './state-machine.js';

/** `payment_method_details.link` of a Link payment's charge: the country of the Link account's billing address. */
export function linkChargeDetails(link: PaymentMethod): Record<string, unknown> & { type: 'link' } {
  return { type: 'link', link: { country: link.billing_details.address.country ?? null } };
}

/**
 * The card or bank account a `link` payment method pays with (docs/link.md#the-link-payment-method):
 * a payment method of the same account that Link shared with it, never answered by itself.
 */
export async function linkFundingOf(ctx: ServiceContext, link: PaymentMethod): Promise<PaymentMethod> {
  const row = await ctx.db
    .selectFrom('link_funding')
    .select('funding')
    .where('payment_method', '=', link.id)
    .where('account_id', '=', ctx.scope.accountId)
    .where('livemode', '=', ctx.scope.livemode)
    .executeTakeFirst();
  const funding = row ? await findPaymentMethod(ctx, row.funding) : undefined;
  if (!funding) {
    throw invalidRequest(
      `The PaymentMethod ${link.id} has no card or bank account saved in Link to pay with: link payment methods are made by Link when the shopper pays.`,
      'payment_method',
    );
  }
  return funding.pm;
}

/**
 * An instant debit: a Link payment from a bank account the shopper linked at their bank. The
 * bank answers at once (the test accounts' outcomes, as their debits would settle), so the
 * intent succeeds or fails now rather than waiting in `processing`.
 */
export async function runInstantDebit(
  ctx: ServiceContext,
  pi: PaymentIntent,
  link: PaymentMethod,
  bank: PaymentMethod,
): Promise<AttemptResult> {
  const account = await openDebitAccount(ctx, bank);
  if (!account)
    throw invalidRequest(`The PaymentMethod ${link.id} has no bank account on file.`, 'payment_method');
  const processor = processorFor(ctx.scope.livemode);
  const mandate = `link_${link.id}`;
  const started = await processor.debitBankAccount({
    amount: pi.amount,
    currency: pi.currency,
    account,
    mandate,
    settlement: 'can_fail_later',
  });
  const settled = await processor.settleBankDebit({ reference: started.reference, data: started.data });
  const decline = settled.status === 'failed' ? settled.decline : null;
  const charge = newCharge({
    ...chargeFields(ctx, pi),
    paymentMethod: link,
    billingDetails: link.billing_details,
    details: linkChargeDetails(link),
    status: decline ? 'failed' : 'succeeded',
    captured: true,
    outcome: {
      network_status: decline ? 'declined_by_network' : 'approved_by_network',
      type: decline ? 'issuer_declined' : 'authorized',
      reason: null,
      risk_level: 'not_assessed',
      risk_score: null,
      seller_message: decline ? 'The bank returned the debit.' : 'Payment complete.',
    },
    failure: decline,
  });
  await insertCharge(ctx.db, ctx.scope, charge, started.reference);
  if (decline) {
    await ctx.emit('charge.failed', charge);
    const error = { ...declineShape(decline, link, charge.id), type: 'invalid_request_error' as const };
    return { intent: failed(pi, error, charge), error };
  }
  await ctx.emit('charge.succeeded', charge);
  return { intent: authorized({ ...pi, payment_method: link.id }, charge, true), error: null };
}
