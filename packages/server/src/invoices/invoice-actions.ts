import { accountBranding } from '../accounts/index.js';
import { getCustomer } from '../customers/index.js';
import { getPromotionCode, redeemCoupon, redeemPromotionCode } from '../discounts/index.js';
import { ApiError, invalidRequest } from '../kernel/errors.js';
import { nowSeconds, randomToken } from '../kernel/ids.js';
import {
  cancelPaymentIntent,
  confirmPaymentIntent,
  getPaymentIntent,
  insertPaymentIntent,
  newPaymentIntent,
} from '../payment-intents/index.js';
import type { CallerContext } from '../routing/caller.js';
import type { Invoice } from './invoice.js';
import { withItems } from './invoice.js';
import { day, money } from './invoice-format.js';
import { deliverInvoiceEmail } from './invoice-outbox.js';
import type { PayInvoiceParams } from './invoice-params.js';
import { announcePaid, paidInvoice } from './invoice-payment.js';
import { getInvoice, itemsOf, nextNumber, saveInvoice } from './invoice-store.js';
import { fill, INVOICE_TEXTS, invoiceLocale } from './invoice-texts.js';

/** The intent statuses in which an invoice's payment can still be called off. */
const CANCELABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

const notOpen = (invoice: Invoice, action: string) =>
  invalidRequest(
    `You can only ${action} an open invoice; invoice ${invoice.id} is ${invoice.status}.`,
    undefined,
    'invoice_not_editable',
  );

/**
 * Counts the invoice's discount as redeemed when it is finalized, after checking a promotion
 * code's minimum against the invoice as it now stands (its lines may have changed since).
 */
async function redeemDiscount(ctx: CallerContext, invoice: Invoice): Promise<void> {
  const discount = invoice.discount;
  // A subscription's discount was counted once, when the subscription took it.
  if (!discount || discount.subscription) return;
  if (!discount.promotion_code) return redeemCoupon(ctx, discount.coupon.id);
  const promo = await getPromotionCode(ctx.db, ctx.scope, discount.promotion_code);
  const { minimum_amount: minimum, minimum_amount_currency: currency } = promo.restrictions;
  if (minimum !== null && (currency !== invoice.currency || invoice.subtotal < minimum))
    throw invalidRequest(
      `The promotion code ${promo.code} needs an invoice of at least ${minimum} (${String(currency).toUpperCase()}, in the smallest unit).`,
      'discounts',
      'promotion_code_minimum_amount_not_met',
    );
  await redeemPromotionCode(ctx, promo.id);
}

/**
 * Finalizes a draft: it gets its number, its hosted page and PDF addresses and the payment
 * intent the page pays; a zero invoice is paid at once, as Stripe does.
 */
export async function finalizeInvoice(
  ctx: CallerContext,
  draft: Invoice,
  autoAdvance?: boolean,
  /** A subscription's invoice: its intent saves the card for renewals, at the time of its clock. */
  options: { setupFutureUsage?: 'off_session'; now?: number } = {},
): Promise<Invoice> {
  if (draft.status !== 'draft')
    throw invalidRequest(
      "This invoice is already finalized, you can't re-finalize a non-draft invoice.",
      undefined,
      'invoice_not_editable',
    );
  const current = withItems(draft, await itemsOf(ctx.db, ctx.scope, draft.id));
  await redeemDiscount(ctx, current);
  const number = await nextNumber(ctx.db, ctx.scope);
  const token = `${ctx.scope.livemode ? 'live' : 'test'}_${randomToken(40)}`;
  const base = ctx.app.config.publicUrl;
  let invoice: Invoice = {
    ...current,
    auto_advance: autoAdvance ?? current.auto_advance,
    number,
    hosted_invoice_url: `${base}/i/${token}`,
    invoice_pdf: `${base}/i/${token}/pdf`,
    status: 'open',
    status_transitions: { ...current.status_transitions, finalized_at: options.now ?? nowSeconds() },
    webhooks_delivered_at: options.now ?? nowSeconds(),
  };
  if (invoice.amount_due > 0) {
    const pi = newPaymentIntent(
      {
        amount: invoice.amount_due,
        currency: invoice.currency,
        customer: invoice.customer,
        description: `Invoice ${number}`,
        ...(invoice.statement_descriptor
          ? { statement_descriptor: invoice.statement_descriptor as string }
          : {}),
      },
      { livemode: ctx.scope.livemode, paymentMethodTypes: ['card'], automatic: null, paymentMethod: null },
    );
    pi.invoice = invoice.id;
    if (options.setupFutureUsage) pi.setup_future_usage = options.setupFutureUsage;
    await insertPaymentIntent(ctx, pi);
    invoice.payment_intent = pi.id;
    invoice.confirmation_secret = { client_secret: pi.client_secret, type: 'payment_intent' };
  }
  await saveInvoice(ctx.db, ctx.scope, invoice, token);
  await ctx.emit('invoice.finalized', invoice);
  if (invoice.amount_due === 0) {
    invoice = paidInvoice(invoice, { amount: 0, charge: null, outOfBand: false });
    await saveInvoice(ctx.db, ctx.scope, invoice);
    await announcePaid(ctx, invoice);
  }
  return invoice;
}

/**
 * Pays an open invoice: out of band (the merchant was paid elsewhere), or by charging the
 * payment method given, the invoice's default or the customer's default, off session. A
 * declined charge is the card error, with the failed attempt counted on the invoice.
 */
export async function payInvoice(ctx: CallerContext, id: string, params: PayInvoiceParams): Promise<Invoice> {
  let invoice = await getInvoice(ctx.db, ctx.scope, id, undefined, true);
  if (invoice.status === 'draft') invoice = await finalizeInvoice(ctx, invoice);
  if (invoice.status === 'paid')
    throw invalidRequest('Invoice is already paid', undefined, 'invoice_not_editable');
  if (invoice.status !== 'open' && invoice.status !== 'uncollectible') throw notOpen(invoice, 'pay');
  const pi = invoice.payment_intent
    ? await getPaymentIntent(ctx, invoice.payment_intent, { forUpdate: true })
    : undefined;
  if (params.paid_out_of_band) {
    if (pi && CANCELABLE.has(pi.status)) await cancelPaymentIntent(ctx, pi.id, undefined);
    const paid = paidInvoice(invoice, { amount: invoice.amount_remaining, charge: null, outOfBand: true });
    await saveInvoice(ctx.db, ctx.scope, paid);
    await announcePaid(ctx, paid);
    return paid;
  }
  if (!pi) return invoice;
  const customer = await getCustomer(ctx.db, ctx.scope, invoice.customer);
  const settings = customer.invoice_settings as { default_payment_method?: string | null } | undefined;
  const method = params.payment_method ?? invoice.default_payment_method ?? settings?.default_payment_method;
  if (!method)
    throw invalidRequest(
      'This customer has no attached payment source or default payment method. Pass payment_method, or set the invoice’s or the customer’s default payment method.',
      'payment_method',
    );
  const result = await confirmPaymentIntent(ctx, pi, {
    payment_method: method,
    off_session: params.off_session ?? true,
  });
  if (result.error) {
    const { doc_url: _doc, ...rest } = result.error;
    throw new ApiError(result.error.type === 'card_error' ? 402 : 400, rest).committed();
  }
  if (result.intent.status === 'requires_action')
    throw new ApiError(402, {
      type: 'card_error',
      code: 'invoice_payment_intent_requires_action',
      message: 'This payment requires additional user action before it can be completed successfully.',
    }).committed();
  return getInvoice(ctx.db, ctx.scope, id);
}

/** Voids an open invoice: it can no longer be paid, and its payment intent is canceled. */
export async function voidInvoice(ctx: CallerContext, id: string): Promise<Invoice> {
  const invoice = await getInvoice(ctx.db, ctx.scope, id, undefined, true);
  if (invoice.status !== 'open' && invoice.status !== 'uncollectible') throw notOpen(invoice, 'void');
  if (invoice.payment_intent) {
    const pi = await getPaymentIntent(ctx, invoice.payment_intent, { forUpdate: true });
    if (CANCELABLE.has(pi.status)) await cancelPaymentIntent(ctx, pi.id, undefined);
  }
  const voided: Invoice = {
    ...invoice,
    status: 'void',
    status_transitions: { ...invoice.status_transitions, voided_at: nowSeconds() },
  };
  await saveInvoice(ctx.db, ctx.scope, voided);
  await ctx.emit('invoice.voided', voided);
  return voided;
}

export async function markUncollectible(ctx: CallerContext, id: string): Promise<Invoice> {
  const invoice = await getInvoice(ctx.db, ctx.scope, id, undefined, true);
  if (invoice.status !== 'open') throw notOpen(invoice, 'mark uncollectible');
  const next: Invoice = {
    ...invoice,
    status: 'uncollectible',
    status_transitions: { ...invoice.status_transitions, marked_uncollectible_at: nowSeconds() },
  };
  await saveInvoice(ctx.db, ctx.scope, next);
  await ctx.emit('invoice.marked_uncollectible', next);
  return next;
}

/** E-mails an open `send_invoice` invoice to its customer, in the customer's language. */
export async function sendInvoice(ctx: CallerContext, id: string): Promise<Invoice> {
  const invoice = await getInvoice(ctx.db, ctx.scope, id, undefined, true);
  if (invoice.collection_method !== 'send_invoice')
    throw invalidRequest(
      "You can only manually send an invoice if its collection method is 'send_invoice'.",
      undefined,
      'invoice_not_editable',
    );
  if (invoice.status !== 'open') throw notOpen(invoice, 'send');
  if (!invoice.customer_email)
    throw invalidRequest(
      `The customer ${invoice.customer} has no email address to send the invoice to.`,
      'customer',
    );
  const customer = await getCustomer(ctx.db, ctx.scope, invoice.customer);
  const lang = invoiceLocale(customer.preferred_locales as string[] | undefined);
  const t = INVOICE_TEXTS[lang];
  const merchant = (await accountBranding(ctx)).displayName;
  const values = {
    merchant,
    number: invoice.number ?? '',
    amount: money(invoice.amount_remaining, invoice.currency, lang),
    date: invoice.due_date ? day(invoice.due_date, lang) : '',
  };
  await deliverInvoiceEmail(ctx, {
    invoice: invoice.id,
    to: invoice.customer_email,
    subject: fill(t.emailSubject, values),
    body: [
      fill(t.emailIntro, values),
      '',
      t.emailPay,
      invoice.hosted_invoice_url,
      '',
      t.emailPdf,
      invoice.invoice_pdf,
      '',
    ].join('\n'),
  });
  await ctx.emit('invoice.sent', invoice);
  return invoice;
}
