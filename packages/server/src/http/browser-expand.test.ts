import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';

describe.each(DATABASES)('expand[] with a publishable key, on %s', (database) => {
  let t: TestServer;
  let intent: { id: string; client_secret: string };
  beforeAll(async () => {
    t = await startTestServer({ database });
    const customer = await t.stripe.customers.create({
      email: 'private@example.com',
      metadata: { internal_note: 'vip, margin 40%' },
      address: { line1: '1 Secret Lane', country: 'US' },
    });
    const pm = await t.stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_visa' } } as never);
    await t.stripe.paymentMethods.attach(pm.id, { customer: customer.id });
    const created = await t.stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      customer: customer.id,
      payment_method: pm.id,
    });
    intent = { id: created.id, client_secret: created.client_secret! };
  });
  afterAll(async () => t?.close());

  const retrieve = (expand: string) =>
    t.request(
      'GET',
      `/v1/payment_intents/${intent.id}?client_secret=${intent.client_secret}&expand[]=${encodeURIComponent(expand)}`,
      { key: t.publishableKey },
    );

  it('expands the payment method, as Stripe.js asks', async () => {
    const res = await retrieve('payment_method');
    expect(res.status).toBe(200);
    expect(res.body.payment_method.object).toBe('payment_method');
    expect(typeof res.body.payment_method.customer).toBe('string');
  });

  it.each(['payment_method.customer', 'customer', 'latest_charge'])(
    'refuses %s: the merchant records stay out of the browser',
    async (path) => {
      const res = await retrieve(path);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ type: 'invalid_request_error', param: 'expand' });
      expect(res.text).not.toContain('internal_note');
      expect(res.text).not.toContain('Secret Lane');
    },
  );

  it('still lets the secret key expand anything expandable', async () => {
    const res = await t.request('GET', `/v1/payment_intents/${intent.id}?expand[]=payment_method.customer`);
    expect(res.status).toBe(200);
    expect(res.body.payment_method.customer.metadata.internal_note).toBe('vip, margin 40%');
  });
});
