import type Stripe from 'stripe';
import type { TestServer } from '../testing/harness.js';

/** A payment with a raw test card (CVC and postal code given, so the checks run). */
export async function payWith(
  t: TestServer,
  number: string,
  params: Partial<Stripe.PaymentIntentCreateParams> = {},
): Promise<{ pi: Stripe.PaymentIntent; charge: Stripe.Charge; error: Stripe.errors.StripeError | null }> {
  let error: Stripe.errors.StripeError | null = null;
  let piId: string;
  try {
    const pi = await t.stripe.paymentIntents.create({
      amount: 2000,
      currency: 'usd',
      payment_method_data: {
        type: 'card',
        card: { number, exp_month: 12, exp_year: 2040, cvc: '123' },
        billing_details: { address: { postal_code: '94107' } },
      } as never,
      confirm: true,
      ...params,
    });
    piId = pi.id;
  } catch (e) {
    error = e as Stripe.errors.StripeError;
    piId = (error.raw as { payment_intent?: { id: string } }).payment_intent!.id;
  }
  const pi = await t.stripe.paymentIntents.retrieve(piId);
  const charge = await t.stripe.charges.retrieve(pi.latest_charge as string);
  return { pi, charge, error };
}
