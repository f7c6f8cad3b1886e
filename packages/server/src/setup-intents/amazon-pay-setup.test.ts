import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestPage } from '../pages/test-page-driver.fixture.js';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';

/**
 * Amazon Pay set up for later payments: the shopper approves it at Amazon (the hosted test
 * page), comes back to the return_url, and the merchant charges it off session later.
 */
describe.each(DATABASES)('Amazon Pay set up by a SetupIntent on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());

  const setUp = (customer: string, extra: Record<string, unknown> = {}) =>
    t.stripe.setupIntents.create({
      customer,
      payment_method_types: ['amazon_pay'],
      payment_method_data: { type: 'amazon_pay', billing_details: { name: 'Jenny Rosen' } },
      confirm: true,
      ...extra,
    } as unknown as Stripe.SetupIntentCreateParams);

  it('is approved at the test page, leaves a mandate and is charged off session with no redirect', async () => {
    const customer = await t.stripe.customers.create({});
    const si = await setUp(customer.id, { return_url: 'https://shop.example/saved' });
    expect(si.status).toBe('requires_action');
    expect(si.next_action).toMatchObject({
      type: 'redirect_to_url',
      redirect_to_url: { return_url: 'https://shop.example/saved' },
    });
    expectValidResource('setup_intent', si);
    const page = await openTestPage(si.next_action!.redirect_to_url!.url!);
    const back = await page.press('Authorize');
    expect(back.location).toContain(`https://shop.example/saved?setup_intent=${si.id}`);
    const done = await t.stripe.setupIntents.retrieve(si.id);
    expect(done.status).toBe('succeeded');
    const mandate = await t.stripe.mandates.retrieve(done.mandate as string);
    expectValidResource('mandate', mandate);
    expect(mandate).toMatchObject({
      type: 'multi_use',
      status: 'active',
      payment_method_details: { type: 'amazon_pay' },
    });
    const pm = await t.stripe.paymentMethods.retrieve(done.payment_method as string);
    expect(pm).toMatchObject({ type: 'amazon_pay', customer: customer.id });

    const later = await t.stripe.paymentIntents.create({
      amount: 1800,
      currency: 'usd',
      customer: customer.id,
      payment_method: pm.id,
      payment_method_types: ['amazon_pay'],
      off_session: true,
      confirm: true,
      expand: ['latest_charge'],
    } as Stripe.PaymentIntentCreateParams);
    expect(later).toMatchObject({ status: 'succeeded', next_action: null });
    const charge = later.latest_charge as Stripe.Charge;
    expect(charge.payment_method_details).toMatchObject({ type: 'amazon_pay' });
    expectValidResource('payment_intent', later);
  });

  it('needs a return_url, and a shopper who declines leaves nothing set up', async () => {
    const customer = await t.stripe.customers.create({});
    await expect(setUp(customer.id)).rejects.toMatchObject({
      statusCode: 400,
      param: 'return_url',
      message:
        'A return_url must be specified to confirm a SetupIntent with a amazon_pay PaymentMethod: the shopper is redirected to approve it and comes back there.',
    });
    const si = await setUp(customer.id, { return_url: 'https://shop.example/saved' });
    await (await openTestPage(si.next_action!.redirect_to_url!.url!)).press('Fail');
    const after = await t.stripe.setupIntents.retrieve(si.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.mandate).toBeNull();
    expect(after.last_setup_error).not.toBeNull();
  });

  it('a method never set up still goes to Amazon for each payment', async () => {
    const pi = await t.stripe.paymentIntents.create({
      amount: 900,
      currency: 'usd',
      payment_method_types: ['amazon_pay'],
      payment_method_data: { type: 'amazon_pay' },
      confirm: true,
      return_url: 'https://shop.example/done',
    } as unknown as Stripe.PaymentIntentCreateParams);
    expect(pi.status).toBe('requires_action');
  });
});
