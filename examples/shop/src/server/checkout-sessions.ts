import type Stripe from 'stripe';
import { CURRENCY, DEFAULT_CART, PRODUCTS } from './catalog.js';

/**
 * An embedded Checkout Session for the default cart, priced from the catalog, as Stripe's
 * embedded checkout quick start makes one: its client secret goes to the page, and the
 * shopper comes back to `returnUrl` with the session id.
 */
export async function createEmbeddedSession(
  stripe: Stripe,
  returnUrl: string,
): Promise<{ clientSecret: string }> {
  const session = await stripe.checkout.sessions.create({
    ui_mode: 'embedded',
    mode: 'payment',
    line_items: DEFAULT_CART.map((line) => {
      const product = PRODUCTS.find((p) => p.id === line.id)!;
      return {
        price_data: { currency: CURRENCY, unit_amount: product.price, product_data: { name: product.name } },
        quantity: line.quantity,
      };
    }),
    return_url: `${returnUrl}?session_id={CHECKOUT_SESSION_ID}`,
  });
  return { clientSecret: session.client_secret! };
}

/** What the return page shows of a session. */
export async function sessionStatus(stripe: Stripe, id: string) {
  const session = await stripe.checkout.sessions.retrieve(id);
  return { status: session.status, paymentStatus: session.payment_status, amountTotal: session.amount_total };
}
