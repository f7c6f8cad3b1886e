import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';

const USED =
  'This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.';

/**
 * A payment method a payment makes is written used up at once (one write instead of two):
 * these check it is usable again exactly when Stripe's would be.
 */
describe.each(DATABASES)('payment methods made by a payment on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const payWith = (payment_method: string, extra: Partial<Stripe.PaymentIntentCreateParams> = {}) =>
    t.stripe.paymentIntents.create({
      amount: 1500,
      currency: 'usd',
      confirm: true,
      payment_method,
      ...extra,
    });

  async function declinedMethod(id: string): Promise<string> {
    const error = (await payWith(id).catch((e: unknown) => e)) as Stripe.errors.StripeCardError;
    expect(error.code).toBe('card_declined');
    return error.payment_method?.id ?? '';
  }

  it('uses up a method that paid, on create with confirm and on a later confirm', async () => {
    const paid = await payWith('pm_card_visa');
    expect(paid.status).toBe('succeeded');
    await expect(payWith(paid.payment_method as string)).rejects.toMatchObject({ message: USED });

    const pi = await t.stripe.paymentIntents.create({ amount: 800, currency: 'usd' });
    const confirmed = await t.stripe.paymentIntents.confirm(pi.id, { payment_method: 'pm_card_mastercard' });
    expect(confirmed.status).toBe('succeeded');
    await expect(payWith(confirmed.payment_method as string)).rejects.toMatchObject({ message: USED });
  });

  it('leaves a declined method or one waiting for authentication usable', async () => {
    const declined = await declinedMethod('pm_card_chargeDeclined');
    expect(declined).toMatch(/^pm_/);
    // Declined again by the card, not refused as used.
    await expect(payWith(declined)).rejects.toMatchObject({ code: 'card_declined' });

    const waiting = await payWith('pm_card_authenticationRequired');
    expect(waiting.status).toBe('requires_action');
    const customer = await t.stripe.customers.create();
    const attached = await t.stripe.paymentMethods.attach(waiting.payment_method as string, {
      customer: customer.id,
    });
    expect(attached.customer).toBe(customer.id);
  });

  it('saves a method made for a payment with setup_future_usage to the customer', async () => {
    const customer = await t.stripe.customers.create();
    const paid = await payWith('pm_card_visa', {
      customer: customer.id,
      setup_future_usage: 'off_session',
    });
    expect(paid.status).toBe('succeeded');
    const saved = await t.stripe.paymentMethods.retrieve(paid.payment_method as string);
    expect(saved.customer).toBe(customer.id);
    const again = await payWith(saved.id, { customer: customer.id });
    expect(again.status).toBe('succeeded');
  });
});
