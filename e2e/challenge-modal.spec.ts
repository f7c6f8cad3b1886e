import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './fixtures/browser.js';
import { screenshot } from './fixtures/screenshots.js';
import { type Stack, startStack } from './fixtures/stack.js';
import { ChallengeModal, challengePage } from './models/challenge.js';
import { ShopModel } from './models/shop.js';

const CHALLENGE_CARD = {
  number: '4000000000003220',
  expiry: '1234',
  cvc: '123',
  country: 'US',
  postalCode: '10001',
};

describe('the 3-D Secure modal', () => {
  let stack: Stack;
  let browser: Browser;
  let page: Page;
  let shop: ShopModel;
  let modal: ChallengeModal;
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
    modal = new ChallengeModal(page);
  });
  afterEach(async () => page?.context().close());

  async function startChallenge(): Promise<void> {
    await shop.open();
    await shop.element.fillCard(CHALLENGE_CARD);
    await shop.pay();
    await challengePage(page);
  }

  /** The window as wide as the spec says, the modal no bigger than the window, the page all shown. */
  async function expectHugging(width: number): Promise<void> {
    await expect
      .poll(async () => {
        const { window, pageHeight } = await modal.measure();
        return Math.abs(window.height - pageHeight) <= 1;
      })
      .toBe(true);
    const { box, window } = await modal.measure();
    expect(window.width).toBe(width);
    expect(Math.abs(box.width - window.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(box.height - window.height)).toBeLessThanOrEqual(1);
    const close = await modal.closeButton.boundingBox();
    expect(close).not.toBeNull();
    expect(close!.x + close!.width).toBeLessThanOrEqual(box.x + box.width);
    expect(close!.y).toBeGreaterThanOrEqual(box.y);
  }

  it('is a desktop lightbox (full screen, 05) that hugs the challenge page', async () => {
    await startChallenge();
    await expectHugging(600);
    await screenshot(page, '3ds-challenge-desktop');
  });

  it('uses the windowed size of a narrow page (390 wide under 500, 02)', async () => {
    await page.setViewportSize({ width: 480, height: 800 });
    await startChallenge();
    await expectHugging(390);
    await screenshot(page, '3ds-challenge-narrow', { fullPage: false });
  });

  it('fails the authentication when the shopper closes it', async () => {
    await startChallenge();
    await modal.closeButton.click();
    await expect.poll(() => shop.paymentError.textContent(), { timeout: 20_000 }).toMatch(/authenticat/i);
    await expect.poll(() => modal.overlay.count()).toBe(0);
    const intents = await stack.stripe.paymentIntents.list({ limit: 1 });
    const intent = intents.data[0]!;
    expect(intent.status).toBe('requires_payment_method');
    expect(intent.last_payment_error?.code).toBe('payment_intent_authentication_failure');
    await screenshot(page, '3ds-closed');
  });
});
