import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './fixtures/browser.js';
import { type IssuingMerchantApi, type IssuingPage, startIssuingPage } from './fixtures/issuing-page.js';
import { MESSAGE_SPY } from './fixtures/message-spy.js';
import { screenshot } from './fixtures/screenshots.js';
import { type Stack, startStack } from './fixtures/stack.js';

type Merchant = { merchant: IssuingMerchantApi; __seen: string[] };

describe('the issuing card display elements on a merchant page', () => {
  let stack: Stack;
  let browser: Browser;
  let site: IssuingPage;
  let page: Page;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
    site = await startIssuingPage({
      payframeUrl: stack.payframeUrl,
      publishableKey: stack.server.keys.testPublishable,
    });
  });
  afterAll(async () => {
    await site?.close();
    await browser?.close();
    await stack?.close();
  });
  beforeEach(async () => {
    page = await newPage(browser);
    await page.addInitScript(MESSAGE_SPY);
    await page.goto(site.url);
  });
  afterEach(async () => page?.context().close());

  /** A cardholder's active virtual card, and its details as the merchant's server may read them. */
  async function virtualCard() {
    const holder = await stack.stripe.issuing.cardholders.create({
      type: 'individual',
      name: 'Jenny Rosen',
      email: 'jenny@example.com',
      billing: { address: { line1: '1 Rue de Rivoli', city: 'Paris', postal_code: '75001', country: 'FR' } },
    });
    const card = await stack.stripe.issuing.cards.create({
      cardholder: holder.id,
      currency: 'eur',
      type: 'virtual',
      status: 'active',
    });
    const full = await stack.stripe.issuing.cards.retrieve(card.id, { expand: ['number', 'cvc'] });
    return { card, number: full.number!, cvc: full.cvc! };
  }

  const ephemeralKey = (issuingCard: string, nonce: string) =>
    stack.stripe.ephemeralKeys.create({ issuing_card: issuingCard, nonce }, { apiVersion: '2020-08-27' });
  const frameOf = (type: string): Frame => {
    const found = page.frames().find((f) => f.name().startsWith(`__payframe_${type}_`));
    if (!found) throw new Error(`no ${type} frame`);
    return found;
  };
  const events = () => page.evaluate(() => (window as unknown as Merchant).merchant.events);

  /** What the merchant page could know: every message it received, and its whole DOM. */
  const pageKnows = () =>
    page.evaluate(() => {
      const attributes = [...document.querySelectorAll('*')].flatMap((el) =>
        [...el.attributes].map((a) => `${a.name}=${a.value}`),
      );
      return [
        ...(window as unknown as Merchant).__seen,
        document.documentElement.outerHTML,
        ...attributes,
      ].join('\n');
    });

  it('shows the number in four groups, the expiry, CVC and PIN, and copies the number without the page seeing it', async () => {
    const { card, number, cvc } = await virtualCard();
    const { nonce } = await page.evaluate(
      (id) => (window as unknown as Merchant).merchant.nonce(id),
      card.id,
    );
    expect(nonce).toMatch(/^ephkn_pub_/);
    const key = await ephemeralKey(card.id, nonce!);
    await page.evaluate(([id, n, secret]) => (window as unknown as Merchant).merchant.mount(id, n, secret), [
      card.id,
      nonce!,
      key.secret!,
    ] as const);
    expect((await events()).filter((e) => e.name === 'ready')).toHaveLength(5);

    const grouped = number.replace(/(\d{4})(?=\d)/g, '$1 ');
    const text = (type: string) => frameOf(type).locator('.Issuing').innerText();
    await expect.poll(() => text('issuingCardNumberDisplay')).toContain(grouped);
    expect(grouped).toMatch(/^4000 00\d\d \d{4} \d{4}$/);
    expect(await text('issuingCardCvcDisplay')).toContain(cvc);
    const expiry = `${String(card.exp_month).padStart(2, '0')} / ${String(card.exp_year % 100)}`;
    expect(await text('issuingCardExpiryDisplay')).toContain(expiry);
    expect(await text('issuingCardPinDisplay')).toMatch(/\d{4}/);
    await screenshot(page, 'issuing-card-display');

    // The copy button writes from inside its frame (the merchant page's frame policy lets it
    // write, not read); the test reads the clipboard back on a page of the Payframe origin.
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.payframeUrl });
    await page.frameLocator('iframe[name^="__payframe_issuingCardCopyButton_"]').locator('button').click();
    await expect.poll(async () => (await events()).some((e) => e.name === 'click')).toBe(true);
    await expect
      .poll(() => frameOf('issuingCardCopyButton').locator('button').getAttribute('aria-label'))
      .toBe('Copied');
    await screenshot(page, 'issuing-card-copied');
    const reader = await page.context().newPage();
    await reader.goto(`${stack.payframeUrl}/frames/frame.html`);
    await reader.bringToFront();
    expect(await reader.evaluate(() => navigator.clipboard.readText())).toBe(number);
    await reader.close();

    // The attack: a merchant page listening to every message and reading its whole DOM finds
    // neither the number (in any spacing), nor the CVC next to it, nor the private nonce.
    const known = await pageKnows();
    expect(known).not.toContain(number);
    expect(known).not.toContain(grouped);
    expect(known).not.toMatch(/ephkn_priv_/);
    // Nor can the page make a nonce itself to hold its private half: only the frames may.
    const direct = await page.evaluate(
      async ([url, pk, id]) => {
        const response = await fetch(`${url}/v1/ephemeral_key_nonces`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${pk}`, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: `issuing_card=${id}`,
        });
        return { status: response.status, text: await response.text() };
      },
      [stack.payframeUrl, stack.server.keys.testPublishable, card.id] as const,
    );
    expect(direct.status).toBe(403);
    expect(direct.text).not.toContain('ephkn_priv_');
    expect(known).not.toMatch(new RegExp(`"cvc"\\s*:\\s*"${cvc}"`));
  });

  it('shows the error of a nonce this page did not make, and never the number', async () => {
    const { card, number } = await virtualCard();
    // A nonce the merchant's server made itself: its private half is in no frame's cache.
    const made = await fetch(`${stack.payframeUrl}/v1/ephemeral_key_nonces`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${stack.server.keys.testPublishable}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: `issuing_card=${card.id}`,
    }).then((r) => r.json() as Promise<{ public_nonce: string }>);
    const key = await ephemeralKey(card.id, made.public_nonce);
    await page.evaluate(([id, n, secret]) => (window as unknown as Merchant).merchant.mount(id, n, secret), [
      card.id,
      made.public_nonce,
      key.secret!,
    ] as const);
    const errors = (await events()).filter((e) => e.name === 'loaderror');
    expect(errors).toHaveLength(5);
    expect(errors.map((e) => e.message)).toEqual(Array(5).fill('Issuing card not found in cache.'));
    await expect
      .poll(() => frameOf('issuingCardNumberDisplay').locator('[role="alert"]').innerText())
      .toBe('Card details can’t be shown right now.');
    expect(await page.locator('#error').innerText()).toBe('Issuing card not found in cache.');
    await screenshot(page, 'issuing-card-wrong-nonce');
    expect(await pageKnows()).not.toContain(number);
  });
});
