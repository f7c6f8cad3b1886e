import type { LinkState } from '@payframe/js/protocol';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EN } from '../packages/frames/src/i18n/messages/en.js';
import { newPage } from './fixtures/browser.js';
import { heardBy, spyOnGroupChannels } from './fixtures/channel-spy.js';
import { type MerchantApi, type MerchantSite, startMerchantSite } from './fixtures/merchant-site.js';
import { screenshot } from './fixtures/screenshots.js';
import { settled } from './fixtures/settled.js';
import { useShopSession } from './fixtures/shop-session.js';
import { LinkInPaymentModel } from './models/link-payment.js';

/** Link inside the Payment Element (issue 5): opt in while paying, come back, verify, pay in one click. */
const merchant = (page: Page) => ({
  mount: (secret: string) =>
    page.evaluate((s) => (window as unknown as { merchant: MerchantApi }).merchant.mountPayment(s), secret),
  pay: () => page.evaluate(() => (window as unknown as { merchant: MerchantApi }).merchant.pay()),
});

describe('Link in the Payment Element', () => {
  const session = useShopSession();
  let site: MerchantSite;

  beforeAll(async () => {
    site = await startMerchantSite({
      payframeUrl: session.stack.payframeUrl,
      publishableKey: session.stack.server.keys.testPublishable,
    });
  });
  afterAll(async () => site?.close());

  /** A checkout of 25.00 USD mounted on the merchant page, in the given page. */
  async function checkout(page: Page) {
    const intent = await session.stack.stripe.paymentIntents.create({
      amount: 2500,
      currency: 'usd',
      payment_method_types: ['card'],
    } as never);
    await page.goto(site.url);
    await merchant(page).mount(intent.client_secret!);
    const link = new LinkInPaymentModel(page);
    await link.element.ready();
    return { intent, link };
  }

  /** A verified wallet session of the test's own for each e-mail (the browser's stays its own). */
  const verified = new Map<string, string>();

  async function consumerPost(path: string, form: Record<string, string>) {
    const response = await fetch(`${session.stack.payframeUrl}/v1/consumers/${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${session.stack.server.keys.testPublishable}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ request_surface: 'web_elements', ...form }),
    });
    return (await response.json()) as Record<string, any>;
  }

  /**
   * The consumer's wallet as the API shows it: a lookup says whether the account exists, and
   * only a verified session (the test-mode code 000000) lists its saved cards.
   */
  async function lookup(email: string) {
    const found = await consumerPost('sessions/lookup', { email_address: email });
    if (!found.exists) return { exists: false, redacted_payment_details: undefined };
    let secret = verified.get(email);
    if (!secret) {
      secret = found.consumer_session.client_secret as string;
      const credentials = { 'credentials[consumer_session_client_secret]': secret };
      await consumerPost('sessions/start_verification', { ...credentials, type: 'EMAIL' });
      await consumerPost('sessions/confirm_verification', { ...credentials, type: 'EMAIL', code: '000000' });
      verified.set(email, secret);
    }
    const listed = await consumerPost('payment_details/list', {
      'credentials[consumer_session_client_secret]': secret,
      'types[]': 'card',
    });
    return {
      exists: true,
      redacted_payment_details: listed.redacted_payment_details as Array<{
        id: string;
        is_default: boolean;
        state: string;
        card_details: { last4: string; exp_month: number; exp_year: number };
      }>,
    };
  }

  /** A new shopper pays with 4242 and opts in; answers the e-mail they signed up with. */
  async function signUpWhilePaying(page: Page, email: string) {
    const { intent, link } = await checkout(page);
    await link.fillCard('4242 4242 4242 4242');
    await link.optIn(email, '(201) 555-0123');
    await screenshot(page, 'link-opt-in');
    expect(await merchant(page).pay()).toEqual({ status: 'succeeded' });
    return intent;
  }

  it('a new shopper opts in while paying: the payment succeeds and the card is saved to Link', async () => {
    const email = `new-${Date.now()}@shop.example`;
    const intent = await signUpWhilePaying(session.page, email);
    const paid = await session.stack.stripe.paymentIntents.retrieve(intent.id);
    expect(paid.status).toBe('succeeded');
    const consumer = await lookup(email);
    expect(consumer.exists).toBe(true);
    expect(consumer.redacted_payment_details).toEqual([
      expect.objectContaining({ is_default: true, card_details: expect.objectContaining({ last4: '4242' }) }),
    ]);
  });

  it('in a new browser, the e-mail is recognised, 000000 verifies and the saved card pays, no card typed', async () => {
    const email = `back-${Date.now()}@shop.example`;
    await signUpWhilePaying(session.page, email);

    const page = await newPage(session.browser);
    try {
      const { intent, link } = await checkout(page);
      await link.tickOptIn();
      await link.input('email').fill(email);
      await link.code.waitFor({ state: 'visible', timeout: 15_000 });
      await expect
        .poll(() => link.frame.locator('.LinkModal').textContent())
        .toContain('Enter the code sent to (***) *** **23.');
      await screenshot(page, 'link-verification');
      await link.code.fill('000000');
      await link.wallet.waitFor({ state: 'visible', timeout: 15_000 });
      await expect
        .poll(() => link.cards.allTextContents())
        .toEqual([expect.stringMatching(/•••• 4242.*Default/)]);
      expect(await link.cards.first().getAttribute('aria-pressed')).toBe('true');
      expect(await link.element.frame.locator('input[name="number"]').count()).toBe(0);
      await screenshot(page, 'link-saved-details');
      expect(await merchant(page).pay()).toEqual({ status: 'succeeded' });
      const paid = await session.stack.stripe.paymentIntents.retrieve(intent.id);
      expect(paid.status).toBe('succeeded');
      const pm = await session.stack.stripe.paymentMethods.retrieve(paid.payment_method as string);
      expect(pm.card?.last4).toBe('4242');
    } finally {
      await page.context().close();
    }
  });

  it('updates a saved card’s expiry, removes it after a confirmation, and logs out', async () => {
    const email = `manage-${Date.now()}@shop.example`;
    await signUpWhilePaying(session.page, email);
    const page = await newPage(session.browser);
    try {
      const { link } = await checkout(page);
      await link.signIn(email);
      // Update: a new expiry for the saved card.
      await link.frame.getByRole('button', { name: EN['link.update'] }).click();
      const expiry = link.frame.locator('#link-update-expiry');
      await expiry.fill('01 / 33');
      await screenshot(page, 'link-update-saved');
      await link.frame.getByRole('button', { name: EN['link.save'] }).click();
      await expect
        .poll(async () => (await lookup(email)).redacted_payment_details?.[0]?.card_details)
        .toMatchObject({ exp_month: 1, exp_year: 2033 });
      await expect.poll(() => link.cards.allTextContents()).toEqual([expect.stringMatching(/01\/33/)]);
      await link.frame.getByRole('button', { name: EN['link.remove'] }).click();
      const confirm = link.frame.getByRole('alertdialog');
      await expect.poll(() => confirm.textContent()).toContain('Visa ending in 4242');
      await screenshot(page, 'link-remove-confirmation');
      await confirm.getByRole('button', { name: EN['link.remove'] }).click();
      await expect.poll(async () => (await lookup(email)).redacted_payment_details?.length).toBe(0);
      // Nothing saved any more: the card form to add one, with the wallet's log out.
      await link.input('number').waitFor({ state: 'visible' });
      await link.frame.getByRole('button', { name: EN['link.logout'] }).first().click();
      await link.frame.getByRole('alertdialog').getByRole('button', { name: EN['link.logout'] }).click();
      await link.frame.getByText(EN['link.optIn']).waitFor({ state: 'visible' });
      expect(await link.wallet.count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });

  it('a saved card declined for insufficient funds is marked failed, shown declined and not selected', async () => {
    const email = `funds-${Date.now()}@shop.example`;
    const { link } = await checkout(session.page);
    await link.fillCard('4000 0000 0000 9995');
    await link.optIn(email, '(201) 555-0123');
    const result = await merchant(session.page).pay();
    expect(result.error).toMatch(/insufficient funds/i);
    await link.frame.getByText(result.error!).waitFor({ state: 'visible' });
    const page = await newPage(session.browser);
    try {
      const { link: back } = await checkout(page);
      await back.signIn(email);
      await expect
        .poll(() => back.cards.allTextContents())
        .toEqual([expect.stringMatching(/•••• 9995.*Declined/)]);
      expect(await back.cards.first().isDisabled()).toBe(true);
      expect(await merchant(page).pay()).toEqual({ error: 'Your payment details are incomplete.' });
    } finally {
      await page.context().close();
    }
  });

  it('"Pay without Link" closes the panel of a recognised e-mail and pays with the typed card', async () => {
    const email = `without-${Date.now()}@shop.example`;
    await signUpWhilePaying(session.page, email);
    const page = await newPage(session.browser);
    try {
      const { intent, link } = await checkout(page);
      await link.fillCard('5555 5555 5555 4444');
      await link.tickOptIn();
      await link.input('email').fill(email);
      await link.code.waitFor({ state: 'visible', timeout: 15_000 });
      await link.frame.getByRole('button', { name: EN['link.payWithout'] }).click();
      await link.code.waitFor({ state: 'detached' });
      // The panel may be opened again (the modal's previously-open state).
      await link.tickOptIn();
      await link.frame.getByRole('button', { name: EN['link.verifyPrompt'] }).waitFor({ state: 'visible' });
      expect(await merchant(page).pay()).toEqual({ status: 'succeeded' });
      const paid = await session.stack.stripe.paymentIntents.retrieve(intent.id);
      const pm = await session.stack.stripe.paymentMethods.retrieve(paid.payment_method as string);
      expect(pm.card?.last4).toBe('4444');
      // Nothing was added to their Link.
      expect((await lookup(email)).redacted_payment_details).toHaveLength(1);
    } finally {
      await page.context().close();
    }
  });

  it("offers no Link with wallets: { link: 'never' }", async () => {
    const intent = await session.stack.stripe.paymentIntents.create({
      amount: 2500,
      currency: 'usd',
      payment_method_types: ['card'],
    } as never);
    const page = session.page;
    await spyOnGroupChannels(page);
    await page.goto(site.url);
    await page.evaluate(
      (s) =>
        (window as unknown as { merchant: MerchantApi }).merchant.mountPayment(s, undefined, {
          wallets: { link: 'never' },
        }),
      intent.client_secret!,
    );
    const link = new LinkInPaymentModel(page);
    await link.element.ready();
    await link.fillCard('4242 4242 4242 4242');
    // The card form is whole (its ZIP shown), Link's availability has reached the payment frame
    // (what shows the box in the other tests) and the frame has drawn it, and no Link box came.
    await link.element.input('postalCode').waitFor();
    await expect
      .poll(async () =>
        (await heardBy(link.element.frame, 'link/state')).some(
          (m) => m.frameId === 'controller' && (m.payload as LinkState).available === true,
        ),
      )
      .toBe(true);
    await settled(page);
    expect(await link.element.frame.getByText(EN['link.optIn']).count()).toBe(0);
    expect(await merchant(page).pay()).toEqual({ status: 'succeeded' });
  });

  it('a failed sign-up falls back to a plain card payment that succeeds', async () => {
    const page = session.page;
    // The consumer API fails for this browser: Link must not cost the shopper their payment.
    await page.context().route('**/v1/consumers/accounts/sign_up', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { type: 'api_error', message: 'Link is down.' } }),
      }),
    );
    const email = `fallback-${Date.now()}@shop.example`;
    const { intent, link } = await checkout(page);
    await link.fillCard('4242 4242 4242 4242');
    await link.optIn(email, '(201) 555-0123');
    expect(await merchant(page).pay()).toEqual({ status: 'succeeded' });
    const paid = await session.stack.stripe.paymentIntents.retrieve(intent.id);
    expect(paid.status).toBe('succeeded');
    expect((await lookup(email)).exists).toBe(false);
  });
});
