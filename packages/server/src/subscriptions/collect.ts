import { getCustomer } from '../customers/index.js';
import { finalizeInvoice, getInvoice, type Invoice, saveInvoice, sendInvoice } from '../invoices/index.js';
import { ApiError } from '../kernel/errors.js';
import { confirmPaymentIntent, getPaymentIntent } from '../payment-intents/index.js';
import type { CallerContext } from '../routing/caller.js';
import { settleSubscription } from './settle.js';
import type { Subscription } from './subscription.js';

/** The card a subscription's invoices are charged to: its own default, else its customer's. */
export async function paymentMethodFor(ctx: CallerContext, sub: Subscription): Promise<string | null> {
  if (sub.default_payment_method) return sub.default_payment_method;
  const customer = await getCustomer(ctx.db, ctx.scope, sub.customer);
  const settings = customer.invoice_settings as { default_payment_method?: string | null } | undefined;
  return settings?.default_payment_method ?? null;
}

/** Finalizes a subscription's draft at time `now`; a `send_invoice` one is e-mailed to the customer. */
export async function finalizeForSubscription(
  ctx: CallerContext,
  sub: Subscription,
  draft: Invoice,
  now: number,
): Promise<Invoice> {
  const invoice = await finalizeInvoice(ctx, draft, true, { setupFutureUsage: 'off_session', now });
  if (sub.collection_method === 'send_invoice' && invoice.status === 'open' && invoice.customer_email)
    await sendInvoice(ctx, invoice.id);
  return invoice;
}

/**
 * Tries to charge an open invoice of a subscription with its default card. The intent's
 * listener settles the invoice and the subscription from the outcome; a missing card or one
 * the API refuses is a failed attempt settled here. Answers whether the invoice is now paid.
 */
export async function attemptPayment(
  ctx: CallerContext,
  sub: Subscription,
  invoiceId: string,
  now: number,
): Promise<{ paid: boolean; error?: ApiError }> {
  const invoice = await getInvoice(ctx.db, ctx.scope, invoiceId, undefined, true);
  if (invoice.status !== 'open' || !invoice.payment_intent) return { paid: invoice.status === 'paid' };
  const method = await paymentMethodFor(ctx, sub);
  if (method) {
    const pi = await getPaymentIntent(ctx, invoice.payment_intent, { forUpdate: true });
    try {
      // Confirmed as on session: a card that must authenticate leaves the intent waiting for
      // the customer (`requires_action`), who pays from the hosted invoice page.
      const result = await confirmPaymentIntent(ctx, pi, { payment_method: method });
      const paid = result.intent.status === 'succeeded';
      if (result.error) return { paid, error: new ApiError(402, { ...result.error }) };
      if (result.intent.status === 'requires_action')
        return {
          paid,
          error: new ApiError(402, {
            type: 'card_error',
            code: 'invoice_payment_intent_requires_action',
            message: 'This payment requires additional user action before it can be completed successfully.',
          }),
        };
      return { paid };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return failedAttempt(ctx, invoice, now, error);
    }
  }
  return failedAttempt(
    ctx,
    invoice,
    now,
    new ApiError(402, {
      type: 'invalid_request_error',
      code: 'invoice_no_payment_method_types',
      message: 'This customer has no attached payment source or default payment method.',
    }),
  );
}

/** An attempt that reached no card: counted and announced as the intent's failures are. */
async function failedAttempt(ctx: CallerContext, invoice: Invoice, now: number, error: ApiError) {
  const failed: Invoice = { ...invoice, attempted: true, attempt_count: invoice.attempt_count + 1 };
  await saveInvoice(ctx.db, ctx.scope, failed);
  await ctx.emit('invoice.payment_failed', failed);
  await settleSubscription(ctx, failed, 'failed', now);
  return { paid: false, error };
}
