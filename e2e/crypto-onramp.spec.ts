import type { Browser, FrameLocator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './fixtures/browser.js';
import { MESSAGE_SPY } from './fixtures/message-spy.js';
import { type OnrampMerchant, type OnrampPage, startOnrampPage } from './fixtures/onramp-page.js';
import { screenshot } from './fixtures/screenshots.js';
import { type Stack, startStack } from './fixtures/stack.js';
import { answerChallenge } from './models/challenge.js';

const WALLET = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

type Merchant = { merchant: OnrampMerchant; __seen: string[] };

describe('the crypto onramp on a merchant page', () => {
  let stack: Stack;
  let browser: Browser;
  let site: OnrampPage;
  let page: Page;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
    site = await startOnrampPage({
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

  const createSession = (params: Record<string, unknown>) =>
    stack.stripe.rawRequest('POST', '/v1/crypto/onramp_sessions', params) as Promise<{
      id: string;
      client_secret: string;
    }>;
  /** The events the merchant page heard, one per status (an amount changed is an update too). */
  const statuses = () =>
    page.evaluate(() =>
      (window as unknown as Merchant).merchant.events
        .map((e) => `${e.type}:${e.status}`)
        .filter((entry, i, all) => entry !== all[i - 1]),
    );
  const onramp = (): FrameLocator => page.frameLocator('iframe[title="Crypto onramp"]');

  async function signIn(frame: FrameLocator, email: string) {
    await frame.getByLabel('Email').fill(email);
    await frame.getByRole('button', { name: 'Continue' }).click();
    await frame.getByLabel('One-time code').fill('000000');
    await frame.getByRole('button', { name: 'Continue' }).click();
  }

  /** Each test signs in as its own buyer: a buyer verified once is not asked again. */
  async function signInAndVerify(frame: FrameLocator, ssn: string, email: string) {
    await signIn(frame, email);
    await frame.getByRole('heading', { name: 'Verify your identity' }).waitFor();
    await frame.getByLabel('First name').fill('Jenny');
    await frame.getByLabel('Last name').fill('Rosen');
    await frame.getByLabel('Date of birth').fill('1990-02-01');
    await frame.getByLabel('Social Security number').fill(ssn);
    await frame.getByLabel('Address', { exact: true }).fill('510 Townsend St');
    await frame.getByLabel('City').fill('San Francisco');
    await frame.getByLabel('State', { exact: true }).fill('CA');
    await frame.getByLabel('ZIP code').fill('94103');
  }

  async function fillCard(frame: FrameLocator, number: string) {
    const card = frame.frameLocator('iframe[name^="__payframe_payment_"]');
    await card.locator('[name="number"]').first().waitFor({ timeout: 30_000 });
    await card.locator('[name="number"]').first().pressSequentially(number, { delay: 5 });
    await card.locator('[name="expiry"]').first().pressSequentially('1234', { delay: 5 });
    await card.locator('[name="cvc"]').first().pressSequentially('123', { delay: 5 });
    const postal = card.locator('[name="postalCode"]').first();
    if ((await postal.count()) > 0 && (await postal.isVisible())) await postal.fill('94103');
  }

  it('takes a session from initialized to fulfillment_complete: code, identity, locked wallet, quote, card, delivery', async () => {
    const session = await createSession({
      wallet_addresses: { ethereum: WALLET },
      lock_wallet_address: true,
      destination_networks: ['ethereum', 'base'],
      destination_currencies: ['usdc', 'eth'],
      destination_network: 'ethereum',
      destination_currency: 'usdc',
      source_currency: 'usd',
      source_amount: '50',
    });
    await page.evaluate(
      (secret) => (window as unknown as Merchant).merchant.mount(secret),
      session.client_secret,
    );
    const frame = onramp();
    await frame.getByLabel('Email').waitFor();
    await expect.poll(statuses).toEqual(['onramp_ui_loaded:initialized']);
    await screenshot(page, 'onramp-sign-in');

    await signInAndVerify(frame, '000-00-0000', 'jenny@example.com');
    await screenshot(page, 'onramp-identity');
    await frame.getByRole('button', { name: 'Continue' }).click();

    // The wallet is the merchant's, locked; the quote follows the amount typed.
    const wallet = frame.getByLabel('Wallet address');
    await expect.poll(() => wallet.inputValue()).toBe(WALLET);
    expect(await wallet.getAttribute('readonly')).not.toBeNull();
    await frame.getByLabel('Amount (USD)').fill('120');
    await expect.poll(() => frame.locator('[data-quote="destination"]').textContent()).toBe('120 USDC');
    // 120.00 + 2.00 network fee + 1.80 (1.5%) transaction fee.
    await expect.poll(() => frame.locator('[data-quote="total"]').textContent()).toBe('$123.80');
    await expect.poll(statuses).toContain('onramp_session_updated:requires_payment');

    await fillCard(frame, '4242424242424242');
    await screenshot(page, 'onramp-pay');
    await frame.getByRole('button', { name: /^Pay / }).click();

    await frame.getByRole('heading', { name: 'Purchase complete' }).waitFor({ timeout: 20_000 });
    await expect
      .poll(statuses)
      .toEqual([
        'onramp_ui_loaded:initialized',
        'onramp_session_updated:requires_payment',
        'onramp_session_updated:fulfillment_processing',
        'onramp_session_updated:fulfillment_complete',
      ]);
    const hash = await frame.locator('[data-transaction]').textContent();
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    await screenshot(page, 'onramp-complete');

    const stored = (await stack.stripe.rawRequest(
      'GET',
      `/v1/crypto/onramp_sessions/${session.id}`,
      null as never,
    )) as {
      status: string;
      transaction_details: { transaction_id: string; destination_amount: string };
    };
    expect(stored.status).toBe('fulfillment_complete');
    expect(stored.transaction_details).toMatchObject({ transaction_id: hash, destination_amount: '120' });
    // The merchant page heard of the session only: never the card, the code or the identity.
    const seen = await page.evaluate(() => (window as unknown as Merchant).__seen.join('\n'));
    for (const secret of ['4242', '000-00-0000', '1990-02-01', 'Townsend'])
      expect(seen).not.toContain(secret);
  });

  it('stops at rejected when the identity check fails', async () => {
    const session = await createSession({ destination_networks: ['solana'] });
    await page.evaluate(
      (secret) => (window as unknown as Merchant).merchant.mount(secret),
      session.client_secret,
    );
    const frame = onramp();
    await frame.getByLabel('Email').waitFor();
    await signInAndVerify(frame, '111-11-1111', 'rejected@example.com');
    await frame.getByRole('button', { name: 'Continue' }).click();
    await frame.getByRole('heading', { name: 'We could not verify your identity' }).waitFor();
    await expect.poll(statuses).toEqual(['onramp_ui_loaded:initialized', 'onramp_session_updated:rejected']);
    await screenshot(page, 'onramp-rejected');
  });

  it('asks for an identity document when the data alone is not enough, then goes on to the purchase', async () => {
    const session = await createSession({
      wallet_addresses: { ethereum: WALLET },
      destination_network: 'ethereum',
      destination_currency: 'eth',
      source_amount: '30',
    });
    await page.evaluate(
      (secret) => (window as unknown as Merchant).merchant.mount(secret),
      session.client_secret,
    );
    const frame = onramp();
    await frame.getByLabel('Email').waitFor();
    await signInAndVerify(frame, '222-22-2222', 'document.buyer@example.com');
    await frame.getByRole('button', { name: 'Continue' }).click();
    await frame.getByRole('heading', { name: 'Verify with an identity document' }).waitFor();
    const passes = frame.getByRole('button', { name: 'Test document that passes' });
    await expect.poll(() => passes.isEnabled()).toBe(true);
    await frame.getByRole('button', { name: 'Unreadable test document' }).click();
    await frame
      .getByRole('alert')
      .filter({ hasText: 'The document could not be read. Try again with a clearer photo.' })
      .waitFor();
    await screenshot(page, 'onramp-document');
    await passes.click();
    await expect.poll(() => frame.getByLabel('Wallet address').inputValue()).toBe(WALLET);
    await expect.poll(statuses).toContain('onramp_session_updated:requires_payment');
    const seen = await page.evaluate(() => (window as unknown as Merchant).__seen.join('\n'));
    expect(seen).not.toContain('222-22-2222');
  });

  it('pays through 3-D Secure, then knows the returning buyer: no identity check, the saved wallet, the earlier purchase', async () => {
    const email = 'returning.buyer@example.com';
    const first = await createSession({
      destination_networks: ['ethereum'],
      source_currency: 'usd',
      source_amount: '40',
    });
    await page.evaluate(
      (secret) => (window as unknown as Merchant).merchant.mount(secret),
      first.client_secret,
    );
    let frame = onramp();
    await frame.getByLabel('Email').waitFor();
    await signInAndVerify(frame, '000-00-0000', email);
    await frame.getByRole('button', { name: 'Continue' }).click();
    await frame.getByLabel('Wallet address').fill(WALLET);
    await frame.getByLabel('Save this wallet and these choices for my next purchase').check();
    await frame.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(statuses).toContain('onramp_session_updated:requires_payment');
    // A card that always asks for 3-D Secure: the challenge opens over the onramp, then delivery.
    await fillCard(frame, '4000002760003184');
    await frame.getByRole('button', { name: /^Pay / }).click();
    await answerChallenge(page, true);
    await frame.getByRole('heading', { name: 'Purchase complete' }).waitFor({ timeout: 30_000 });
    const paid = (await stack.stripe.rawRequest(
      'GET',
      `/v1/crypto/onramp_sessions/${first.id}`,
      null as never,
    )) as {
      status: string;
    };
    expect(paid.status).toBe('fulfillment_complete');

    // The merchant's next session, on a fresh page: the buyer proves the e-mail and goes straight to paying.
    await page.goto(site.url);
    const second = await createSession({
      destination_networks: ['ethereum', 'solana'],
      source_currency: 'usd',
      source_amount: '25',
    });
    await page.evaluate(
      (secret) => (window as unknown as Merchant).merchant.mount(secret),
      second.client_secret,
    );
    frame = onramp();
    await frame.getByLabel('Email').waitFor();
    await signIn(frame, email);
    await expect.poll(() => frame.locator('[data-welcome]').textContent()).toBe(`Welcome back, ${email}.`);
    expect(await frame.getByRole('heading', { name: 'Verify your identity' }).count()).toBe(0);
    await expect.poll(() => frame.getByLabel('Wallet address').inputValue()).toBe(WALLET);
    expect(await frame.getByLabel('Saved wallets').inputValue()).toBe(WALLET);
    expect(await frame.getByLabel('Network').inputValue()).toBe('ethereum');
    await screenshot(page, 'onramp-returning');
    await fillCard(frame, '4242424242424242');
    await frame.getByRole('button', { name: /^Pay / }).click();
    await frame.getByRole('heading', { name: 'Purchase complete' }).waitFor({ timeout: 30_000 });
    const history = frame.locator('[data-history] li');
    await expect.poll(() => history.count()).toBe(1);
    expect(await history.first().textContent()).toContain('ETH');
    await screenshot(page, 'onramp-history');
  });
});
