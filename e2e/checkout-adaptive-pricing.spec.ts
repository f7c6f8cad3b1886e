import type { Browser, Page } from 'playwright-core';
import type Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './fixtures/browser.js';
import { type CheckoutMerchant, startCheckoutMerchant } from './fixtures/checkout-merchant.js';
import { screenshot } from './fixtures/screenshots.js';
import { type Stack, startStack } from './fixtures/stack.js';
import { PaymentElementModel } from './models/payment-element.js';

type Presented = { presentment_details?: { presentment_amount: number; presentment_currency: string } };

const FRANCE = { locale: 'fr-FR', timezoneId: 'Europe/Paris' };

describe('adaptive pricing on the hosted checkout page', () => {
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
    // The shop sells in dollars ($20 T-shirt, two $15 caps) and lets shoppers pay in theirs.
    merchant.nextSession = { adaptive_pricing: { enabled: true } } as never;
  });
  afterAll(async () => {
    await browser?.close();
    await merchant?.close();
    await stack?.close();
  });
  afterEach(async () => page?.context().close());

  const total = () => page.getByTestId('total').textContent();
  const option = (currency: string) => page.locator(`.cp-currency-option[data-currency="${currency}"]`);

  async function openCheckout(): Promise<{ sessionId: string; element: PaymentElementModel }> {
    await page.goto(merchant.url);
    await page.click('#checkout');
    await page.waitForURL(/\/c\/pay\/cs_test_/);
    const element = new PaymentElementModel(page);
    await element.ready();
    return { sessionId: new URL(page.url()).pathname.split('/').pop()!, element };
  }

  it('shows a shopper in France the dollar order in euros; they pay in euros, the merchant gets dollars', async () => {
    page = await newPage(browser, FRANCE);
    const { sessionId, element } = await openCheckout();
    // $50.00 at the page's hour-locked 1.05732 (1.08 less the 2% fee and 0.1%): €47.29.
    await expect.poll(total).toBe('47,29\u00a0€');
    expect(await option('eur').getAttribute('aria-pressed')).toBe('true');
    expect(await option('eur').textContent()).toBe('47,29\u00a0€EUR · Votre devise');
    expect(await option('usd').textContent()).toBe('50,00\u00a0$USUSD · Devise du marchand');
    expect(await page.locator('.cp-currency-rate').textContent()).toMatch(
      /^1 EUR = 1,057 USD · Taux garanti jusqu’à \d{2}:\d{2}$/,
    );
    // Each line in euros too: $20.00 is €18.92, the two caps' $30.00 €28.37.
    expect(await page.getByTestId('line-item').allTextContents()).toEqual([
      expect.stringContaining('18,92\u00a0€'),
      expect.stringContaining('28,37\u00a0€'),
    ]);
    await screenshot(page, 'checkout-adaptive-pricing-fr-offer');

    // Dollars, then euros again.
    await option('usd').click();
    await expect.poll(total).toBe('50,00\u00a0$US');
    expect(await page.getByRole('button', { name: /^Payer / }).textContent()).toBe('Payer 50,00\u00a0$US');
    await option('eur').click();
    await expect.poll(total).toBe('47,29\u00a0€');

    await page.getByLabel('E-mail').fill('client@example.fr');
    await element.fillCard({ number: '4242424242424242', expiry: '1234', cvc: '123', country: 'FR' });
    expect(await page.getByRole('button', { name: /^Payer / }).textContent()).toBe('Payer 47,29\u00a0€');
    await screenshot(page, 'checkout-adaptive-pricing-fr-filled');
    await page.getByRole('button', { name: /^Payer / }).click();
    await page.waitForURL(/\/success\?session_id=/, { timeout: 30_000 });

    const session = (await stack.stripe.checkout.sessions.retrieve(sessionId, {
      expand: ['payment_intent.latest_charge'],
    })) as Stripe.Checkout.Session & Presented;
    expect(session).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      currency: 'usd',
      amount_total: 5000,
    });
    expect(session.presentment_details).toEqual({ presentment_amount: 4729, presentment_currency: 'eur' });
    const intent = session.payment_intent as Stripe.PaymentIntent & Presented;
    expect(intent).toMatchObject({ amount: 5000, currency: 'usd', status: 'succeeded' });
    expect(intent.presentment_details).toEqual({ presentment_amount: 4729, presentment_currency: 'eur' });
    const charge = intent.latest_charge as Stripe.Charge & Presented;
    expect(charge).toMatchObject({ amount: 5000, currency: 'usd' });
    expect(charge.presentment_details).toEqual({ presentment_amount: 4729, presentment_currency: 'eur' });
  });

  it('proposes the billing country’s currency as the shopper changes it', async () => {
    page = await newPage(browser, FRANCE);
    const { sessionId, element } = await openCheckout();
    await expect.poll(total).toBe('47,29\u00a0€');
    // A British card: pounds. 50 / (1.27 × 0.979) = £40.21.
    await element.input('country').selectOption('GB');
    await expect.poll(total).toBe('40,21\u00a0£GB');
    expect(await option('gbp').getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'checkout-adaptive-pricing-gb-billing');
    // An American one: the merchant's dollars.
    await element.input('country').selectOption('US');
    await expect.poll(total).toBe('50,00\u00a0$US');
    const session = (await stack.stripe.checkout.sessions.retrieve(sessionId)) as Stripe.Checkout.Session &
      Presented;
    expect(session.presentment_details).toBeUndefined();
  });
});
