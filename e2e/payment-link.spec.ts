import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './fixtures/browser.js';
import { screenshot } from './fixtures/screenshots.js';
import { type Stack, startStack } from './fixtures/stack.js';
import { PaymentElementModel } from './models/payment-element.js';

const CARD = { number: '4242424242424242', expiry: '1234', cvc: '123', country: 'US', postalCode: '10001' };

describe('payment links', () => {
  let stack: Stack;
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });
  beforeEach(async () => {
    page = await newPage(browser);
  });
  afterEach(async () => page?.context().close());

  it('sells its prices on the hosted page and thanks the shopper with the merchant’s message', async () => {
    const product = await stack.stripe.products.create({ name: 'Pottery class' });
    const price = await stack.stripe.prices.create({
      product: product.id,
      currency: 'usd',
      unit_amount: 4500,
    });
    const link = await stack.stripe.paymentLinks.create({
      line_items: [{ price: price.id, quantity: 2 }],
      after_completion: {
        type: 'hosted_confirmation',
        hosted_confirmation: { custom_message: 'Bring an apron. See you on Saturday!' },
      },
    });

    await page.goto(link.url);
    await page.waitForURL(/\/c\/pay\/cs_test_/);
    const sessionId = new URL(page.url()).pathname.split('/').pop()!;
    const element = new PaymentElementModel(page);
    await element.ready();
    await expect.poll(() => page.getByTestId('total').textContent()).toBe('$90.00');
    await page.getByLabel('Email').fill('potter@example.com');
    await element.fillCard(CARD);
    await page.getByRole('button', { name: /^Pay / }).click();

    await page.waitForURL(/\/b\/test_\w+\/complete\?session_id=/, { timeout: 30_000 });
    await expect.poll(() => page.locator('h1').textContent()).toBe('Thanks for your payment');
    const text = await page.locator('main').textContent();
    expect(text).toContain('$90.00 paid to');
    expect(text).toContain('Bring an apron. See you on Saturday!');
    await screenshot(page, 'payment-link-thanks');

    const session = await stack.stripe.checkout.sessions.retrieve(sessionId);
    expect(session).toMatchObject({ payment_link: link.id, status: 'complete', payment_status: 'paid' });
  });

  it('says so when the merchant turned the link off', async () => {
    const product = await stack.stripe.products.create({ name: 'Sold out' });
    const price = await stack.stripe.prices.create({
      product: product.id,
      currency: 'usd',
      unit_amount: 900,
    });
    const link = await stack.stripe.paymentLinks.create({ line_items: [{ price: price.id, quantity: 1 }] });
    await stack.stripe.paymentLinks.update(link.id, { active: false });
    const answer = await page.goto(link.url);
    expect(answer?.status()).toBe(410);
    await expect.poll(() => page.locator('h1').textContent()).toBe('This link is no longer active');
    await screenshot(page, 'payment-link-inactive');
  });

  it("wears the merchant's logo and colour on the hosted page", async () => {
    await stack.stripe.accounts.update(stack.server.keys.accountId, {
      business_profile: { name: 'Clay Studio' },
      settings: { branding: { primary_color: '#8a3ffc' } },
    });
    const branded = await stack.server.http.inject({
      method: 'POST',
      url: '/v1/account',
      headers: {
        authorization: `Bearer ${stack.server.keys.testSecret}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'settings[branding][logo_url]=https://clay.example/logo.svg',
    });
    expect(branded.statusCode).toBe(200);
    await page.route('https://clay.example/logo.svg', (route) =>
      route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="32"><rect width="120" height="32" rx="6" fill="#8a3ffc"/><text x="60" y="21" font-size="14" text-anchor="middle" fill="#fff" font-family="sans-serif">Clay Studio</text></svg>',
      }),
    );
    const product = await stack.stripe.products.create({ name: 'Glazing workshop' });
    const price = await stack.stripe.prices.create({
      product: product.id,
      currency: 'usd',
      unit_amount: 6000,
    });
    const link = await stack.stripe.paymentLinks.create({ line_items: [{ price: price.id, quantity: 1 }] });
    await page.goto(link.url);
    await page.waitForURL(/\/c\/pay\/cs_test_/);
    await new PaymentElementModel(page).ready();
    const logo = page.getByRole('img', { name: 'Clay Studio' });
    await expect
      .poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    const pay = page.getByRole('button', { name: /^Pay / });
    expect(await pay.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(
      'rgb(138, 63, 252)',
    );
    await screenshot(page, 'checkout-branded');
  });
});
