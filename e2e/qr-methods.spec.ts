import type { Page } from 'playwright-core';
import type Stripe from 'stripe';
import { beforeEach, describe, expect, it } from 'vitest';
import { type MerchantPage, mountOnMerchantPage } from './fixtures/merchant-page.js';
import { useMerchantSession } from './fixtures/merchant-session.js';
import { screenshot } from './fixtures/screenshots.js';
import type { Stack } from './fixtures/stack.js';
import { ChallengeModal } from './models/challenge.js';
import type { PaymentElementModel } from './models/payment-element.js';

type Outcome = { paymentIntent?: { id: string; status: string }; error?: { type: string; message: string } };

describe('QR code methods in the Payment Element', () => {
  const session = useMerchantSession();
  let stack: Stack;
  let merchant: MerchantPage;
  let page: Page;
  let element: PaymentElementModel;
  let modal: ChallengeModal;
  beforeEach(() => {
    ({ stack, merchant, page, element } = session);
    modal = new ChallengeModal(page);
  });

  /** Picks WeChat Pay and confirms as a merchant who stays on the page; the outcome lands on window. */
  async function payByWeChat(): Promise<Stripe.PaymentIntent> {
    const server = { stripe: stack.stripe, publishableKey: stack.server.keys.testPublishable };
    const intent = await mountOnMerchantPage(page, merchant, server, {}, ['card', 'wechat_pay']);
    await element.ready();
    await element.selectMethod('WeChat Pay');
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
    await modal.box.getByRole('img', { name: 'WeChat Pay QR code' }).waitFor({ timeout: 20_000 });
    return intent;
  }

  const outcome = async (): Promise<Outcome> => {
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { outcome?: unknown }).outcome !== undefined), {
        timeout: 20_000,
      })
      .toBe(true);
    return page.evaluate(() => (window as unknown as { outcome: Outcome }).outcome);
  };

  it('shows the code; paid on the page a phone would open, the promise resolves succeeded', async () => {
    const intent = await payByWeChat();
    await modal.box.getByText('Pay with WeChat Pay').waitFor();
    await expect(modal.box.getByTestId('qr-amount').textContent()).resolves.toMatch(/24[.,]00/);
    await screenshot(page, 'qr-wechat-pay-modal');

    const pending = await stack.stripe.paymentIntents.retrieve(intent.id);
    expect(pending.status).toBe('requires_action');
    const display = (pending.next_action as unknown as Record<string, { data: string }>)
      .wechat_pay_display_qr_code!;
    const phone = await page.context().newPage();
    await phone.goto(display.data);
    await phone.getByRole('button', { name: 'Authorize' }).click();
    await phone.getByText('You can close this window.').waitFor();

    const result = await outcome();
    expect(result.error).toBeUndefined();
    expect(result.paymentIntent).toMatchObject({ id: intent.id, status: 'succeeded' });
    await expect.poll(() => modal.overlay.count()).toBe(0);
  });

  it('closing the modal rejects and leaves the payment waiting in requires_action', async () => {
    const intent = await payByWeChat();
    await modal.closeButton.click();
    const result = await outcome();
    expect(result.paymentIntent).toBeUndefined();
    expect(result.error).toMatchObject({
      type: 'invalid_request_error',
      message: expect.stringMatching(/QR code was closed/),
    });
    await expect.poll(() => modal.overlay.count()).toBe(0);
    const after = await stack.stripe.paymentIntents.retrieve(intent.id);
    expect(after.status).toBe('requires_action');
    expect(after.next_action?.type).toBe('wechat_pay_display_qr_code');
  });
});
