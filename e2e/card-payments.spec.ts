import { FIELD_ERRORS } from '@payframe/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './fixtures/browser.js';
import { screenshot } from './fixtures/screenshots.js';
import { type Stack, startStack } from './fixtures/stack.js';
import { ShopModel } from './models/shop.js';

describe('card payments in the example shop', () => {
  let stack: Stack;
  let browser: Browser;
  let page: Page;
  let shop: ShopModel;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });
  beforeEach(async () => {
    page = await newPage(browser);
    shop = new ShopModel(page, stack.shopUrl);
  });
  afterEach(async () => page?.context().close());

  it('pays with 4242 4242 4242 4242 and shows the order as succeeded', async () => {
    await shop.open();
    await screenshot(page, 'checkout-empty');
    await shop.element.fillCard({ number: '4242424242424242', expiry: '1234', cvc: '123', country: 'US' });
    await screenshot(page, 'checkout-card-filled');
    await shop.pay();
    expect(await shop.statusShown()).toBe('succeeded');
    await screenshot(page, 'success');
    const id = new URL(page.url()).searchParams.get('payment_intent')!;
    const pi = await stack.stripe.paymentIntents.retrieve(id);
    expect(pi.status).toBe('succeeded');
    expect(new URL(page.url()).searchParams.get('redirect_status')).toBe('succeeded');
  });

  it('shows the decline message of a declined card in the element', async () => {
    await shop.open();
    await shop.element.fillCard({ number: '4000000000000002', expiry: '1234', cvc: '123', country: 'US' });
    await shop.pay();
    await expect
      .poll(() => shop.paymentError.textContent(), { timeout: 20_000 })
      .toBe('Your card was declined.');
    await screenshot(page, 'card-declined');
  });

  it('shows the field errors of incomplete fields and focuses the first', async () => {
    await shop.open();
    await shop.element.input('number').pressSequentially('4242', { delay: 5 });
    await shop.pay();
    const error = shop.element.error('card-number');
    await expect.poll(() => error.textContent(), { timeout: 15_000 }).toBe(FIELD_ERRORS.incomplete_number);
    const focused = await shop.element.frame.locator(':focus').getAttribute('name');
    expect(focused).toBe('number');
    // The error lines grow the content: the iframe grows with it, the ZIP row included.
    const fit = await shop.element.settledFit('[name="postalCode"]');
    expect(fit.frameHeight).toBeGreaterThanOrEqual(fit.scrollHeight);
    expect(fit.inside).toBe(true);
    await screenshot(page, 'card-incomplete');
  });
});
