import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './fixtures/browser.js';
import { screenshot } from './fixtures/screenshots.js';
import { type Stack, startStack } from './fixtures/stack.js';
import type { FrameFit } from './models/payment-element.js';
import { ShopModel } from './models/shop.js';

/**
 * The Payment Element's iframe follows its content: whatever grows or shrinks inside (field
 * errors, the SEPA mandate, another tab or accordion item), the merchant page shows all of
 * it and no empty band below it.
 */
function expectFitted(fit: FrameFit): void {
  // Not cut off: the frame's document has nothing to scroll to...
  expect(fit.frameHeight).toBeGreaterThanOrEqual(fit.scrollHeight);
  // ...and not left taller than its content after it shrank.
  expect(Math.abs(fit.frameHeight - fit.layoutHeight)).toBeLessThanOrEqual(1);
  expect(fit.inside).toBe(true);
}

describe('the Payment Element frame height', () => {
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

  it('follows the tabs: field errors, the SEPA mandate, a shorter tab and back', async () => {
    await shop.open();
    expectFitted(await shop.element.settledFit('[name="postalCode"]'));
    await shop.pay();
    await shop.element.error('card-number').waitFor({ timeout: 15_000 });
    expectFitted(await shop.element.settledFit('[role="alert"] >> nth=-1'));

    await shop.element.selectMethod(/SEPA/);
    expectFitted(await shop.element.settledFit('.Text--terms'));
    await screenshot(page, 'sizing-sepa-mandate');

    await shop.element.selectMethod(/iDEAL/);
    expectFitted(await shop.element.settledFit('[role="tab"]'));

    await shop.element.selectMethod(/Card/);
    expectFitted(await shop.element.settledFit('[name="postalCode"]'));
  });

  it('follows the accordion: an opened item, its errors and the SEPA mandate', async () => {
    await shop.open('/?layout=accordion');
    expectFitted(await shop.element.settledFit('[name="postalCode"]'));
    await shop.pay();
    await shop.element.error('card-number').waitFor({ timeout: 15_000 });
    expectFitted(await shop.element.settledFit('[name="postalCode"]'));
    await screenshot(page, 'sizing-accordion-errors');

    await shop.element.selectMethod(/SEPA/);
    expectFitted(await shop.element.settledFit('.Text--terms'));
    await shop.element.selectMethod(/iDEAL/);
    // The last item's header: the bottom of the accordion.
    expectFitted(await shop.element.settledFit('.AccordionItem:last-child'));
    await screenshot(page, 'sizing-accordion-ideal');
  });
});
