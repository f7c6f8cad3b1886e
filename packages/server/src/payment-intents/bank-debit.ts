import type { Settlement } from '@payframe/core';
import { sql } from 'kysely';
import { debitDetails, insertCharge, newCharge } from '../charges/index.js';
import { invalidRequest } from '../kernel/errors.js';
import { nowSeconds } from '../kernel/ids.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { type AcceptanceInput, createMandate } from '../mandates/index.js';
import { serverMethod } from '../methods/index.js';
import { openDebitAccount, type PaymentMethod } from '../payment-methods/index.js';
import { processorFor } from '../simulator/index.js';
import type { AttemptResult } from './card-payment.js';
import { chargeFields } from './charge-fields.js';
import type { PaymentIntent } from './payment-intent.js';
import { processing } from './state-machine.js';

/** The newest active mandate of a payment method (a SEPA mandate, or one approved in Cash App). */
export async function activeMandate(
  ctx: ServiceContext,
  paymentMethod: string,
): Promise<{ mandate: string } | undefined> {
  return ctx.db
    .selectFrom('mandates')
    .select('id as mandate')
    .where('account_id', '=', ctx.scope.accountId)
    .where('livemode', '=', ctx.scope.livemode)
    .where('payment_method', '=', paymentMethod)
    .where(sql<string>`data->>'status'`, '=', 'active')
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The mandate a debit runs under: one the shopper accepts now (`mandate_data`), one the
 * merchant names, or the newest active one of this payment method (made when it was set up
 * or first debited: SEPA and BECS mandates are multi-use).
 */
export async function debitMandate(
  ctx: ServiceContext,
  pm: PaymentMethod,
  given: {
    mandate?: string | undefined;
    mandateData?: { customer_acceptance: AcceptanceInput } | undefined;
    /** The intent's `payment_method_options`: a PAD mandate records the agreement they describe. */
    options?: Record<string, unknown> | null | undefined;
  },
): Promise<string> {
  if (given.mandateData) {
    const own = given.options?.[pm.type];
    const details = serverMethod(pm.type)?.mandateDetails?.(
      own && typeof own === 'object' ? (own as Record<string, unknown>) : {},
      'payment',
    );
    return (await createMandate(ctx, pm, given.mandateData.customer_acceptance, details)).id;
  }
  const existing = await activeMandate(ctx, pm.id);
  if (given.mandate) {
    // A named mandate must be the one this payment method was set up with.
    if (existing?.mandate === given.mandate) return given.mandate;
    throw invalidRequest(
      `No such mandate: '${given.mandate}' for this PaymentMethod.`,
      'mandate',
      'resource_missing',
    );
  }
  if (existing?.mandate) return existing.mandate;
  throw invalidRequest(
    `A mandate is required to debit a ${pm.type} PaymentMethod: pass mandate_data[customer_acceptance] when confirming, or set the PaymentMethod up with a SetupIntent first.`,
    'mandate_data',
    'parameter_missing',
  );
}

/**
 * Sends a bank debit: the intent is `processing` with a pending charge until the processor
 * settles it (see settlement.ts); what is pending is kept in the database, so a restart
 * loses nothing.
 */
export async function runBankDebit(
  ctx: ServiceContext,
  pi: PaymentIntent,
  pm: PaymentMethod,
  mandate: string,
  settlement: Settlement,
): Promise<AttemptResult> {
  const account = await openDebitAccount(ctx, pm);
  if (!account)
    throw invalidRequest(`The PaymentMethod ${pm.id} has no bank account on file.`, 'payment_method');
  const started = await processorFor(ctx.scope.livemode).debitBankAccount({
    amount: pi.amount,
    currency: pi.currency,
    account,
    mandate,
    settlement,
  });
  const charge = newCharge({
    ...chargeFields(ctx, pi),
    paymentMethod: pm,
    billingDetails: pm.billing_details,
    details: debitDetails(pm, mandate),
    status: 'pending',
    captured: true,
    outcome: {
      network_status: 'approved_by_network',
      type: 'authorized',
      reason: null,
      risk_level: 'not_assessed',
      risk_score: null,
      seller_message: 'Payment complete.',
    },
    failure: null,
  });
  await insertCharge(ctx.db, ctx.scope, charge, started.reference);
  await ctx.db
    .insertInto('pending_debits')
    .values({
      id: charge.id,
      account_id: ctx.scope.accountId,
      livemode: ctx.scope.livemode,
      payment_intent: pi.id,
      due_at: nowSeconds() + started.settleAfterSeconds,
      data: JSON.stringify({ reference: started.reference, processor: started.data }),
      created: nowSeconds(),
    })
    .execute();
  await ctx.emit('charge.pending', charge);
  return { intent: processing({ ...pi, payment_method: pm.id }, charge), error: null };
}
