import { type CheckoutSession, ratesOf, saveSession, sessionLines } from '../checkout/index.js';
import { cancelPaymentIntent, getPaymentIntent, type PaymentIntent } from '../payment-intents/index.js';
import type { CallerContext } from '../routing/caller.js';
import { findResource } from '../store/index.js';
import type { StripeObject } from '../store/types.js';
import { createSubscription, getSubscription } from '../subscriptions/index.js';
import type { TaxRegion } from '../tax-rates/index.js';

const UNFINISHED = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

async function firstInvoiceIntent(ctx: CallerContext, invoiceId: string): Promise<PaymentIntent | undefined> {
  const invoice = await findResource<StripeObject>(ctx.db, 'invoices', ctx.scope, invoiceId);
  const pi = invoice?.payment_intent;
  return typeof pi === 'string' ? getPaymentIntent(ctx, pi, { forUpdate: true }) : undefined;
}

/**
 * The intent a subscription session's shopper pays: its subscription's first invoice's. The
 * subscription is made (`default_incomplete`, keeping the card for its renewals) when the
 * shopper first pays; a declined attempt is tried again on the same invoice. A subscription
 * whose payment was abandoned half-way (3-D Secure left open) is canceled and made anew.
 */
export async function subscriptionIntent(
  ctx: CallerContext,
  session: CheckoutSession,
  customer: string,
  region: TaxRegion | null,
): Promise<{ session: CheckoutSession; intent: PaymentIntent }> {
  if (session.subscription) {
    const earlier = await getSubscription(ctx.db, ctx.scope, String(session.subscription));
    const pi = earlier.latest_invoice ? await firstInvoiceIntent(ctx, earlier.latest_invoice) : undefined;
    // Kept only while it bills what the shopper sees (the taxes follow the address they pay with).
    if (
      pi?.status === 'requires_payment_method' &&
      earlier.status === 'incomplete' &&
      pi.amount === session.amount_total
    )
      return { session, intent: pi };
    if (pi && UNFINISHED.has(pi.status)) await cancelPaymentIntent(ctx, pi.id, 'abandoned');
  }
  const lines = await sessionLines(ctx, session.id);
  const sub = await createSubscription(
    ctx,
    {
      customer,
      // Each item is taxed as its line was: its fixed rates and its dynamic one for the address.
      items: lines.map((line) => ({
        price: line.item.price.id,
        quantity: line.item.quantity,
        tax_rates: ratesOf(line, region).map((rate) => rate.id),
      })),
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      // The session's coupon or code discounts the subscription's invoices as its coupon lasts.
      ...(session.discounts.length > 0
        ? {
            discounts: session.discounts.map((entry) =>
              entry.promotion_code ? { promotion_code: entry.promotion_code } : { coupon: entry.coupon! },
            ),
          }
        : {}),
    },
    { inlinePrices: true, discountRedeemed: true },
  );
  const intent = await firstInvoiceIntent(ctx, String(sub.latest_invoice));
  if (!intent) throw new Error(`The first invoice of ${sub.id} has no payment intent`);
  const next = { ...session, subscription: sub.id, invoice: sub.latest_invoice, payment_intent: intent.id };
  await saveSession(ctx, next);
  return { session: next, intent };
}
