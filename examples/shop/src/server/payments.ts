import type Stripe from 'stripe';
import { type CartLine, CURRENCY, cartTotal, DEFAULT_CART } from './catalog.js';
import { type Destination, expressQuote } from './express-pricing.js';

/** The payment method types the shop offers (all pay in euros). */
export const PAYMENT_METHOD_TYPES = [
  'card',
  'sepa_debit',
  'ideal',
  'bancontact',
  'eps',
  'giropay',
  'p24',
  'sofort',
];

export interface IntentAnswer {
  clientSecret: string;
  amount: number;
  currency: string;
}

/** What the wallet buttons above the cart pay with: the cards' wallets, PayPal and Link. */
export const EXPRESS_PAYMENT_METHOD_TYPES = ['card', 'paypal', 'link'];

/**
 * A PaymentIntent for the cart, priced here from the catalog. An order from the wallet buttons
 * (`express`) adds the tax and shipping of the address and rate chosen in the wallet's sheet,
 * and may be paid with PayPal or Link too.
 */
export async function createCartIntent(
  stripe: Stripe,
  lines: readonly CartLine[] = DEFAULT_CART,
  express?: { destination?: Destination; rateId?: string },
): Promise<IntentAnswer> {
  const amount = express ? expressQuote(lines, express.destination, express.rateId).amount : cartTotal(lines);
  const intent = await stripe.paymentIntents.create({
    amount,
    currency: CURRENCY,
    allowed_payment_method_types: (express ? EXPRESS_PAYMENT_METHOD_TYPES : PAYMENT_METHOD_TYPES) as never,
    description: 'Payframe example shop order',
    metadata: { cart: lines.map((l) => `${l.id}x${l.quantity}`).join(',') },
  });
  return { clientSecret: intent.client_secret ?? '', amount, currency: CURRENCY };
}

export interface PaymentStatus {
  id: string;
  status: string;
  amount: number;
  currency: string;
  paymentMethodType: string | null;
  lastError: string | null;
}

/**
 * The status the success page shows, read with the secret key. The browser must prove it
 * owns the payment with its client secret, so the endpoint reveals nothing to a guesser.
 */
export async function paymentStatus(
  stripe: Stripe,
  id: string,
  clientSecret: string,
): Promise<PaymentStatus | null> {
  if (!/^pi_[A-Za-z0-9]+$/.test(id)) return null;
  const intent = await stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] });
  if (intent.client_secret !== clientSecret) return null;
  const method = intent.payment_method;
  return {
    id: intent.id,
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    paymentMethodType: typeof method === 'object' && method ? method.type : null,
    lastError: intent.last_payment_error?.message ?? null,
  };
}
