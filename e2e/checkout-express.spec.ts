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
});
