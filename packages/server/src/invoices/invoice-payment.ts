import { nowSeconds } from '../kernel/ids.js';
import type { IntentListener } from '../kernel/intent-listeners.js';
import type { ServiceContext } from '../kernel/service-context.js';
import type { PaymentIntent } from '../payment-intents/index.js';
import { findResource } from '../store/index.js';
import type { Invoice } from './invoice.js';
import { saveInvoice } from './invoice-store.js';

/** The invoice once its payment succeeded (or the merchant says it was paid elsewhere). */
export function paidInvoice(
  invoice: Invoice,
  payment: { amount: number; charge: string | null; outOfBand: boolean },
): Invoice {
  return {
    ...invoice,
    amount_paid: payment.amount,
    amount_remaining: 0,
    attempted: payment.outOfBand ? invoice.attempted : true,
    attempt_count: payment.outOfBand ? invoice.attempt_count : invoice.attempt_count + 1,
    charge: payment.charge,
    paid: true,
    paid_out_of_band: payment.outOfBand,
    status: 'paid',
    status_transitions: { ...invoice.status_transitions, paid_at: nowSeconds() },
  };
}

/** Announces a paid invoice as Stripe does: `invoice.paid`, then `invoice.payment_succeeded` for a real payment. */
export async function announcePaid(ctx: ServiceContext, invoice: Invoice): Promise<void> {
  await ctx.emit('invoice.paid', invoice);
  if (!invoice.paid_out_of_band) await ctx.emit('invoice.payment_succeeded', invoice);
}

/**
 * Follows an invoice's payment intent, whoever confirmed it (the hosted page with the
 * publishable key, `pay` with the secret key, a settling bank debit): success pays the
 * invoice, a failed attempt is counted and announced, a needed action is announced.
 */
export const invoicePaymentListener: IntentListener = async (ctx, change) => {
  if (change.after.object !== 'payment_intent' || !change.after.invoice) return;
  const before = change.before as PaymentIntent | null;
  const after = change.after as PaymentIntent;
  const invoice = await findResource<Invoice>(ctx.db, 'invoices', ctx.scope, String(after.invoice), {
    forUpdate: true,
  });
  if (!invoice || invoice.payment_intent !== after.id) return;
  const payable = invoice.status === 'open' || invoice.status === 'uncollectible';
  if (after.status === 'succeeded' && before?.status !== 'succeeded' && payable) {
    const paid = paidInvoice(invoice, {
      amount: after.amount_received || after.amount,
      charge: (after.latest_charge as string | null) ?? null,
      outOfBand: false,
    });
    await saveInvoice(ctx.db, ctx.scope, paid);
    await announcePaid(ctx, paid);
    return;
  }
  const failedNow =
    after.status === 'requires_payment_method' &&
    after.last_payment_error !== null &&
    before?.last_payment_error !== after.last_payment_error;
  if (failedNow) {
    const failed: Invoice = { ...invoice, attempted: true, attempt_count: invoice.attempt_count + 1 };
    await saveInvoice(ctx.db, ctx.scope, failed);
    await ctx.emit('invoice.payment_failed', failed);
    return;
  }
  if (after.status === 'requires_action' && before?.status !== 'requires_action')
    await ctx.emit('invoice.payment_action_required', invoice);
};
