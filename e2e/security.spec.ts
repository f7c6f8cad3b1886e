import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './fixtures/browser.js';
import { type Stack, startStack } from './fixtures/stack.js';
import { ShopModel } from './models/shop.js';

/**
 * A hostile script on the merchant page: it records every message the page receives and
 * everything it can read from every frame, for the whole payment.
 */
const SPY = `
  const report = (text) => { try { window.__report(String(text)); } catch {} };
  window.addEventListener('message', (event) => {
    try { report(JSON.stringify(event.data)); } catch { report(event.data); }
  }, true);
  setInterval(() => {
    for (let i = 0; i < window.frames.length; i++) {
      try { report(window.frames[i].document.body.innerHTML); } catch {}
      try { report(window.frames[i].location.href); } catch {}
    }
    for (const frame of document.querySelectorAll('iframe')) report(frame.src);
  }, 50);
`;

// Forged messages from the wrong origin or window, frame by frame: origin-checks.spec.ts.
describe('what the merchant page can see', () => {
  let stack: Stack;
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
    page = await newPage(browser);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  it('never sees the card number, the CVC or the IBAN during a whole payment', async () => {
    // Reported to the test as it happens, so nothing is lost when the page navigates.
    const seen: string[] = [];
    await page.exposeFunction('__report', (text: string) => seen.push(text));
    await page.addInitScript(SPY);
    const shop = new ShopModel(page, stack.shopUrl);
    await shop.open('/?redirect=if_required');
    await shop.element.selectMethod(/SEPA/);
    await shop.element.fillSepa({
      name: 'Jenny Rosen',
      email: 'jenny@example.com',
      iban: 'DE89370400440532013000',
    });
    await shop.element.selectMethod(/Card/);
    await shop.element.fillCard({ number: '4242424242424242', expiry: '1234', cvc: '987', country: 'US' });
    await shop.pay();
    await page.waitForURL(/\/success\?/, { timeout: 30_000 });
    await shop.statusShown();
    const all = seen.join('\n');
    expect(seen.length).toBeGreaterThan(0);
    for (const secret of [
      '4242424242424242',
      '4242 4242 4242 4242',
      '987',
      'DE89370400440532013000',
      'DE89 3704',
    ]) {
      expect(all).not.toContain(secret);
    }
  });
});
