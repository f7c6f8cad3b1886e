import type { Frame, Page } from 'playwright-core';
import type Stripe from 'stripe';
import { beforeEach, describe, expect, it } from 'vitest';
import { type MerchantPage, mountOnMerchantPage } from './fixtures/merchant-page.js';
import { useMerchantSession } from './fixtures/merchant-session.js';
import { screenshot } from './fixtures/screenshots.js';
import type { Stack } from './fixtures/stack.js';
import { ChallengeModal } from './models/challenge.js';
import type { PaymentElementModel } from './models/payment-element.js';

type Outcome = { paymentIntent?: { id: string; status: string }; error?: { type: string; message: string } };

/**
 * OXXO and Boleto in the Payment Element: the shopper fills the form, sees the voucher in the
 * modal over the shop, closes it (the merchant's promise resolves, the intent still waiting),
 * then the test helper pays the voucher and the intent is succeeded.
 */
describe('voucher methods in the Payment Element', () => {
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

  /** The hosted voucher page in the modal, once drawn. */
  async function voucherFrame(): Promise<Frame> {
    await expect
      .poll(() => page.frames().some((f) => f.url().includes('/vouchers/vch_')), { timeout: 20_000 })
      .toBe(true);
    const frame = page.frames().find((f) => f.url().includes('/vouchers/vch_'))!;
    await frame.getByTestId('voucher-amount').waitFor();
    return frame;
  }

  const outcome = async (): Promise<Outcome> => {
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { outcome?: unknown }).outcome !== undefined), {
        timeout: 20_000,
      })
      .toBe(true);
    return page.evaluate(() => (window as unknown as { outcome: Outcome }).outcome);
  };

  /** The test helper pays the intent's voucher now. */
  async function settle(intent: string): Promise<void> {
    const answer = await fetch(`${stack.payframeUrl}/v1/test_helpers/vouchers/settle`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${stack.server.keys.testSecret}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ payment_intent: intent }),
    });
    expect(answer.status).toBe(200);
  }

  it('OXXO: the voucher shows in the modal, closing it resolves requires_action, the test helper pays it', async () => {
    // On a phone: the voucher takes the screen's width.
    await page.setViewportSize({ width: 375, height: 760 });
    const intent = await mount(['card', 'oxxo'], 'mxn');
    await element.selectMethod('OXXO');
    await element.frame
      .getByText(/you will get a voucher with the instructions to complete your payment with OXXO/)
      .waitFor();
    await element.input('name').fill('Jenny Rosen');
    await element.input('email').fill('jenny@example.com');
    await confirm();
    const frame = await voucherFrame();
    await expect(frame.getByTestId('voucher-amount').textContent()).resolves.toMatch(/24[.,]00/);
    await frame.getByRole('img', { name: 'Barcode of the voucher' }).waitFor();
    await frame.getByRole('button', { name: 'Print' }).waitFor();
    await screenshot(page, 'voucher-oxxo-modal', { fullPage: false });
    const box = await modal.window.boundingBox();
    expect(box?.width).toBeGreaterThan(360);

    await modal.closeButton.click();
    const result = await outcome();
    expect(result.error).toBeUndefined();
    expect(result.paymentIntent).toMatchObject({ id: intent.id, status: 'requires_action' });
    await expect.poll(() => modal.overlay.count()).toBe(0);

    await settle(intent.id);
    const after = await stack.stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] });
    expect(after.status).toBe('succeeded');
    expect((after.latest_charge as Stripe.Charge).payment_method_details?.type).toBe('oxxo');
  });

  it('Boleto: the CPF is formatted as typed, the voucher and its hosted page show, the test helper pays it', async () => {
    const intent = await mount(['card', 'boleto'], 'brl');
    await element.selectMethod('Boleto');
    await element.input('name').fill('Jenny Rosen');
    await element.input('email').fill('jenny@example.com');
    const taxId = element.input('taxId');
    await taxId.pressSequentially('52998224725', { delay: 5 });
    await expect(taxId.inputValue()).resolves.toBe('529.982.247-25');
    await element.input('country').selectOption('BR');
    await element.input('addressLine1').fill('Av. Paulista 1000');
    await element.input('locality').fill('São Paulo');
    const state = element.input('administrativeArea');
    if ((await state.count()) > 0 && (await state.isVisible())) {
      if ((await state.evaluate((node) => node.tagName)) === 'SELECT') await state.selectOption('SP');
      else await state.fill('SP');
    }
    await element.input('postalCode').fill('01310-100');
    await screenshot(page, 'voucher-boleto-form');

    await confirm();
    const frame = await voucherFrame();
    await expect(frame.getByTestId('voucher-amount').textContent()).resolves.toMatch(/24[.,]00/);
    await frame.getByRole('link', { name: 'Download PDF' }).waitFor();
    await frame.getByRole('link', { name: 'Open in a new window' }).waitFor();
    await screenshot(page, 'voucher-boleto-modal', { fullPage: false });

    const pending = await stack.stripe.paymentIntents.retrieve(intent.id);
    expect(pending.next_action?.type).toBe('boleto_display_details');
    const display = (pending.next_action as unknown as Record<string, { hosted_voucher_url: string }>)
      .boleto_display_details!;
    const hosted = await page.context().newPage();
    await hosted.goto(display.hosted_voucher_url);
    await hosted.getByRole('heading', { name: 'Boleto voucher' }).waitFor();
    // On its own, the page does not offer to open itself again.
    await expect(hosted.getByRole('link', { name: 'Open in a new window' }).count()).resolves.toBe(0);
    await screenshot(hosted, 'voucher-boleto-hosted-page');
    await hosted.close();

    await modal.closeButton.click();
    const result = await outcome();
    expect(result.paymentIntent).toMatchObject({ id: intent.id, status: 'requires_action' });

    await settle(intent.id);
    const after = await stack.stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] });
    expect(after.status).toBe('succeeded');
    expect((after.latest_charge as Stripe.Charge).payment_method_details).toMatchObject({
      type: 'boleto',
      boleto: { tax_id: '52998224725' },
    });
  });

  it('confirmOxxoPayment shows the voucher too, and resolves requires_action once it is closed', async () => {
    const intent = await mount(['oxxo'], 'mxn');
    await page.evaluate((secret) => {
      const w = window as unknown as {
        payframe: { confirmOxxoPayment(s: string, d: unknown): Promise<unknown> };
        outcome?: unknown;
      };
      void w.payframe
        .confirmOxxoPayment(secret, {
          payment_method: { billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' } },
        })
        .then((result) => {
          w.outcome = result;
        });
    }, intent.client_secret!);
    const frame = await voucherFrame();
    await frame.getByRole('img', { name: 'Barcode of the voucher' }).waitFor();
    await modal.closeButton.click();
    const result = await outcome();
    expect(result.paymentIntent).toMatchObject({ id: intent.id, status: 'requires_action' });
  });

  it("Konbini and Multibanco vouchers read in the shopper's language on their hosted pages", async () => {
    for (const [type, currency, amount, locale, heading] of [
      ['konbini', 'jpy', 1500, 'ja', 'Konbini 支払い票'],
      ['multibanco', 'eur', 2400, 'fr', 'Bon Multibanco'],
    ] as const) {
      const pi = await stack.stripe.paymentIntents.create({
        amount,
        currency,
        payment_method_types: [type],
        payment_method_data: {
          type,
          billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com', phone: '+81 90 1234 5678' },
        },
        confirm: true,
      } as unknown as Stripe.PaymentIntentCreateParams);
      const display = (pi.next_action as unknown as Record<string, { hosted_voucher_url: string }>)[
        `${type}_display_details`
      ]!;
      await page.goto(`${display.hosted_voucher_url}&locale=${locale}`);
      await page.getByRole('heading', { name: heading }).waitFor();
      await screenshot(page, `voucher-${type}-hosted-page`);
    }
  });
});
