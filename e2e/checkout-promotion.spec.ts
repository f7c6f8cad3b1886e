import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './fixtures/browser.js';
import { type CheckoutMerchant, startCheckoutMerchant } from './fixtures/checkout-merchant.js';
import { screenshot } from './fixtures/screenshots.js';
import { type Stack, startStack } from './fixtures/stack.js';
import { PaymentElementModel } from './models/payment-element.js';

const CARD = { number: '4242424242424242', expiry: '1234', cvc: '123', country: 'US', postalCode: '10001' };

describe('promotion codes on the hosted checkout page', () => {
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

  const total = () => page.getByTestId('total').textContent();
  const codeField = () => page.getByRole('textbox', { name: 'Promotion code' });

  it('applies a code, says why a wrong one does not, removes it, and pays the discounted total', async () => {
    const coupon = await stack.stripe.coupons.create({ percent_off: 20, duration: 'once', name: '20% off' });
    const code = await stack.stripe.promotionCodes.create({
      coupon: coupon.id,
      code: 'SPRING20',
      max_redemptions: 5,
    } as never);
    merchant.nextSession = { allow_promotion_codes: true };
    await page.goto(merchant.url);
    await page.click('#checkout');
    await page.waitForURL(/\/c\/pay\/cs_test_/);
    const sessionId = new URL(page.url()).pathname.split('/').pop()!;
    const element = new PaymentElementModel(page);
    await element.ready();
    await expect.poll(total).toBe('$50.00');

    await page.getByRole('button', { name: 'Add promotion code' }).click();
    await codeField().fill('NOPE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.locator('.cp-promo-error').textContent()).toBe('This code is invalid.');
    await screenshot(page, 'checkout-promotion-code-invalid');

    await codeField().fill('spring20');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(total).toBe('$40.00');
    const discount = page.getByTestId('discount');
    expect(await discount.textContent()).toContain('SPRING20');
    expect(await discount.textContent()).toContain('−$10.00');
    expect(await page.getByRole('button', { name: /^Pay / }).textContent()).toBe('Pay $40.00');

    // Removed, then typed again.
    await page.getByRole('button', { name: 'Remove SPRING20' }).click();
    await expect.poll(total).toBe('$50.00');
    await page.getByRole('button', { name: 'Add promotion code' }).click();
    await codeField().fill('SPRING20');
    await codeField().press('Enter');
    await expect.poll(total).toBe('$40.00');
    await screenshot(page, 'checkout-promotion-code-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'checkout-promotion-code-phone');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByLabel('Email').fill('shopper@example.com');
    await element.fillCard(CARD);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/success\?session_id=/, { timeout: 30_000 });
    const session = await stack.stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] });
    expect(session).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      amount_subtotal: 5000,
      amount_total: 4000,
      total_details: { amount_discount: 1000 },
    });
    expect((session as unknown as { discounts: unknown[] }).discounts).toEqual([
      { coupon: coupon.id, promotion_code: code.id },
    ]);
    expect((session.payment_intent as { amount: number }).amount).toBe(4000);
    expect((await stack.stripe.promotionCodes.retrieve(code.id)).times_redeemed).toBe(1);
  });

  it("says why in the session's language", async () => {
    const session = await stack.stripe.checkout.sessions.create({
      mode: 'payment',
      locale: 'fr',
      allow_promotion_codes: true,
      line_items: [
        { price_data: { currency: 'eur', unit_amount: 1250, product_data: { name: 'Thé' } }, quantity: 1 },
      ],
      success_url: `${merchant.url}/success`,
      cancel_url: `${merchant.url}/cancel`,
    });
    await page.goto(session.url!);
    await new PaymentElementModel(page).ready();
    await page.getByRole('button', { name: 'Ajouter un code promotionnel' }).click();
    await page.getByRole('textbox', { name: 'Code promotionnel' }).fill('FAUX');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect.poll(() => page.locator('.cp-promo-error').textContent()).toBe("Ce code n'est pas valide.");
  });
});
