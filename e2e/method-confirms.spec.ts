import type { Browser, Page } from 'playwright-core';
import type Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type BankPage, startBankPage } from './fixtures/bank-page.js';
import { launchBrowser, newPage } from './fixtures/browser.js';
import { screenshot } from './fixtures/screenshots.js';
import { type Stack, startStack } from './fixtures/stack.js';
import { ChallengeModal } from './models/challenge.js';

type Outcome = { paymentIntent?: { id: string; status: string }; error?: { type: string; message: string } };

/**
 * The method-specific confirm calls without an element, as Stripe's guides write them: BLIK
 * with its code in the confirmation options (the wait for the banking app in the modal), WeChat
 * Pay (its QR code in the modal): the same next-action path as the Payment Element's.
 */
describe('method-specific confirm calls on a merchant page', () => {
  let stack: Stack;
  let browser: Browser;
  let site: BankPage;
  let page: Page;
  let modal: ChallengeModal;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
    site = await startBankPage({
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
    await page.goto(site.url);
    modal = new ChallengeModal(page);
  });
  afterEach(async () => page?.context().close());

  const createIntent = (amount: number, currency: string, type: string) =>
    stack.stripe.paymentIntents.create({
      amount,
      currency,
      payment_method_types: [type],
    } as Stripe.PaymentIntentCreateParams);

  /** `payframe[call](clientSecret, data)`, its outcome kept on window.outcome (the promise may wait on the modal). */
  async function call(name: string, secret: string, data: Record<string, unknown>): Promise<void> {
    await page.evaluate(
      ([n, s, d]) => {
        const w = window as unknown as {
          Payframe(pk: string): Record<string, (...a: unknown[]) => Promise<unknown>>;
          outcome?: unknown;
        };
        const payframe = w.Payframe(document.body.dataset.pk ?? '');
        void payframe[n]!(s, d).then((result) => {
          w.outcome = result;
        });
      },
      [name, secret, data] as const,
    );
  }

  const outcome = async (): Promise<Outcome> => {
    await page.waitForFunction(
      () => (window as unknown as { outcome?: unknown }).outcome !== undefined,
      null,
      {
        timeout: 30_000,
      },
    );
    return page.evaluate(() => (window as unknown as { outcome: Outcome }).outcome);
  };

  it('confirmBlikPayment sends the code, shows the wait for the banking app and resolves once it approves', async () => {
    const intent = await createIntent(2400, 'pln', 'blik');
    await call('confirmBlikPayment', intent.client_secret!, {
      payment_method: { blik: {} },
      payment_method_options: { blik: { code: '123456' } },
    });
    await modal.box.getByText('Confirm the payment in your banking app').waitFor({ timeout: 20_000 });
    await screenshot(page, 'method-confirm-blik-waiting');
    const result = await outcome();
    expect(result.error).toBeUndefined();
    expect(result.paymentIntent).toMatchObject({ id: intent.id, status: 'succeeded' });
    await expect.poll(() => modal.overlay.count()).toBe(0);
  });

  it('confirmWechatPayPayment shows the QR code in the modal; closing it rejects and leaves the payment waiting', async () => {
    const intent = await createIntent(2400, 'cny', 'wechat_pay');
    await call('confirmWechatPayPayment', intent.client_secret!, {});
    await modal.box.getByRole('img', { name: 'WeChat Pay QR code' }).waitFor({ timeout: 20_000 });
    await screenshot(page, 'method-confirm-wechat-qr');
    await modal.closeButton.click();
    const result = await outcome();
    expect(result.error).toMatchObject({
      type: 'invalid_request_error',
      message: expect.stringMatching(/QR code was closed/),
    });
    const after = await stack.stripe.paymentIntents.retrieve(intent.id, { expand: ['payment_method'] });
    expect(after.status).toBe('requires_action');
    expect((after.payment_method as Stripe.PaymentMethod).type).toBe('wechat_pay');
  });
});
