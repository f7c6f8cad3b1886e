import type { Page } from 'playwright-core';
import type Stripe from 'stripe';
import { beforeEach, describe, expect, it } from 'vitest';
import { BANK_LINK_EN } from '../packages/frames/src/bank-link/messages/en.js';
import { type MerchantPage, mountOnMerchantPage } from './fixtures/merchant-page.js';
import { useMerchantSession } from './fixtures/merchant-session.js';
import { screenshot } from './fixtures/screenshots.js';
import type { Stack } from './fixtures/stack.js';
import type { PaymentElementModel } from './models/payment-element.js';

const EN = BANK_LINK_EN;

type Outcome = { paymentIntent?: { id: string; status: string }; error?: { type: string; message: string } };

/**
 * The Payment Element's us_bank_account tab: the shopper gives their name and e-mail under the
 * ACH mandate, pays, links the test bank in the modal, and the payment is processing.
 */
describe('US bank account in the Payment Element', () => {
  const session = useMerchantSession();
  let stack: Stack;
  let merchant: MerchantPage;
  let page: Page;
  let element: PaymentElementModel;
  beforeEach(() => {
    ({ stack, merchant, page, element } = session);
  });

  it('pays by linking the test bank in the modal', async () => {
    const server = { stripe: stack.stripe, publishableKey: stack.server.keys.testPublishable };
    const intent = await mountOnMerchantPage(
      page,
      merchant,
      server,
      {},
      ['card', 'us_bank_account'],
      {},
      'usd',
    );
    await element.ready();
    await element.selectMethod('US bank account');
    await element.frame.getByText(/through the ACH network/).waitFor();
    await element.input('name').fill('Jenny Rosen');
    await element.input('email').fill('jenny@example.com');
    await screenshot(page, 'us-bank-payment-element-tab');
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
    const box = page.frameLocator('iframe[name^="__payframe_challenge_"]').getByRole('dialog');
    await box.getByRole('button', { name: EN.agree }).click({ timeout: 20_000 });
    await box.getByRole('button', { name: 'Payframe Test Bank' }).click();
    await box.getByRole('button', { name: EN.signIn }).click();
    await box.getByRole('button', { name: EN.link }).click();
    await box.getByRole('button', { name: EN.done }).click();
    await page.waitForFunction(
      () => (window as unknown as { outcome?: unknown }).outcome !== undefined,
      null,
      {
        timeout: 30_000,
      },
    );
    const result = await page.evaluate(() => (window as unknown as { outcome: Outcome }).outcome);
    expect(result.error).toBeUndefined();
    expect(result.paymentIntent).toMatchObject({ id: intent.id, status: 'processing' });
    const pi = await stack.stripe.paymentIntents.retrieve(intent.id, { expand: ['payment_method'] });
    expect((pi.payment_method as Stripe.PaymentMethod).us_bank_account).toMatchObject({ last4: '6789' });
    expect((pi.payment_method as Stripe.PaymentMethod).billing_details.name).toBe('Jenny Rosen');
  });
});
