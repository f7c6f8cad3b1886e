import type { Browser, Page } from 'playwright-core';
import type Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './fixtures/browser.js';
import { type CheckoutMerchant, startCheckoutMerchant } from './fixtures/checkout-merchant.js';
import { screenshot } from './fixtures/screenshots.js';
import { type Stack, startStack } from './fixtures/stack.js';
import { answerChallenge, challengePage } from './models/challenge.js';
import { PaymentElementModel } from './models/payment-element.js';

/** A product image as a merchant would host it (inline here: the test has no image server). */
const TEAPOT =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#e8d5b5"/><circle cx="5" cy="6" r="3" fill="#8a5a2b"/></svg>',
  );
const CARD = { number: '4242424242424242', expiry: '1234', cvc: '123', country: 'US', postalCode: '10001' };

describe('hosted checkout (Checkout Sessions)', () => {
  let stack: Stack;
  let browser: Browser;
  let merchant: CheckoutMerchant;
  let page: Page;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
    merchant = await startCheckoutMerchant(stack.stripe, {
      url: stack.payframeUrl,
      publishableKey: stack.server.keys.testPublishable,
    });
    const endpoint = await stack.stripe.webhookEndpoints.create({
      url: `${merchant.url}/webhook`,
      enabled_events: ['checkout.session.completed', 'checkout.session.expired'],
    });
    merchant.useWebhookSecret(endpoint.secret!);
  });
  afterAll(async () => {
    await browser?.close();
    await merchant?.close();
    await stack?.close();
  });
  beforeEach(async () => {
    merchant.nextSession = {};
    page = await newPage(browser);
  });
  afterEach(async () => page?.context().close());

  /** The shopper clicks Checkout on the merchant's page and lands on the hosted page. */
  async function startCheckout(): Promise<{ sessionId: string; element: PaymentElementModel }> {
    await page.goto(merchant.url);
    await page.click('#checkout');
    await page.waitForURL(/\/c\/pay\/cs_test_/);
    const sessionId = new URL(page.url()).pathname.split('/').pop()!;
    const element = new PaymentElementModel(page);
    await element.ready();
    return { sessionId, element };
  }

  async function pay(): Promise<void> {
    await page.getByRole('button', { name: /^Pay / }).click();
  }

  it("runs Stripe's quick start: two line items, 4242, success_url with the session id, the webhook", async () => {
    const { sessionId, element } = await startCheckout();
    await expect.poll(() => page.getByTestId('line-item').count()).toBe(2);
    await expect.poll(() => page.getByTestId('total').textContent()).toBe('$50.00');
    await screenshot(page, 'checkout-multi-item-desktop');
    await page.getByLabel('Email').fill('shopper@example.com');
    await element.fillCard(CARD);
    await pay();
    await page.waitForURL(/\/success\?session_id=/, { timeout: 30_000 });
    expect(new URL(page.url()).searchParams.get('session_id')).toBe(sessionId);

    const session = await stack.stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] });
    expect(session).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      amount_total: 5000,
      customer_details: { email: 'shopper@example.com' },
    });
    expect((session.payment_intent as Stripe.PaymentIntent).status).toBe('succeeded');
    await expect
      .poll(() => merchant.events.find((e) => e.type === 'checkout.session.completed')?.data.object, {
        timeout: 20_000,
      })
      .toMatchObject({ id: sessionId, payment_status: 'paid' });
  });

  it('opens the page with stripe.redirectToCheckout({ sessionId }) from an older integration', async () => {
    await page.goto(`${merchant.url}/legacy`);
    await page.click('#legacy-checkout');
    await page.waitForURL(/\/c\/pay\/cs_test_b1/);
    await new PaymentElementModel(page).ready();
    await expect.poll(() => page.getByTestId('line-item').count()).toBe(2);
  });

  it('shows a decline and then pays with another card', async () => {
    const { sessionId, element } = await startCheckout();
    await page.getByLabel('Email').fill('shopper@example.com');
    await element.fillCard({ ...CARD, number: '4000000000000002' });
    await pay();
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 20_000 })
      .toBe('Your card was declined.');
    await screenshot(page, 'checkout-declined');
    // Another card on the same page: the session's intent is tried again and succeeds.
    await element.input('number').fill('');
    await element.input('number').pressSequentially(CARD.number, { delay: 5 });
    await pay();
    await page.waitForURL(/\/success\?session_id=/, { timeout: 30_000 });
    const session = await stack.stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] });
    expect(session.payment_status).toBe('paid');
    expect((session.payment_intent as Stripe.PaymentIntent).status).toBe('succeeded');
  });

  it('runs 3-D Secure and completes', async () => {
    const { sessionId, element } = await startCheckout();
    await page.getByLabel('Email').fill('shopper@example.com');
    await element.fillCard({ ...CARD, number: '4000002760003184' });
    await pay();
    // The issuer's page in the script's modal, over the hosted page, which then sees the session complete.
    await challengePage(page);
    await screenshot(page, 'checkout-3ds-modal', { fullPage: false });
    await answerChallenge(page, true);
    await page.waitForURL(/\/success\?session_id=/, { timeout: 30_000 });
    expect((await stack.stripe.checkout.sessions.retrieve(sessionId)).status).toBe('complete');
  });

  it('lets the shopper choose a shipping rate and an address, adjusting the total', async () => {
    merchant.nextSession = {
      line_items: [
        {
          price_data: {
            currency: 'eur',
            unit_amount: 2500,
            product_data: { name: 'Teapot', images: [TEAPOT] },
          },
          quantity: 1,
          adjustable_quantity: { enabled: true, maximum: 4 },
        },
      ],
      shipping_address_collection: { allowed_countries: ['FR', 'DE'] },
      shipping_options: [
        { shipping_rate_data: { display_name: 'Standard', fixed_amount: { amount: 500, currency: 'eur' } } },
        { shipping_rate_data: { display_name: 'Express', fixed_amount: { amount: 1500, currency: 'eur' } } },
      ],
    };
    const { sessionId, element } = await startCheckout();
    await expect.poll(() => page.getByTestId('total').textContent()).toBe('€30.00');
    await page.getByLabel('Express').check();
    await expect.poll(() => page.getByTestId('total').textContent()).toBe('€40.00');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(() => page.getByTestId('total').textContent()).toBe('€65.00');
    await page.getByLabel('Email').fill('shopper@example.com');
    const address = page.frameLocator('iframe[name^="__payframe_address_"]');
    await address.locator('[name="country"]').selectOption('FR');
    await address.locator('[name="name"]').fill('Camille Martin');
    await address.locator('[name="addressLine1"]').fill('10 rue de Rivoli');
    await address.locator('[name="locality"]').fill('Paris');
    await address.locator('[name="postalCode"]').fill('75001');
    // The billing address is the shipping address (the element's checkbox): no country to pick.
    await element.fillCard({ number: CARD.number, expiry: CARD.expiry, cvc: CARD.cvc });
    await screenshot(page, 'checkout-single-item-shipping-desktop');
    await pay();
    await page.waitForURL(/\/success\?session_id=/, { timeout: 30_000 });
    const session = await stack.stripe.checkout.sessions.retrieve(sessionId);
    expect(session).toMatchObject({
      status: 'complete',
      amount_total: 6500,
      shipping_details: { name: 'Camille Martin', address: { country: 'FR', city: 'Paris' } },
      total_details: { amount_shipping: 1500 },
    });
  });

  it('shows an expired session as expired', async () => {
    const session = await stack.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        { price_data: { currency: 'usd', unit_amount: 900, product_data: { name: 'Mug' } }, quantity: 1 },
      ],
      success_url: `${merchant.url}/success`,
      cancel_url: `${merchant.url}/cancel`,
    });
    await stack.stripe.checkout.sessions.expire(session.id);
    // The shopper still holds the URL the session had while it was open.
    await page.goto(session.url!);
    await expect
      .poll(() => page.getByRole('heading').textContent(), { timeout: 20_000 })
      .toBe('This checkout session has expired');
    await screenshot(page, 'checkout-expired');
  });

  it('saves a card to a customer in setup mode', async () => {
    const customer = await stack.stripe.customers.create({ email: 'saver@example.com' });
    const session = await stack.stripe.checkout.sessions.create({
      mode: 'setup',
      currency: 'usd',
      customer: customer.id,
      success_url: `${merchant.url}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${merchant.url}/cancel`,
    });
    await page.goto(session.url!);
    const element = new PaymentElementModel(page);
    await element.ready();
    await element.fillCard(CARD);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/success\?session_id=/, { timeout: 30_000 });
    const after = await stack.stripe.checkout.sessions.retrieve(session.id, { expand: ['setup_intent'] });
    expect(after).toMatchObject({ status: 'complete', payment_status: 'no_payment_required' });
    const intent = after.setup_intent as Stripe.SetupIntent;
    expect(intent).toMatchObject({ status: 'succeeded', customer: customer.id });
    const saved = await stack.stripe.customers.listPaymentMethods(customer.id);
    expect(saved.data.map((method) => method.id)).toContain(intent.payment_method);
  });

  it('lays out a single item, several items and one column, on a desktop and a phone', async () => {
    const item = (name: string, amount: number, quantity = 1) => ({
      price_data: { currency: 'eur', unit_amount: amount, product_data: { name, images: [TEAPOT] } },
      quantity,
    });
    const urls = { success_url: `${merchant.url}/success`, cancel_url: `${merchant.url}/cancel` };
    const sessions = {
      'single-item': await stack.stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ ...item('Teapot', 4500), adjustable_quantity: { enabled: true, maximum: 3 } }],
        ...urls,
      }),
      'multi-item': await stack.stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [item('Teapot', 4500), item('Green tea', 1200, 3), item('Cups', 900, 2)],
        ...urls,
      }),
      'single-column': await stack.stripe.checkout.sessions.create({
        mode: 'setup',
        currency: 'eur',
        ...urls,
      }),
    };
    expect(Object.values(sessions).map((s) => s.id.slice(8, 9))).toEqual(['a', 'b', 'c']);
    for (const [name, session] of Object.entries(sessions)) {
      await page.setViewportSize({ width: 1100, height: 900 });
      await page.goto(session.url!);
      await new PaymentElementModel(page).ready();
      expect(await page.locator('[data-layout]').getAttribute('data-layout')).toBe(name.replace('-', '_'));
      await screenshot(page, `checkout-layout-${name}-desktop`);
      await page.setViewportSize({ width: 390, height: 844 });
      // The summary comes above the form on a phone.
      await expect
        .poll(async () => {
          const summary = await page.locator('.cp-summary').boundingBox();
          const form = await page.locator('.cp-form').boundingBox();
          return summary !== null && form !== null && summary.y < form.y;
        })
        .toBe(true);
      await screenshot(page, `checkout-layout-${name}-phone`);
    }
  });

  it("speaks the session's locale, the Payment Element included", async () => {
    const session = await stack.stripe.checkout.sessions.create({
      mode: 'payment',
      locale: 'fr',
      line_items: [
        { price_data: { currency: 'eur', unit_amount: 1250, product_data: { name: 'Thé' } }, quantity: 1 },
      ],
      success_url: `${merchant.url}/success`,
      cancel_url: `${merchant.url}/cancel`,
    });
    await page.goto(session.url!);
    const element = new PaymentElementModel(page);
    await element.ready();
    await expect
      .poll(() => page.getByRole('button', { name: /^Payer / }).textContent())
      .toMatch(/^Payer 12,50\s€$/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await expect.poll(() => element.frame.locator('html').getAttribute('lang')).toMatch(/^fr/);
    await screenshot(page, 'checkout-locale-fr');
  });

  it('reads right to left in an Arabic browser, the Payment Element included', async () => {
    // Checkout Sessions take no `ar` locale (as Stripe's): 'auto' follows the browser's.
    await page.context().close();
    const context = await browser.newContext({
      locale: 'ar',
      viewport: { width: 1100, height: 900 },
      deviceScaleFactor: 1,
    });
    page = await context.newPage();
    const session = await stack.stripe.checkout.sessions.create({
      mode: 'payment',
      locale: 'auto',
      line_items: [
        { price_data: { currency: 'eur', unit_amount: 1250, product_data: { name: 'Thé' } }, quantity: 2 },
      ],
      success_url: `${merchant.url}/success`,
      cancel_url: `${merchant.url}/cancel`,
    });
    await page.goto(session.url!);
    const element = new PaymentElementModel(page);
    await element.ready();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'ar',
      'rtl',
    ]);
    await expect.poll(() => element.frame.locator('html').getAttribute('dir')).toBe('rtl');
    await expect.poll(() => page.getByRole('button', { name: /^ادفع/ }).count()).toBe(1);
    await screenshot(page, 'checkout-locale-ar');
  });

  it('asks for the whole billing address when the session requires it, and keeps it', async () => {
    merchant.nextSession = { billing_address_collection: 'required' };
    const { sessionId, element } = await startCheckout();
    await page.getByLabel('Email').fill('shopper@example.com');
    await element.input('country').selectOption('US');
    await element.input('name').fill('Jenny Rosen');
    await element.input('addressLine1').fill('1 Market St');
    await element.input('locality').fill('San Francisco');
    await element.input('administrativeArea').selectOption('CA');
    await element.fillCard({ number: CARD.number, expiry: CARD.expiry, cvc: CARD.cvc, postalCode: '94105' });
    await screenshot(page, 'checkout-billing-required');
    await pay();
    await page.waitForURL(/\/success\?session_id=/, { timeout: 30_000 });
    const session = await stack.stripe.checkout.sessions.retrieve(sessionId);
    expect(session.customer_details).toMatchObject({
      name: 'Jenny Rosen',
      address: { line1: '1 Market St', city: 'San Francisco', state: 'CA', country: 'US' },
    });
  });
});
