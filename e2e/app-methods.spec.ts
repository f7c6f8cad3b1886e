import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { mountOnMerchantPage } from './fixtures/merchant-page.js';
import { useMerchantSession } from './fixtures/merchant-session.js';
import { screenshot } from './fixtures/screenshots.js';
import { ChallengeModal } from './models/challenge.js';

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
  const session = useMerchantSession();
  const page = () => session.page;
  const modal = () => new ChallengeModal(session.page);

  async function mount(types: string[], currency: string): Promise<Stripe.PaymentIntent> {
    const { stack, merchant } = session;
    const server = { stripe: stack.stripe, publishableKey: stack.server.keys.testPublishable };
    const intent = await mountOnMerchantPage(page(), merchant, server, {}, types, {}, currency);
    await session.element.ready();
    return intent;
  }

  /** Confirms as a merchant who stays on the page; the outcome lands on window. */
  async function confirm(): Promise<void> {
    await page().evaluate((url) => {
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
    }, `${session.merchant.url}return`);
  }

  const outcome = async (): Promise<Outcome> => {
    await expect
      .poll(() => page().evaluate(() => (window as unknown as { outcome?: unknown }).outcome !== undefined), {
        timeout: 20_000,
      })
      .toBe(true);
    return page().evaluate(() => (window as unknown as { outcome: Outcome }).outcome);
  };

  it('BLIK: the code is checked, sent, and the wait shown until the banking app approves', async () => {
    const intent = await mount(['card', 'blik'], 'pln');
    await session.element.selectMethod('BLIK');
    const code = session.element.input('blik_code');
    await code.waitFor();
    // An incomplete code is refused in the form, with Stripe's message; nothing is sent.
    await code.fill('1234');
    await confirm();
    await session.element.error('blik-blik_code').getByText('Your BLIK code is incomplete.').waitFor();
    const refused = await outcome();
    expect(refused.error).toMatchObject({ type: 'validation_error', code: 'incomplete_blik_code' });
    await page().evaluate(() => {
      (window as unknown as { outcome?: unknown }).outcome = undefined;
    });

    // Letters are dropped as the shopper types: only the 6 digits stay.
    await code.fill('');
    await code.pressSequentially('12a3456');
    await expect.poll(() => code.inputValue()).toBe('123456');
    await screenshot(page(), 'app-blik-form');

    await confirm();
    await modal().box.getByText('Confirm the payment in your banking app').waitFor({ timeout: 20_000 });
    await expect(modal().box.getByTestId('approval-amount').textContent()).resolves.toMatch(/24[.,]00/);
    await expect(modal().box.getByRole('timer').textContent()).resolves.toMatch(/[01]:[0-5]\d/);
    await screenshot(page(), 'app-blik-waiting');

    const result = await outcome();
    expect(result.error).toBeUndefined();
    expect(result.paymentIntent).toMatchObject({ id: intent.id, status: 'succeeded' });
    await expect.poll(() => modal().overlay.count()).toBe(0);
    const paid = await session.stack.stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] });
    expect((paid.latest_charge as Stripe.Charge).payment_method_details).toEqual({ type: 'blik', blik: {} });
    // The code went with the confirmation, never into the payment method or the intent.
    expect(paid.payment_method_options?.blik).toEqual({});
  });

  it('BLIK: a code the banking app declines rejects with the intent’s error', async () => {
    await mount(['card', 'blik'], 'pln');
    await session.element.selectMethod('BLIK');
    await session.element.input('blik_code').fill('000001');
    await confirm();
    const result = await outcome();
    expect(result.paymentIntent).toBeUndefined();
    expect(result.error).toMatchObject({ code: 'payment_intent_payment_attempt_failed' });
  });

  it('Pix: the QR modal counts down to the code’s expiry; paid on the code’s page, the promise resolves', async () => {
    const intent = await mount(['card', 'pix'], 'brl');
    await session.element.selectMethod('Pix');
    await confirm();
    await modal().box.getByRole('img', { name: 'Pix QR code' }).waitFor({ timeout: 20_000 });
    await modal().box.getByText('Pay with Pix').waitFor();
    await expect(modal().box.getByRole('timer').textContent()).resolves.toMatch(/expires in 2[34]:\d\d:\d\d/);
    await screenshot(page(), 'app-pix-modal');

    const pending = await session.stack.stripe.paymentIntents.retrieve(intent.id);
    expect(pending.status).toBe('requires_action');
    const display = (pending.next_action as unknown as Record<string, { data: string }>).pix_display_qr_code!;
    const phone = await page().context().newPage();
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
    await expect.poll(() => modal().overlay.count()).toBe(0);
  });

  it('Cash App Pay on a computer: its code in the QR modal, approved on the page the code holds', async () => {
    const intent = await mount(['card', 'cashapp'], 'usd');
    await session.element.selectMethod('Cash App Pay');
    await confirm();
    await modal().box.getByRole('img', { name: 'Cash App Pay QR code' }).waitFor({ timeout: 20_000 });
    await expect(modal().box.getByRole('timer').textContent()).resolves.toMatch(/expires in \d+:\d\d/);
    const pending = await session.stack.stripe.paymentIntents.retrieve(intent.id);
    const next = (pending.next_action as unknown as Record<string, { mobile_auth_url: string }>)
      .cashapp_handle_redirect_or_display_qr_code!;
    const phone = await page().context().newPage();
    await phone.goto(next.mobile_auth_url);
    await phone.getByRole('button', { name: 'Authorize' }).click();
    // The phone goes back to the shop's return_url, as Cash App does.
    await phone.waitForURL(/\/return\?.*redirect_status=succeeded/);
    const result = await outcome();
    expect(result.paymentIntent).toMatchObject({ id: intent.id, status: 'succeeded' });
  });

  it('Alipay: the page goes to Alipay (the test page) and back to the return_url', async () => {
    const intent = await mount(['card', 'alipay'], 'eur');
    await session.element.selectMethod('Alipay');
    await confirm();
    await page().waitForURL(/\/test\/redirect\//, { timeout: 20_000 });
    await expect(page().getByRole('heading').first().textContent()).resolves.toContain('Alipay');
    await page().getByRole('button', { name: 'Authorize' }).click();
    await page().waitForURL(/\/return\?.*redirect_status=succeeded/, { timeout: 20_000 });
    expect(page().url()).toContain(`payment_intent=${intent.id}`);
  });

  it('BLIK by Stripe.js’s confirmBlikPayment: the same wait in the modal, then the paid intent', async () => {
    const intent = await mount(['card', 'blik'], 'pln');
    await page().evaluate((secret) => {
      const w = window as unknown as {
        payframe: { confirmBlikPayment(s: string, o: unknown): Promise<unknown> };
        outcome?: unknown;
      };
      void w.payframe
        .confirmBlikPayment(secret, {
          payment_method: { blik: {} },
          payment_method_options: { blik: { code: '123456' } },
        })
        .then((result) => {
          w.outcome = result;
        });
    }, intent.client_secret!);
    await modal().box.getByText('Confirm the payment in your banking app').waitFor({ timeout: 20_000 });
    const result = await outcome();
    expect(result.error).toBeUndefined();
    expect(result.paymentIntent).toMatchObject({ id: intent.id, status: 'succeeded' });
  });

  it('Cash App Pay set up by confirmCashappSetup: the code without an amount, approved, the method saved', async () => {
    await mount(['card'], 'usd');
    const customer = await session.stack.stripe.customers.create({});
    const setup = await session.stack.stripe.setupIntents.create({
      customer: customer.id,
      payment_method_types: ['cashapp'],
    } as Stripe.SetupIntentCreateParams);
    await page().evaluate((secret) => {
      const w = window as unknown as {
        payframe: { confirmCashappSetup(s: string, o: unknown): Promise<unknown> };
        outcome?: unknown;
      };
      void w.payframe.confirmCashappSetup(secret, { payment_method: {} }).then((result) => {
        w.outcome = result;
      });
    }, setup.client_secret!);
    await modal().box.getByRole('img', { name: 'Cash App Pay QR code' }).waitFor({ timeout: 20_000 });
    await expect(modal().box.getByTestId('qr-amount').count()).resolves.toBe(0);
    await screenshot(page(), 'app-cashapp-setup-modal');
    const pending = await session.stack.stripe.setupIntents.retrieve(setup.id);
    const next = (pending.next_action as unknown as Record<string, { mobile_auth_url: string }>)
      .cashapp_handle_redirect_or_display_qr_code!;
    const phone = await page().context().newPage();
    await phone.goto(next.mobile_auth_url);
    await phone.getByRole('button', { name: 'Authorize' }).click();
    await phone.getByText('You can close this window.').waitFor();
    const result = (await outcome()) as Outcome & { setupIntent?: { id: string; status: string } };
    expect(result.setupIntent).toMatchObject({ id: setup.id, status: 'succeeded' });
    const done = await session.stack.stripe.setupIntents.retrieve(setup.id);
    expect(done.mandate).toMatch(/^mandate_/);
  });
});
