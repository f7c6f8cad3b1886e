import type { Browser, Page } from 'playwright-core';
import type Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './fixtures/browser.js';
import { type CheckoutMerchant, startCheckoutMerchant } from './fixtures/checkout-merchant.js';
import { screenshot } from './fixtures/screenshots.js';
import type { ServedPage } from './fixtures/served-page.js';
import { type Stack, startStack } from './fixtures/stack.js';
import { type SubscriptionPageApi, startSubscriptionPage } from './fixtures/subscription-page.js';
import { PaymentElementModel } from './models/payment-element.js';

type Merchant = { merchant: SubscriptionPageApi };
const CARD = { number: '4242424242424242', expiry: '1234', cvc: '123', country: 'US', postalCode: '10001' };

describe("Stripe's fixed-price subscription flow", () => {
  let stack: Stack;
  let browser: Browser;
  let site: ServedPage;
  // The merchant server that verifies webhook signatures (the checkout fixture's /webhook).
  let merchant: CheckoutMerchant;
  let page: Page;
  let basic: Stripe.Price;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
    const options = { payframeUrl: stack.payframeUrl, publishableKey: stack.server.keys.testPublishable };
    site = await startSubscriptionPage(options);
    merchant = await startCheckoutMerchant(stack.stripe, {
      url: stack.payframeUrl,
      publishableKey: stack.server.keys.testPublishable,
    });
    const endpoint = await stack.stripe.webhookEndpoints.create({
      url: `${merchant.url}/webhook`,
      enabled_events: ['invoice.paid', 'customer.subscription.updated'],
    });
    merchant.useWebhookSecret(endpoint.secret!);
    // The sample's prices, found by their lookup keys.
    const product = await stack.stripe.products.create({ name: 'Basic' });
    await stack.stripe.prices.create({
      product: product.id,
      unit_amount: 500,
      currency: 'usd',
      recurring: { interval: 'month' },
      lookup_key: 'sample_basic',
    });
    await stack.stripe.prices.create({
      product: product.id,
      unit_amount: 1500,
      currency: 'usd',
      recurring: { interval: 'month' },
      lookup_key: 'sample_premium',
    });
    const prices = await stack.stripe.prices.list({ lookup_keys: ['sample_basic', 'sample_premium'] });
    basic = prices.data.find((price) => price.lookup_key === 'sample_basic')!;
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await merchant?.close();
    await stack?.close();
  });
  beforeEach(async () => {
    page = await newPage(browser);
  });
  afterEach(async () => page?.context().close());

  /** What the sample's server does when the shopper picks a price: a subscription to pay. */
  async function subscription(customer: string) {
    const sub = await stack.stripe.subscriptions.create({
      customer,
      items: [{ price: basic.id }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      expand: ['latest_invoice.payment_intent', 'latest_invoice.confirmation_secret'],
    });
    const invoice = sub.latest_invoice as unknown as {
      id: string;
      confirmation_secret: { client_secret: string };
    };
    return { sub, invoice, clientSecret: invoice.confirmation_secret.client_secret };
  }

  it('subscribes with the Payment Element, then renews a month later and tells the webhook', async () => {
    const start = Math.floor(Date.now() / 1000);
    const clock = await stack.stripe.testHelpers.testClocks.create({ frozen_time: start, name: 'Sample' });
    const customer = await stack.stripe.customers.create({
      email: 'subscriber@example.com',
      test_clock: clock.id,
    });
    const { sub, invoice, clientSecret } = await subscription(customer.id);
    expect(sub.status).toBe('incomplete');

    await page.goto(site.url);
    await page.evaluate((secret) => (window as unknown as Merchant).merchant.mount(secret), clientSecret);
    const element = new PaymentElementModel(page);
    await element.ready();
    await element.fillCard(CARD);
    await screenshot(page, 'subscription-card-filled');
    const result = await page.evaluate(() => (window as unknown as Merchant).merchant.subscribe());
    expect(result).toEqual({ status: 'succeeded' });
    await screenshot(page, 'subscription-subscribed');

    const active = await stack.stripe.subscriptions.retrieve(sub.id);
    expect(active.status).toBe('active');
    expect(active.default_payment_method).toMatch(/^pm_/);
    expect((await stack.stripe.invoices.retrieve(invoice.id)).status).toBe('paid');
    await expect
      .poll(
        () =>
          merchant.events.find(
            (e) => e.type === 'invoice.paid' && (e.data.object as { id: string }).id === invoice.id,
          ),
        {
          timeout: 20_000,
        },
      )
      .toBeTruthy();

    // A month on (and the hour a renewal waits as a draft): the renewal is charged to the saved card.
    const end = (active as unknown as { current_period_end: number }).current_period_end;
    const advanced = await stack.stripe.testHelpers.testClocks.advance(clock.id, {
      frozen_time: end + 2 * 3600,
    });
    expect(advanced.status).toBe('ready');
    await expect
      .poll(async () => (await stack.stripe.testHelpers.testClocks.retrieve(clock.id)).status)
      .toBe('ready');
    const renewed = await stack.stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
    const renewal = renewed.latest_invoice as Stripe.Invoice;
    expect(renewal).toMatchObject({ status: 'paid', billing_reason: 'subscription_cycle', amount_paid: 500 });
    expect(renewed.status).toBe('active');
    await expect
      .poll(
        () =>
          merchant.events.find(
            (e) => e.type === 'invoice.paid' && (e.data.object as { id: string }).id === renewal.id,
          )?.data.object,
        { timeout: 20_000 },
      )
      .toMatchObject({ status: 'paid', subscription: sub.id, billing_reason: 'subscription_cycle' });
  });

  it("subscribes from the Payment Element's deferred mode 'subscription'", async () => {
    const customer = await stack.stripe.customers.create({ email: 'deferred@example.com' });
    await page.goto(site.url);
    await page.evaluate((options) => (window as unknown as Merchant).merchant.mountDeferred(options), {
      amount: 500,
      currency: 'usd',
    });
    const element = new PaymentElementModel(page);
    await element.ready();
    await element.fillCard(CARD);
    // The server makes the subscription once the shopper subscribes.
    const { sub, clientSecret } = await subscription(customer.id);
    const result = await page.evaluate(
      (secret) => (window as unknown as Merchant).merchant.subscribeDeferred(secret),
      clientSecret,
    );
    expect(result).toEqual({ status: 'succeeded' });
    expect((await stack.stripe.subscriptions.retrieve(sub.id)).status).toBe('active');
  });

  it("starts a trial: the Payment Element confirms the subscription's pending_setup_intent", async () => {
    const customer = await stack.stripe.customers.create({ email: 'trial@example.com' });
    const sub = await stack.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: basic.id }],
      trial_period_days: 14,
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      expand: ['pending_setup_intent'],
    });
    expect(sub.status).toBe('trialing');
    const setup = sub.pending_setup_intent as Stripe.SetupIntent;
    await page.goto(site.url);
    await page.evaluate(
      (secret) => (window as unknown as Merchant).merchant.mount(secret),
      setup.client_secret!,
    );
    const element = new PaymentElementModel(page);
    await element.ready();
    await element.fillCard(CARD);
    const result = await page.evaluate(() => (window as unknown as Merchant).merchant.startTrial());
    expect(result).toEqual({ status: 'succeeded' });
    await screenshot(page, 'subscription-trial-started');
    const trialing = await stack.stripe.subscriptions.retrieve(sub.id);
    expect(trialing).toMatchObject({ status: 'trialing', pending_setup_intent: null });
    const method = await stack.stripe.paymentMethods.retrieve(trialing.default_payment_method as string);
    expect(method).toMatchObject({ customer: customer.id, card: { last4: '4242' } });
  });

  it('subscribes on the hosted Checkout page in subscription mode', async () => {
    merchant.nextSession = {
      mode: 'subscription',
      line_items: [{ price: basic.id, quantity: 1 }],
    };
    await page.goto(merchant.url);
    await page.click('#checkout');
    await page.waitForURL(/\/c\/pay\/cs_test_/);
    const sessionId = new URL(page.url()).pathname.split('/').pop()!;
    const element = new PaymentElementModel(page);
    await element.ready();
    await page.getByLabel('Email').fill('hosted@example.com');
    await element.fillCard(CARD);
    await screenshot(page, 'subscription-checkout');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/success\?session_id=/, { timeout: 30_000 });
    const session = await stack.stripe.checkout.sessions.retrieve(sessionId, { expand: ['subscription'] });
    expect(session).toMatchObject({ status: 'complete', payment_status: 'paid', mode: 'subscription' });
    expect(session.subscription).toMatchObject({ status: 'active', customer: session.customer });
  });
});
