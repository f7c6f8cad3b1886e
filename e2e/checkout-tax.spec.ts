import type { Browser, Page } from 'playwright-core';
import type Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './fixtures/browser.js';
import { type CheckoutMerchant, startCheckoutMerchant } from './fixtures/checkout-merchant.js';
import { screenshot } from './fixtures/screenshots.js';
import { type Stack, startStack } from './fixtures/stack.js';
import { PaymentElementModel } from './models/payment-element.js';

const CARD = { number: '4242424242424242', expiry: '1234', cvc: '123' };

describe('tax rates on the hosted checkout page', () => {
  let stack: Stack;
  let browser: Browser;
  let merchant: CheckoutMerchant;
  let page: Page;
  let rates: Record<'ny' | 'us' | 'de' | 'gift', Stripe.TaxRate>;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
    merchant = await startCheckoutMerchant(stack.stripe, {
      url: stack.payframeUrl,
      publishableKey: stack.server.keys.testPublishable,
    });
    const rate = (params: Stripe.TaxRateCreateParams) => stack.stripe.taxRates.create(params);
    rates = {
      ny: await rate({
        display_name: 'NY sales tax',
        percentage: 8.875,
        inclusive: false,
        country: 'US',
        state: 'NY',
      }),
      us: await rate({ display_name: 'Sales tax', percentage: 5, inclusive: false, country: 'US' }),
      de: await rate({ display_name: 'MwSt.', percentage: 19, inclusive: true, country: 'DE' }),
      gift: await rate({ display_name: 'Gift wrap levy', percentage: 2, inclusive: false }),
    };
  });
  afterAll(async () => {
    await browser?.close();
    await merchant?.close();
    await stack?.close();
  });
  beforeEach(async () => {
    page = await newPage(browser);
  });
  afterEach(async () => page?.context().close());

  it('shows the tax lines, follows the shipping country as it changes, and charges the total with tax', async () => {
    const dynamic = [rates.ny.id, rates.us.id, rates.de.id];
    merchant.nextSession = {
      line_items: [
        {
          price_data: { currency: 'usd', unit_amount: 4000, product_data: { name: 'Teapot' } },
          quantity: 1,
          dynamic_tax_rates: dynamic,
        },
        {
          price_data: { currency: 'usd', unit_amount: 1000, product_data: { name: 'Gift wrap' } },
          quantity: 1,
          tax_rates: [rates.gift.id],
          dynamic_tax_rates: dynamic,
        },
      ],
      shipping_address_collection: { allowed_countries: ['US', 'DE'] },
      // The client's newest types no longer list dynamic_tax_rates; the API takes them.
    } as unknown as Partial<Stripe.Checkout.SessionCreateParams>;
    await page.goto(merchant.url);
    await page.click('#checkout');
    await page.waitForURL(/\/c\/pay\/cs_test_/);
    const sessionId = new URL(page.url()).pathname.split('/').pop()!;
    const element = new PaymentElementModel(page);
    await element.ready();
    const total = page.getByTestId('total');
    const taxLines = page.getByTestId('tax-line');
    // The address starts in the browser's country (the United States, no state yet): the
    // country's rate applies beside the fixed one.
    await expect
      .poll(() => taxLines.allTextContents())
      .toEqual(['Sales tax (5%)$2.50', 'Gift wrap levy (2%)$0.20']);
    await expect.poll(() => total.textContent()).toBe('$52.70');

    await page.getByLabel('Email').fill('tax.shopper@example.com');
    const address = page.frameLocator('iframe[name^="__payframe_address_"]');
    await address.locator('[name="country"]').selectOption('DE');
    // Germany's VAT is in the prices: shown, not added (4000 holds 638.66 → 639, 1000 holds 160).
    await expect
      .poll(() => taxLines.allTextContents())
      .toEqual(['Includes MwSt. (19%)$7.99', 'Gift wrap levy (2%)$0.20']);
    await expect.poll(() => total.textContent()).toBe('$50.20');

    await address.locator('[name="country"]').selectOption('US');
    await address.locator('[name="name"]').fill('Jenny Rosen');
    await address.locator('[name="addressLine1"]').fill('350 Fifth Avenue');
    await address.locator('[name="locality"]').fill('New York');
    await address.locator('[name="administrativeArea"]').selectOption('NY');
    await address.locator('[name="postalCode"]').fill('10118');
    // 4000 × 8.875% = 355 and 1000 × 8.875% = 88.75 → 89, rounded per line.
    await expect
      .poll(() => taxLines.allTextContents())
      .toEqual(['NY sales tax (8.875%)$4.44', 'Gift wrap levy (2%)$0.20']);
    await expect.poll(() => total.textContent()).toBe('$54.64');
    await element.fillCard(CARD);
    await screenshot(page, 'checkout-tax-lines-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'checkout-tax-lines-phone');
    await page.setViewportSize({ width: 1100, height: 900 });

    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/success\?session_id=/, { timeout: 30_000 });
    const session = await stack.stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] });
    expect(session).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      amount_subtotal: 5000,
      amount_total: 5464,
      total_details: { amount_tax: 464 },
      shipping_details: { address: { country: 'US', state: 'NY' } },
    });
    expect((session.payment_intent as Stripe.PaymentIntent).amount).toBe(5464);
    const items = await stack.stripe.checkout.sessions.listLineItems(sessionId);
    expect(items.data.map((i) => i.amount_tax)).toEqual([355, 109]);
  });
});
