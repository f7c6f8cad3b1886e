import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { WebhookListener } from '../webhooks/listener.fixture.js';
import { waitFor } from '../webhooks/wait.fixture.js';

/**
 * A BECS debit settled by the background worker, as in production: no test helper, the
 * merchant's webhook endpoint hears the intent go processing, then succeeded or failed.
 */
describe.each(DATABASES)('BECS Direct Debit settled in the background on %s', (database) => {
  let t: TestServer;
  const hooks = new WebhookListener();
  let secret = '';

  beforeAll(async () => {
    t = await startTestServer({ database, config: { webhooks: { pollMs: 100, timeoutMs: 2000 } } });
    await hooks.listen();
    const endpoint = await t.stripe.webhookEndpoints.create({
      url: hooks.url,
      enabled_events: [
        'payment_intent.processing',
        'payment_intent.succeeded',
        'payment_intent.payment_failed',
      ],
    });
    secret = endpoint.secret!;
  });
  afterAll(async () => {
    await t?.close();
    await hooks.close();
  });

  /** The verified events the endpoint received about one intent, in order. */
  function eventsFor(intent: string): Stripe.Event[] {
    return hooks.requests
      .map((r) => t.stripe.webhooks.constructEvent(r.body, r.headers['stripe-signature'] as string, secret))
      .filter((event) => (event.data.object as { id?: string }).id === intent);
  }

  async function debit(accountNumber: string): Promise<Stripe.PaymentIntent> {
    return t.stripe.paymentIntents.create({
      amount: 4200,
      currency: 'aud',
      payment_method_types: ['au_becs_debit'],
      payment_method_data: {
        type: 'au_becs_debit',
        au_becs_debit: { bsb_number: '000-000', account_number: accountNumber },
        billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' },
      },
      mandate_data: {
        customer_acceptance: {
          type: 'online',
          online: { ip_address: '203.0.113.7', user_agent: 'Mozilla/5.0' },
        },
      },
      confirm: true,
    } as unknown as Stripe.PaymentIntentCreateParams);
  }

  it('succeeds 000123456 and fails 111111113 within seconds, each announced to the endpoint', async () => {
    const [good, bad] = await Promise.all([debit('000123456'), debit('111111113')]);
    expect([good.status, bad.status]).toEqual(['processing', 'processing']);
    await waitFor(
      'both settled and delivered',
      () => eventsFor(good.id).length >= 2 && eventsFor(bad.id).length >= 2,
    );
    expect(eventsFor(good.id).map((e) => e.type)).toEqual([
      'payment_intent.processing',
      'payment_intent.succeeded',
    ]);
    const failed = eventsFor(bad.id);
    expect(failed.map((e) => e.type)).toEqual(['payment_intent.processing', 'payment_intent.payment_failed']);
    const object = failed[1]!.data.object as Stripe.PaymentIntent;
    expect(object.last_payment_error?.code).toBe('account_closed');
    expect((await t.stripe.paymentIntents.retrieve(good.id)).status).toBe('succeeded');
  });
});
