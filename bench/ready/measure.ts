import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { MerchantApi } from '../../e2e/fixtures/merchant-site.js';

/** A fresh browser context: its own, empty HTTP cache (a shopper's first visit). */
export async function freshContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1100, height: 900 }, deviceScaleFactor: 1 });
}

/**
 * One run: the merchant page loads afresh (its script ready, nothing of the element yet), then,
 * inside the page, a new elements group and Payment Element are created and mounted; the time
 * is taken by the page itself from the mount() call to the element's `ready` event, so no
 * round trip to this process is counted.
 */
export async function measureMount(page: Page, siteUrl: string, clientSecret: string): Promise<number> {
  await page.goto(siteUrl, { waitUntil: 'load' });
  return page.evaluate(
    (secret) => (window as unknown as { merchant: MerchantApi }).merchant.mountPayment(secret),
    clientSecret,
  );
}
