import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './fixtures/browser.js';
import { screenshot } from './fixtures/screenshots.js';
import { type Stack, startStack } from './fixtures/stack.js';
import { answerChallenge } from './models/challenge.js';
import { ShopModel } from './models/shop.js';

const VISA = { number: '4242424242424242', expiry: '1234', cvc: '123', country: 'US', postalCode: '10001' };

describe('payment flows in the example shop', () => {
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

  it('pays with 4000 0000 0000 3220 after the challenge is approved', async () => {
    await shop.open();
    await shop.element.fillCard({ ...VISA, number: '4000000000003220' });
    await shop.pay();
    await page.waitForTimeout(500);
    await screenshot(page, '3ds-challenge');
    await answerChallenge(page, true);
    expect(await shop.statusShown()).toBe('succeeded');
  });

  it('shows the authentication failure when the challenge fails, the intent back to requires_payment_method', async () => {
    await shop.open();
    await shop.element.fillCard({ ...VISA, number: '4000000000003220' });
    await shop.pay();
    await answerChallenge(page, false);
    await expect.poll(() => shop.paymentError.textContent(), { timeout: 20_000 }).toMatch(/authenticat/i);
    await screenshot(page, '3ds-failed');
    const intents = await stack.stripe.paymentIntents.list({ limit: 1 });
    expect(intents.data[0]?.status).toBe('requires_payment_method');
  });

  it('pays with redirect: if_required without leaving the page for a card', async () => {
    await shop.open('/?redirect=if_required');
    await shop.element.fillCard(VISA);
    await shop.pay();
    expect(await shop.statusShown()).toBe('succeeded');
  });

  it('pays through the deferred-intent flow', async () => {
    await shop.open('/deferred');
    await shop.element.fillCard(VISA);
    await shop.pay();
    expect(await shop.statusShown()).toBe('succeeded');
    await screenshot(page, 'deferred-success');
  });

  it('pays on the page that uses @stripe/react-stripe-js with the Payframe object', async () => {
    await shop.open('/stripe-react');
    await screenshot(page, 'stripe-react-checkout');
    await shop.element.fillCard(VISA);
    await shop.pay();
    expect(await shop.statusShown()).toBe('succeeded');
  });

  it('pays by SEPA Direct Debit (processing)', async () => {
    await shop.open();
    await shop.element.selectMethod(/SEPA/);
    await shop.element.fillSepa({
      name: 'Jenny Rosen',
      email: 'jenny@example.com',
      iban: 'DE89370400440532013000',
    });
    await screenshot(page, 'sepa-filled');
    await shop.pay();
    expect(['processing', 'succeeded']).toContain(await shop.statusShown());
  });

  it('pays by iDEAL through the test authorization page', async () => {
    await shop.open();
    await shop.element.selectMethod(/iDEAL/);
    await screenshot(page, 'ideal-selected');
    await shop.pay();
    await page.waitForURL(/\/test\/redirect\//, { timeout: 20_000 });
    await screenshot(page, 'ideal-authorize');
    await page.getByRole('button', { name: 'Authorize' }).click();
    expect(await shop.statusShown()).toBe('succeeded');
  });

  it('draws the night theme', async () => {
    await shop.open('/?theme=night');
    await shop.element.fillCard(VISA);
    await screenshot(page, 'night-theme');
  });
});
