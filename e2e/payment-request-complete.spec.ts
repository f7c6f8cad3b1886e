import { chromium, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM } from './fixtures/browser.js';
import { useMerchantSession } from './fixtures/merchant-session.js';
import { screenshot } from './fixtures/screenshots.js';
import { within } from './fixtures/within.js';
import { ChallengeModal } from './models/challenge.js';

type PageWindow = Record<string, any>;

/** A host name that is not exempt from payment method domains the way localhost is. */
const SHOP = 'shop-wallets.example.com';

const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

/** A payment request on the page, with its events logged and paymentmethod events kept. */
async function makeRequest(page: Page, key: string, extra: Record<string, unknown> = {}): Promise<unknown> {
  return page.evaluate(
    async ([publishableKey, options]) => {
      const w = window as unknown as PageWindow;
      w.log = [];
      w.events = [];
      w.request = w.Payframe(publishableKey).paymentRequest({
        country: 'US',
        currency: 'usd',
        total: { label: 'Payframe tee', amount: 2500 },
        requestPayerName: true,
        requestPayerEmail: true,
        ...options,
      });
      w.request.on('paymentmethod', (event: any) => {
        w.log.push(['paymentmethod', event.walletName, event.methodName]);
        w.events.push(event);
      });
      w.request.on('cancel', () => w.log.push(['cancel']));
      return w.request.canMakePayment();
    },
    [key, extra] as const,
  );
}

const pageLog = (page: Page) => page.evaluate(() => (window as unknown as PageWindow).log);
const isShowing = (page: Page) =>
  page.evaluate(() => (window as unknown as PageWindow).request.isShowing() as boolean);
const complete = (page: Page, status: string) =>
  page.evaluate((s) => {
    const w = window as unknown as PageWindow;
    w.events.at(-1).complete(s);
  }, status);

/**
 * The sheet after Pay waits for the merchant's complete(status), abort() closes it, and
 * canMakePayment() follows the browser (Safari: Apple Pay) and the page's domain.
 */
describe('paymentRequest: complete(), abort() and canMakePayment()', () => {
  const session = useMerchantSession();

  it('keeps the sheet processing until complete(): a field to fix, a failure, then success', async () => {
    const { page, stack } = session;
    await page.goto(session.merchant.url);
    await makeRequest(page, stack.server.keys.testPublishable);
    await page.evaluate(() => (window as unknown as PageWindow).request.show());
    const modal = new ChallengeModal(page);
    const sheet = modal.box;
    const pay = sheet.getByRole('button', { name: 'Pay', exact: true });
    const processing = sheet.getByRole('button', { name: 'Processing…' });
    const failure = sheet.getByTestId('express-sheet-failure');

    await pay.click();
    await processing.waitFor();
    await expect
      .poll(() => pageLog(page))
      .toEqual([['paymentmethod', 'googlePay', 'https://google.com/pay']]);
    expect(await sheet.getByRole('button', { name: 'Cancel' }).isDisabled()).toBe(true);
    expect(await isShowing(page)).toBe(true);
    await screenshot(page, 'payment-request-sheet-processing', { fullPage: false });

    // Escape cannot dismiss a processing sheet (as the browser's cannot): no cancel fires for a
    // payment the merchant is still settling, and the sheet still takes its complete().
    await sheet.getByRole('heading', { name: /^Pay / }).click();
    await page.keyboard.press('Escape');
    await sheet.getByRole('button', { name: 'Processing…' }).waitFor();
    expect(await modal.overlay.isVisible()).toBe(true);
    expect(await isShowing(page)).toBe(true);
    expect(await pageLog(page)).toEqual([['paymentmethod', 'googlePay', 'https://google.com/pay']]);

    // The merchant refuses the email: the sheet says so beside the contact picker.
    await complete(page, 'invalid_payer_email');
    await expect
      .poll(() => failure.textContent())
      .toBe('The merchant can’t use this email. Choose another contact.');
    await sheet.getByRole('combobox').first().waitFor();
    await screenshot(page, 'payment-request-sheet-invalid-email', { fullPage: false });
    await pay.click();
    await expect.poll(async () => (await pageLog(page)).length).toBe(2);

    // The payment fails: the shopper may pay again or cancel.
    await complete(page, 'fail');
    await expect
      .poll(() => failure.textContent())
      .toBe('The payment didn’t go through. Try again, choose another card, or cancel.');
    expect(await pay.isEnabled()).toBe(true);
    expect(await isShowing(page)).toBe(true);
    await screenshot(page, 'payment-request-sheet-failed', { fullPage: false });

    await pay.click();
    await expect.poll(async () => (await pageLog(page)).length).toBe(3);
    await complete(page, 'success');
    await modal.overlay.waitFor({ state: 'detached' });
    await expect.poll(() => isShowing(page)).toBe(false);
    const log = await pageLog(page);
    expect(log.map((entry: string[]) => entry[0])).toEqual([
      'paymentmethod',
      'paymentmethod',
      'paymentmethod',
    ]);
    const ids = await page.evaluate(() =>
      (window as unknown as PageWindow).events.map((e: any) => e.paymentMethod.id as string),
    );
    expect(new Set(ids).size).toBe(3);
  });

  it('Escape closes a sheet not yet paid: cancel fires and the request may be shown again', async () => {
    const { page, stack } = session;
    await page.goto(session.merchant.url);
    // Each step has a time-out of its own, so a hang names the step and not the test's time-out.
    await within('canMakePayment()', 20_000, makeRequest(page, stack.server.keys.testPublishable));
    await within(
      'show()',
      5_000,
      page.evaluate(() => (window as unknown as PageWindow).request.show()),
    );
    const modal = new ChallengeModal(page);
    await modal.box.getByRole('heading', { name: /^Pay / }).waitFor({ timeout: 20_000 });
    // The sheet took the keyboard when it opened: Escape closes it with no click in it first.
    // The key goes down again until the sheet is gone, as the sheet may still be drawing its
    // first frame when the heading shows; a closed sheet cancels only once. The sheet closes on
    // the key going down; the key comes up only once the sheet is gone, as a key event sent to
    // a frame while it is being removed may never be answered by the browser.
    await expect
      .poll(
        async () => {
          if ((await modal.overlay.count()) === 0) return 'closed';
          await within('Escape going down', 5_000, page.keyboard.down('Escape'));
          return (await modal.overlay.count()) === 0 ? 'closed' : 'open';
        },
        { timeout: 20_000, interval: 500, message: 'Escape never closed the sheet.' },
      )
      .toBe('closed');
    await within('Escape coming up', 5_000, page.keyboard.up('Escape'));
    // The focus is back where it was before the sheet opened.
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('IFRAME');
    await expect.poll(() => pageLog(page)).toEqual([['cancel']]);
    expect(await isShowing(page)).toBe(false);
  });

  it('abort() closes the showing sheet: isShowing() false at once, cancel, no paymentmethod', async () => {
    const { page, stack } = session;
    await page.goto(session.merchant.url);
    await makeRequest(page, stack.server.keys.testPublishable);
    await page.evaluate(() => (window as unknown as PageWindow).request.show());
    const modal = new ChallengeModal(page);
    await modal.box.getByRole('heading', { name: /^Pay / }).waitFor();
    const showingAfter = await page.evaluate(() => {
      const w = window as unknown as PageWindow;
      w.request.abort();
      return w.request.isShowing();
    });
    expect(showingAfter).toBe(false);
    await modal.overlay.waitFor({ state: 'detached' });
    // The cancel event comes from the frames, apart from the overlay's removal.
    await expect.poll(() => pageLog(page)).toEqual([['cancel']]);
    // The request may be shown again.
    await page.evaluate(() => (window as unknown as PageWindow).request.show());
    await modal.box.getByRole('heading', { name: /^Pay / }).waitFor();
  });

  it('offers Apple Pay in Safari, whose sheet pays with an Apple Pay card', async () => {
    const { browser, stack } = session;
    const context = await browser.newContext({ userAgent: SAFARI, viewport: { width: 1100, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(session.merchant.url);
      const made = await makeRequest(page, stack.server.keys.testPublishable);
      expect(made).toEqual({ applePay: true, googlePay: false, link: false });
      // Its Payment Request Button draws Apple Pay's button.
      await page.evaluate((key) => {
        const w = window as unknown as PageWindow;
        const node = document.createElement('div');
        node.id = 'prb';
        node.style.width = '360px';
        node.style.margin = '16px';
        document.body.prepend(node);
        const button = w
          .Payframe(key)
          .elements()
          .create('paymentRequestButton', {
            paymentRequest: w.request,
            style: { paymentRequestButton: { type: 'buy', theme: 'light-outline' } },
          });
        button.mount('#prb');
      }, stack.server.keys.testPublishable);
      const button = page
        .frameLocator('iframe[name^="__payframe_paymentRequestButton_"]')
        .locator('button[data-method="applePay"]');
      await button.waitFor();
      await page.locator('#prb').screenshot({ path: 'e2e/screenshots/payment-request-button-apple-pay.png' });
      await page.evaluate(() => (window as unknown as PageWindow).request.show());
      const modal = new ChallengeModal(page);
      await modal.box.getByRole('button', { name: 'Pay', exact: true }).click();
      await expect
        .poll(() => pageLog(page))
        .toEqual([['paymentmethod', 'applePay', 'https://apple.com/apple-pay']]);
      const wallet = await page.evaluate(
        () => (window as unknown as PageWindow).events[0].paymentMethod.card.wallet.type,
      );
      expect(wallet).toBe('apple_pay');
      await complete(page, 'success');
      await modal.overlay.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  it('offers no wallet on a domain the account has not registered, and Google Pay once it has', async () => {
    const { stack } = session;
    // The merchant page under a domain name: the browser resolves it to this machine.
    const { port } = new URL(session.merchant.url);
    const origin = `http://${SHOP}:${port}`;
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        `--host-resolver-rules=MAP ${SHOP} 127.0.0.1`,
        // Served over http here; a real shop's https page is a secure context too.
        `--unsafely-treat-insecure-origin-as-secure=${origin}`,
      ],
    });
    try {
      const page = await browser.newPage();
      await page.goto(`${origin}/`);
      expect(await makeRequest(page, stack.server.keys.testPublishable)).toBeNull();

      // The Express Checkout Element hides the card wallets there, even with 'always'.
      const ready = await page.evaluate(
        (key) =>
          new Promise<Record<string, unknown>>((resolve) => {
            const w = window as unknown as PageWindow;
            const node = document.createElement('div');
            node.id = 'express';
            document.body.prepend(node);
            const elements = w.Payframe(key).elements({ mode: 'payment', amount: 2500, currency: 'usd' });
            const express = elements.create('expressCheckout', {
              paymentMethods: { applePay: 'always', googlePay: 'always' },
            });
            express.on('ready', (event: Record<string, unknown>) =>
              resolve(JSON.parse(JSON.stringify(event))),
            );
            express.mount('#express');
          }),
        stack.server.keys.testPublishable,
      );
      expect(ready).toMatchObject({ availablePaymentMethods: { applePay: false, googlePay: false } });

      await stack.stripe.paymentMethodDomains.create({ domain_name: SHOP });
      await page.reload();
      expect(await makeRequest(page, stack.server.keys.testPublishable)).toEqual({
        applePay: false,
        googlePay: true,
        link: false,
      });
    } finally {
      await browser.close();
    }
  });
});
