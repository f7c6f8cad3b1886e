import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './fixtures/browser.js';
import { type CardPage, startCardPage } from './fixtures/card-page.js';
import { screenshot } from './fixtures/screenshots.js';
import { type Stack, startStack } from './fixtures/stack.js';
import { CardElementModel } from './models/card-element.js';
import { answerChallenge, challengePage } from './models/challenge.js';

/**
 * A merchant page that loads payframe.js from another address of the same server than its
 * public URL (here `localhost` while the server says `127.0.0.1`, as a default install says
 * the reverse): the 3-D Secure modal must still show and complete its challenge.
 */
describe('payframe.js loaded from another address than the public URL', () => {
  let stack: Stack;
  let browser: Browser;
  let site: CardPage;
  let page: Page;
  let card: CardElementModel;
  let warnings: string[];

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
    const other = new URL(stack.payframeUrl);
    other.hostname = 'localhost';
    site = await startCardPage({
      payframeUrl: other.origin,
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
    warnings = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(site.url);
    card = new CardElementModel(page);
  });
  afterEach(async () => page?.context().close());

  it('runs the 3-D Secure challenge in the modal from the frames own address, and warns once', async () => {
    expect(new URL(stack.payframeUrl).hostname).toBe('127.0.0.1');
    await card.mount('card', { hidePostalCode: true });
    await card.fillCard({ number: '4000000000003220', expiry: '1234', cvc: '123' });
    const intent = await stack.stripe.paymentIntents.create({ amount: 2000, currency: 'usd' });
    const pending = card.confirm(intent.client_secret!);
    const challenge = await challengePage(page);
    expect(new URL(challenge.url()).hostname).toBe('localhost');
    await screenshot(page, 'other-address-challenge');
    await answerChallenge(page, true);
    expect(await pending).toMatchObject({ status: 'succeeded', id: intent.id });
    const told = warnings.filter((text) => text.includes("other than this server's public URL"));
    expect(told).toHaveLength(1);
    expect(told[0]).toContain(stack.payframeUrl);
  });
});
