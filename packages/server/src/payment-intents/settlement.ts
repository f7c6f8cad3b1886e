import { type Charge, getCharge, saveCharge } from '../charges/index.js';
import { nowSeconds } from '../kernel/ids.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { revokeMandate } from '../mandates/index.js';
import type { PaymentMethod } from '../payment-methods/index.js';
import { processorFor } from '../simulator/index.js';
import { findResource, parseData } from '../store/index.js';
import type { Db, Scope } from '../store/types.js';
import { declineShape } from './errors.js';
import type { PaymentIntent } from './payment-intent.js';
import { authorized, failed } from './state-machine.js';
import { getPaymentIntent, savePaymentIntent } from './store.js';

/** The bank revoked the mandate the failed debit ran under (its charge's details name it). */
async function revokeMandateOf(ctx: ServiceContext, charge: Charge): Promise<void> {
  const details = charge.payment_method_details as Record<string, unknown> | null;
  const own = details?.[String(details.type)] as { mandate?: unknown } | undefined;
  if (typeof own?.mandate === 'string')
    await revokeMandate(ctx, own.mandate, charge.failure_code ?? 'debit_not_authorized');
}

/** Ask again this much later when the processor says a debit is still pending. */
const RECHECK_SECONDS = 60;

export interface PendingDebit {
  id: string;
  account_id: string;
  livemode: boolean;
  payment_intent: string;
  due_at: number;
  data: unknown;
}

/**
 * Locks the next pending debit that is due (or, for the test helper, any of one account's).
 * Workers skip rows another instance is settling; the test helper waits for it instead, so
 * what it answers is settled.
 */
export async function nextPendingDebit(
  db: Db,
  filter: { dueBy?: number; scope?: Scope; paymentIntent?: string; skipLocked?: boolean },
): Promise<PendingDebit | undefined> {
  let query = db.selectFrom('pending_debits').selectAll();
  if (filter.dueBy !== undefined) query = query.where('due_at', '<=', filter.dueBy);
  if (filter.scope) {
    query = query
      .where('account_id', '=', filter.scope.accountId)
      .where('livemode', '=', filter.scope.livemode);
  }
  if (filter.paymentIntent) query = query.where('payment_intent', '=', filter.paymentIntent);
  const locked = query.orderBy('due_at').limit(1).forUpdate();
  return (filter.skipLocked ? locked.skipLocked() : locked).executeTakeFirst();
}

/**
 * Asks the processor how a bank debit ended and moves its charge and intent on:
 * succeeded (`charge.succeeded`, `payment_intent.succeeded`) or failed (`charge.failed`,
 * `payment_intent.payment_failed`, the intent back to requires_payment_method).
 * Returns the intent, or undefined when the debit is still pending.
 */
export async function settleDebit(
  ctx: ServiceContext,
  row: PendingDebit,
): Promise<PaymentIntent | undefined> {
  const data = parseData(row.data) as unknown as { reference: string; processor: Record<string, unknown> };
  const settlement = await processorFor(row.livemode).settleBankDebit({
    reference: data.reference,
    data: data.processor,
  });
  if (settlement.status === 'pending') {
    await ctx.db
      .updateTable('pending_debits')
      .set({ due_at: nowSeconds() + RECHECK_SECONDS })
      .where('id', '=', row.id)
      .execute();
    return undefined;
  }
  await ctx.db.deleteFrom('pending_debits').where('id', '=', row.id).execute();
  const pi = await getPaymentIntent(ctx, row.payment_intent, { forUpdate: true });
  const charge = await getCharge(ctx.db, ctx.scope, row.id, { forUpdate: true });
  let chargeAfter: Charge;
  let after: PaymentIntent;
  if (settlement.status === 'succeeded') {
    chargeAfter = {
      ...charge,
      status: 'succeeded',
      paid: true,
      captured: true,
      amount_captured: charge.amount,
    };
    await saveCharge(ctx.db, ctx.scope, chargeAfter, { syncIntent: false });
    await ctx.emit('charge.succeeded', chargeAfter);
    after = authorized(pi, chargeAfter, true);
  } else {
    const { decline } = settlement;
    chargeAfter = {
      ...charge,
      status: 'failed',
      paid: false,
      captured: false,
      amount_captured: 0,
      failure_code: decline.code,
      failure_message: decline.message,
      outcome: {
        network_status: 'declined_by_network',
        type: 'issuer_declined',
        reason: decline.declineCode ?? decline.code,
        risk_level: 'not_assessed',
        seller_message: 'The bank could not debit the account.',
      },
    };
    await saveCharge(ctx.db, ctx.scope, chargeAfter, { syncIntent: false });
    await ctx.emit('charge.failed', chargeAfter);
    if (settlement.revokesMandate) await revokeMandateOf(ctx, chargeAfter);
    const pm = await findResource<PaymentMethod>(
      ctx.db,
      'payment_methods',
      ctx.scope,
      charge.payment_method!,
    );
    after = failed(pi, declineShape(decline, pm!, charge.id), chargeAfter);
  }
  if (pi.status !== 'processing' || pi.latest_charge !== charge.id) return pi;
  await savePaymentIntent(ctx, pi, after);
  return after;
}
