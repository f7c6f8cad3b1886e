import type { Browser, Page } from 'playwright-core';
import type Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './fixtures/browser.js';
import { type CheckoutMerchant, startCheckoutMerchant } from './fixtures/checkout-merchant.js';
import { screenshot } from './fixtures/screenshots.js';
import { type Stack, startStack } from './fixtures/stack.js';
import { ChallengeModal } from './models/challenge.js';
import { PaymentElementModel } from './models/payment-element.js';

describe('express checkout buttons on the hosted checkout page', () => {
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
      enabled_events: ['checkout.session.completed'],
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

  it('pays with the Google Pay button through the test sheet, completing the session like the form', async () => {
    await page.goto(merchant.url);
    await page.click('#checkout');
    await page.waitForURL(/\/c\/pay\/cs_test_/);
    const sessionId = new URL(page.url()).pathname.split('/').pop()!;
    await new PaymentElementModel(page).ready();
    await page.getByTestId('express').waitFor({ state: 'visible', timeout: 20_000 });
    const express = page.frameLocator('iframe[name^="__payframe_expressCheckout_"]');
    const button = express.locator('button[data-method="googlePay"]');
    await button.waitFor();
    await screenshot(page, 'checkout-express-buttons-desktop');
    await button.click();
    const modal = new ChallengeModal(page);
    await modal.box.getByRole('heading', { name: /^Pay / }).waitFor();
    await modal.box.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/success\?session_id=/, { timeout: 30_000 });
    expect(new URL(page.url()).searchParams.get('session_id')).toBe(sessionId);

    const session = await stack.stripe.checkout.sessions.retrieve(sessionId, {
      expand: ['payment_intent.payment_method'],
    });
    expect(session).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      amount_total: 5000,
      customer_details: { email: 'jenny.rosen@example.com' },
    });
    const intent = session.payment_intent as Stripe.PaymentIntent;
    expect(intent.status).toBe('succeeded');
    expect((intent.payment_method as Stripe.PaymentMethod).card?.wallet?.type).toBe('google_pay');
    await expect
      .poll(() => merchant.events.find((e) => e.type === 'checkout.session.completed')?.data.object, {
        timeout: 20_000,
      })
      .toMatchObject({ id: sessionId, payment_status: 'paid' });
  });
  it('pays with Google Pay choosing a shipping address and rate in the sheet: the session keeps both', async () => {
    merchant.nextSession = {
      shipping_address_collection: { allowed_countries: ['US'] },
      shipping_options: [
        {
          shipping_rate_data: {
            display_name: 'Standard',
            fixed_amount: { amount: 0, currency: 'usd' },
            delivery_estimate: {
              minimum: { unit: 'business_day', value: 5 },
              maximum: { unit: 'business_day', value: 7 },
            },
          },
        },
        { shipping_rate_data: { display_name: 'Express', fixed_amount: { amount: 1500, currency: 'usd' } } },
      ],
    };
    await page.goto(merchant.url);
    await page.click('#checkout');
    await page.waitForURL(/\/c\/pay\/cs_test_/);
    const sessionId = new URL(page.url()).pathname.split('/').pop()!;
    await new PaymentElementModel(page).ready();
    await expect.poll(() => page.getByTestId('total').textContent()).toBe('$50.00');
    await page.getByTestId('express').waitFor({ state: 'visible', timeout: 20_000 });
    const express = page.frameLocator('iframe[name^="__payframe_expressCheckout_"]');
    await express.locator('button[data-method="googlePay"]').click();
    const modal = new ChallengeModal(page);
    const sheet = modal.box;
    await sheet.getByRole('heading', { name: /^Pay / }).waitFor();
    // Another of the test sheet's addresses, and the faster of the session's rates.
    await sheet.getByRole('combobox').first().selectOption('us-ny');
    await sheet.getByRole('radio', { name: /Express/ }).check();
    // The page follows the rate chosen in the sheet before the shopper pays.
    await expect.poll(() => page.getByTestId('total').textContent()).toBe('$65.00');
    await expect.poll(() => sheet.getByTestId('express-sheet-total').textContent()).toBe('$65.00');
    await screenshot(page, 'checkout-express-shipping-sheet', { fullPage: false });
    await sheet.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/success\?session_id=/, { timeout: 30_000 });

    const [standard, fast] = (await stack.stripe.checkout.sessions.retrieve(sessionId)).shipping_options;
    const session = await stack.stripe.checkout.sessions.retrieve(sessionId, {
      expand: ['payment_intent.payment_method'],
    });
    expect(standard?.shipping_amount).toBe(0);
    expect(session).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      amount_total: 6500,
      total_details: { amount_shipping: 1500 },
      shipping_rate: fast?.shipping_rate,
      shipping_cost: { amount_total: 1500, shipping_rate: fast?.shipping_rate },
      shipping_details: { address: { city: 'New York', state: 'NY', postal_code: '10118', country: 'US' } },
      customer_details: { email: 'jenny.rosen@example.com' },
    });
    expect((session as unknown as { shipping_details: { name: string } }).shipping_details.name).toBeTruthy();
    const intent = session.payment_intent as Stripe.PaymentIntent;
    expect(intent.amount).toBe(6500);
    expect(intent.shipping?.address?.city).toBe('New York');
    expect((intent.payment_method as Stripe.PaymentMethod).card?.wallet?.type).toBe('google_pay');
  });
});
