import type { Browser, Page } from 'playwright-core';
import type Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './fixtures/browser.js';
import { type MerchantPage, mountOnMerchantPage, startMerchantPage } from './fixtures/merchant-page.js';
import { screenshot } from './fixtures/screenshots.js';
import { type Stack, startStack } from './fixtures/stack.js';
import { ChallengeModal } from './models/challenge.js';
import { PaymentElementModel } from './models/payment-element.js';

type Outcome = {
  paymentIntent?: { id: string; status: string };
  error?: { type: string; code?: string; message: string };
};

/**
 * A shopper pays by BLIK (the code typed into the Payment Element, then the wait for the
 * banking app, which the simulator answers) and by Pix (the QR modal, answered on the page the
 * code holds, as a phone would).
 */
describe('app payment methods in the Payment Element', () => {
  let stack: Stack;
  let merchant: MerchantPage;
  let browser: Browser;
  let page: Page;
  let element: PaymentElementModel;
  let modal: ChallengeModal;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
    merchant = await startMerchantPage(stack.payframeUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await merchant?.close();
    await stack?.close();
  });
  beforeEach(async () => {
    page = await newPage(browser);
    element = new PaymentElementModel(page);
    modal = new ChallengeModal(page);
  });
  afterEach(async () => page?.context().close());

  async function mount(types: string[], currency: string): Promise<Stripe.PaymentIntent> {
    const server = { stripe: stack.stripe, publishableKey: stack.server.keys.testPublishable };
    const intent = await mountOnMerchantPage(page, merchant, server, {}, types, {}, currency);
    await element.ready();
    return intent;
  }

  /** Confirms as a merchant who stays on the page; the outcome lands on window. */
  async function confirm(): Promise<void> {
    await page.evaluate((url) => {
      const w = window as unknown as {
        payframe: { confirmPayment(o: unknown): Promise<unknown> };
        elements: unknown;
        outcome?: unknown;
      };
      void w.payframe
        .confirmPayment({ elements: w.elements, confirmParams: { return_url: url }, redirect: 'if_required' })
        .then((result) => {
          w.outcome = result;
        });
    }, `${merchant.url}return`);
  }

  const outcome = async (): Promise<Outcome> => {
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { outcome?: unknown }).outcome !== undefined), {
        timeout: 20_000,
      })
      .toBe(true);
    return page.evaluate(() => (window as unknown as { outcome: Outcome }).outcome);
  };

  it('BLIK: the code is checked, sent, and the wait shown until the banking app approves', async () => {
    const intent = await mount(['card', 'blik'], 'pln');
    await element.selectMethod('BLIK');
    const code = element.input('blik_code');
    await code.waitFor();
    // An incomplete code is refused in the form, with Stripe's message; nothing is sent.
    await code.fill('1234');
    await confirm();
    await element.error('blik-blik_code').getByText('Your BLIK code is incomplete.').waitFor();
    const refused = await outcome();
    expect(refused.error).toMatchObject({ type: 'validation_error', code: 'incomplete_blik_code' });
    await page.evaluate(() => {
      (window as unknown as { outcome?: unknown }).outcome = undefined;
    });

    // Letters are dropped as the shopper types: only the 6 digits stay.
    await code.fill('');
    await code.pressSequentially('12a3456');
    await expect.poll(() => code.inputValue()).toBe('123456');
    await screenshot(page, 'app-blik-form');

    await confirm();
    await modal.box.getByText('Confirm the payment in your banking app').waitFor({ timeout: 20_000 });
    await expect(modal.box.getByTestId('approval-amount').textContent()).resolves.toMatch(/24[.,]00/);
    await expect(modal.box.getByRole('timer').textContent()).resolves.toMatch(/[01]:[0-5]\d/);
    await screenshot(page, 'app-blik-waiting');

    const result = await outcome();
    expect(result.error).toBeUndefined();
    expect(result.paymentIntent).toMatchObject({ id: intent.id, status: 'succeeded' });
    await expect.poll(() => modal.overlay.count()).toBe(0);
    const paid = await stack.stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] });
    expect((paid.latest_charge as Stripe.Charge).payment_method_details).toEqual({ type: 'blik', blik: {} });
    // The code went with the confirmation, never into the payment method or the intent.
    expect(paid.payment_method_options?.blik).toEqual({});
  });

  it('BLIK: a code the banking app declines rejects with the intent’s error', async () => {
    await mount(['card', 'blik'], 'pln');
    await element.selectMethod('BLIK');
    await element.input('blik_code').fill('000001');
    await confirm();
    const result = await outcome();
    expect(result.paymentIntent).toBeUndefined();
    expect(result.error).toMatchObject({ code: 'payment_intent_payment_attempt_failed' });
  });

  it('Pix: the QR modal counts down to the code’s expiry; paid on the code’s page, the promise resolves', async () => {
    const intent = await mount(['card', 'pix'], 'brl');
    await element.selectMethod('Pix');
    await confirm();
    await modal.box.getByRole('img', { name: 'Pix QR code' }).waitFor({ timeout: 20_000 });
    await modal.box.getByText('Pay with Pix').waitFor();
    await expect(modal.box.getByRole('timer').textContent()).resolves.toMatch(/expires in 2[34]:\d\d:\d\d/);
    await screenshot(page, 'app-pix-modal');

    const pending = await stack.stripe.paymentIntents.retrieve(intent.id);
    expect(pending.status).toBe('requires_action');
    const display = (pending.next_action as unknown as Record<string, { data: string }>).pix_display_qr_code!;
    const phone = await page.context().newPage();
    await phone.goto(display.data);
    await expect(phone.getByRole('button').allTextContents()).resolves.toEqual([
      'Authorize',
      'Fail',
      'Expire',
    ]);
    await phone.getByRole('button', { name: 'Authorize' }).click();
    await phone.getByText('You can close this window.').waitFor();

    const result = await outcome();
    expect(result.error).toBeUndefined();
    expect(result.paymentIntent).toMatchObject({ id: intent.id, status: 'succeeded' });
    await expect.poll(() => modal.overlay.count()).toBe(0);
  });
});
