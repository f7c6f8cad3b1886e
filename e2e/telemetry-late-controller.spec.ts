import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './fixtures/browser.js';
import { readFunnel, sessionsAt } from './fixtures/funnel.js';
import { holdController } from './fixtures/hold-controller.js';
import { type Stack, startStack } from './fixtures/stack.js';
import { ShopModel } from './models/shop.js';

declare global {
  interface Window {
    elementLoaded?: boolean;
  }
}

describe('an element frame that loads before its controller', () => {
  let stack: Stack;
  let browser: Browser;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  it('is counted as loaded: its hello is said again when the controller starts listening', async () => {
    const page = await newPage(browser);
    // The payment frame tells the page it loaded in the same breath as it says hello to the group.
    await page.addInitScript(() => {
      window.addEventListener('message', (event) => {
        if ((event.data as { type?: unknown })?.type === 'element/loaded') window.elementLoaded = true;
      });
    });
    const release = await holdController(page);
    const shop = new ShopModel(page, stack.shopUrl);
    const opened = shop.open();
    await page.waitForFunction(() => window.elementLoaded === true, undefined, { timeout: 30_000 });
    release();
    await opened;
    await expect
      .poll(async () => sessionsAt(await readFunnel(stack), 'element_loaded'), { timeout: 20_000 })
      .toBe(1);
    await page.context().close();
  });
});
