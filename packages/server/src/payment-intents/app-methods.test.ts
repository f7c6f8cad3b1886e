import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../kernel/ids.js';
import { inSystemTransaction } from '../kernel/system-transaction.js';
import { openTestPage } from '../pages/test-page-driver.fixture.js';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';
import { nextActionStep, runActionStep } from './action-steps.js';
import { eventTypes } from './event-types.js';

/**
 * Pix, Cash App Pay, Alipay and BLIK beyond the descriptor walk: each next action in Stripe's
 * shape (Alipay's against the vendored description; the description predates the other three,
 * whose shapes are Stripe's published ones, checked key by key here), Pix's code expiring in
 * the background, BLIK's code checked and answered by the simulated banking app, Cash App Pay
 * set up under a mandate, and each charge's details.
 */

type Hash = Record<string, unknown>;

describe.each(DATABASES)('app payment methods on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    // The background worker answers BLIK payments here, as it does for a merchant.
    t = await startTestServer({ database });
  });
  afterAll(async () => t?.close());

  async function confirmed(type: string, currency: string, extra: Hash = {}): Promise<Stripe.PaymentIntent> {
    return t.stripe.paymentIntents.create({
      amount: 2500,
      currency,
      payment_method_types: [type],
      payment_method_data: { type },
      confirm: true,
      ...extra,
    } as unknown as Stripe.PaymentIntentCreateParams);
  }

  /** Runs the intent's pending steps as if `seconds` had passed (what the worker does when they fall due). */
  async function runStepsAfter(intentId: string, seconds: number): Promise<void> {
    await inSystemTransaction(t.server.context, async (db, contextFor) => {
      for (;;) {
        const row = await nextActionStep(db, { intentId, dueBy: nowSeconds() + seconds });
        if (!row) return;
        await runActionStep(contextFor({ accountId: row.account_id, livemode: row.livemode }), row);
      }
    });
  }

  async function waitForStatus(id: string, leaving: string): Promise<Stripe.PaymentIntent> {
    for (let i = 0; i < 100; i++) {
      const pi = await t.stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] });
      if (pi.status !== leaving) return pi;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${id} stayed ${leaving}`);
  }

  describe('Pix', () => {
    it('shows a QR code that expires a day later by default, with its images and instructions', async () => {
      const before = nowSeconds();
      const pi = await confirmed('pix', 'brl');
      expect(pi.status).toBe('requires_action');
      expectValidResource('payment_intent', pi);
      const next = pi.next_action as unknown as { type: string; pix_display_qr_code: Hash };
      expect(next.type).toBe('pix_display_qr_code');
      const display = next.pix_display_qr_code;
      expect(Object.keys(display).sort()).toEqual([
        'data',
        'expires_at',
        'hosted_instructions_url',
        'image_url_png',
        'image_url_svg',
      ]);
      expect(display.data).toMatch(new RegExp(`^${t.url}/test/redirect/src_\\w+\\?token=\\w+$`));
      expect(display.expires_at).toBeGreaterThanOrEqual(before + 86_400);
      expect(display.expires_at).toBeLessThanOrEqual(nowSeconds() + 86_400);
      expect((await fetch(display.image_url_png as string)).headers.get('content-type')).toBe('image/png');
      const instructions = await (await fetch(display.hosted_instructions_url as string)).text();
      expect(instructions).toContain('Scan to pay');
      const qrPage = (locale: string) =>
        fetch(`${display.hosted_instructions_url as string}&locale=${locale}`).then((r) => r.text());
      const polish = await qrPage('pl');
      expect(polish).toContain('<html lang="pl" dir="ltr">');
      expect(polish).toContain('Zeskanuj, aby zapłacić');
      const taiwan = await qrPage('zh-TW');
      expect(taiwan).toContain('<html lang="zh-TW" dir="ltr">');
      expect(taiwan).toContain('掃描以使用 Pix 支付');
      expect(instructions).toContain(
        `<dt>Expires</dt><dd>${new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date((display.expires_at as number) * 1000))}</dd>`,
      );
      const page = await openTestPage(display.data as string);
      expect(page.buttons).toEqual(['Authorize', 'Fail', 'Expire']);
    });

    it('authorized: the charge carries the bank transaction id', async () => {
      const pi = await confirmed('pix', 'brl');
      const display = (pi.next_action as unknown as Record<string, Hash>).pix_display_qr_code!;
      await (await openTestPage(display.data as string)).press('Authorize');
      const paid = await t.stripe.paymentIntents.retrieve(pi.id, { expand: ['latest_charge'] });
      expect(paid.status).toBe('succeeded');
      const charge = paid.latest_charge as Stripe.Charge;
      expectValidResource('charge', charge);
      expect(charge.payment_method_details).toEqual({
        type: 'pix',
        pix: { bank_transaction_id: expect.stringMatching(/^sim_/) },
      });
      // The deadline passing later changes nothing: the shopper paid first.
      await runStepsAfter(pi.id, 86_401);
      expect((await t.stripe.paymentIntents.retrieve(pi.id)).status).toBe('succeeded');
      expect(await eventTypes(t.stripe, pi.id)).toEqual([
        'payment_intent.created',
        'payment_intent.requires_action',
        'payment_intent.succeeded',
      ]);
    });

    it('expires_after_seconds: at the deadline the worker fails the payment, as Stripe does', async () => {
      const pi = await confirmed('pix', 'brl', {
        payment_method_options: { pix: { expires_after_seconds: 600 } },
      });
      const display = (pi.next_action as unknown as Record<string, Hash>).pix_display_qr_code!;
      expect(display.expires_at).toBeGreaterThanOrEqual(nowSeconds() + 599);
      await runStepsAfter(pi.id, 60);
      expect((await t.stripe.paymentIntents.retrieve(pi.id)).status).toBe('requires_action');
      await runStepsAfter(pi.id, 601);
      const after = await t.stripe.paymentIntents.retrieve(pi.id);
      expect(after.status).toBe('requires_payment_method');
      expect(after.next_action).toBeNull();
      expect(after.last_payment_error).toMatchObject({
        type: 'invalid_request_error',
        code: 'payment_intent_payment_attempt_expired',
        payment_method: { type: 'pix' },
      });
      expectValidResource('payment_intent', after);
      expect(await eventTypes(t.stripe, pi.id)).toEqual([
        'payment_intent.created',
        'payment_intent.requires_action',
        'payment_intent.payment_failed',
      ]);
      // The code's page no longer takes an answer.
      expect((await openTestPage(display.data as string)).heading).toBe('This test page was already used');
    });

    it('expires_at is used as given; with expires_after_seconds too, or out of range, it is refused', async () => {
      const at = nowSeconds() + 3600;
      const pi = await confirmed('pix', 'brl', { payment_method_options: { pix: { expires_at: at } } });
      expect((pi.next_action as unknown as Record<string, Hash>).pix_display_qr_code!.expires_at).toBe(at);
      await expect(
        confirmed('pix', 'brl', {
          payment_method_options: { pix: { expires_at: at, expires_after_seconds: 60 } },
        }),
      ).rejects.toMatchObject({ statusCode: 400, param: 'payment_method_options[pix][expires_at]' });
      await expect(
        confirmed('pix', 'brl', { payment_method_options: { pix: { expires_after_seconds: 5 } } }),
      ).rejects.toMatchObject({ statusCode: 400 });
      await expect(
        confirmed('pix', 'brl', { payment_method_options: { pix: { expires_at: nowSeconds() - 5 } } }),
      ).rejects.toMatchObject({ statusCode: 400, param: 'payment_method_options[pix][expires_at]' });
    });

    it('Expire on the code’s page ends the payment as the deadline would', async () => {
      const pi = await confirmed('pix', 'brl');
      const display = (pi.next_action as unknown as Record<string, Hash>).pix_display_qr_code!;
      await (await openTestPage(display.data as string)).press('Expire');
      const after = await t.stripe.paymentIntents.retrieve(pi.id);
      expect(after.status).toBe('requires_payment_method');
      expect(after.last_payment_error?.code).toBe('payment_intent_payment_attempt_expired');
    });
  });

  describe('Cash App Pay', () => {
    const NAME = 'cashapp_handle_redirect_or_display_qr_code';

    it('one next action for both ways in: the app on a phone, or its QR code', async () => {
      const pi = await confirmed('cashapp', 'usd', { return_url: 'https://shop.example/done' });
      expectValidResource('payment_intent', pi);
      expect(pi.next_action?.type).toBe(NAME);
      const action = (pi.next_action as unknown as Record<string, Hash>)[NAME]!;
      expect(Object.keys(action).sort()).toEqual(['hosted_instructions_url', 'mobile_auth_url', 'qr_code']);
      const qr = action.qr_code as Hash;
      expect(Object.keys(qr).sort()).toEqual(['expires_at', 'image_url_png', 'image_url_svg']);
      expect(qr.expires_at).toBeGreaterThan(nowSeconds());
      expect((await fetch(qr.image_url_svg as string)).headers.get('content-type')).toMatch(/^image\/svg/);
      // On a phone, the app sends the shopper back to the return_url once they approve.
      const answer = await (await openTestPage(action.mobile_auth_url as string)).press('Authorize');
      expect(answer.location).toMatch(/^https:\/\/shop\.example\/done\?payment_intent=pi_\w+&/);
      expect(answer.location).toContain('redirect_status=succeeded');
      const paid = await t.stripe.paymentIntents.retrieve(pi.id, { expand: ['latest_charge'] });
      const charge = paid.latest_charge as Stripe.Charge;
      expectValidResource('charge', charge);
      expect(charge.payment_method_details).toEqual({
        type: 'cashapp',
        cashapp: { buyer_id: expect.stringMatching(/^C_/), cashtag: '$payframetest' },
      });
      const pm = await t.stripe.paymentMethods.retrieve(paid.payment_method as string);
      expect((pm as unknown as Hash).cashapp).toEqual({ buyer_id: null, cashtag: null });
    });

    it('a SetupIntent is approved in the app and leaves a mandate, the method saved to the customer', async () => {
      const customer = await t.stripe.customers.create({});
      const si = await t.stripe.setupIntents.create({
        customer: customer.id,
        payment_method_types: ['cashapp'],
        payment_method_data: { type: 'cashapp' },
        confirm: true,
        mandate_data: {
          customer_acceptance: {
            type: 'online',
            online: { ip_address: '203.0.113.7', user_agent: 'Mozilla/5.0' },
          },
        },
      } as unknown as Stripe.SetupIntentCreateParams);
      expect(si.status).toBe('requires_action');
      expect(si.next_action?.type).toBe(NAME);
      expectValidResource('setup_intent', si);
      const action = (si.next_action as unknown as Record<string, Hash>)[NAME]!;
      expect(await (await fetch(action.hosted_instructions_url as string)).text()).toContain(
        'Scan to set up Cash App Pay',
      );
      await (await openTestPage(action.mobile_auth_url as string)).press('Authorize');
      const done = await t.stripe.setupIntents.retrieve(si.id);
      expect(done.status).toBe('succeeded');
      const mandate = await t.stripe.mandates.retrieve(done.mandate as string);
      expectValidResource('mandate', mandate);
      expect(mandate).toMatchObject({
        type: 'multi_use',
        status: 'active',
        payment_method: done.payment_method,
        payment_method_details: { type: 'cashapp', cashapp: {} },
        customer_acceptance: { type: 'online', online: { ip_address: '203.0.113.7' } },
      });
      const pm = await t.stripe.paymentMethods.retrieve(done.payment_method as string);
      expect(pm.customer).toBe(customer.id);
    });

    /** Charges a saved method off session, as a merchant does later. */
    async function chargeLater(customer: string, paymentMethod: string): Promise<Stripe.PaymentIntent> {
      return t.stripe.paymentIntents.create({
        amount: 1200,
        currency: 'usd',
        customer,
        payment_method: paymentMethod,
        payment_method_types: ['cashapp'],
        off_session: true,
        confirm: true,
      } as Stripe.PaymentIntentCreateParams);
    }

    it('set up by a SetupIntent, the method is charged later with no code to scan', async () => {
      const customer = await t.stripe.customers.create({});
      const si = await t.stripe.setupIntents.create({
        customer: customer.id,
        payment_method_types: ['cashapp'],
        payment_method_data: { type: 'cashapp' },
        confirm: true,
      } as unknown as Stripe.SetupIntentCreateParams);
      const action = (si.next_action as unknown as Record<string, Hash>)[NAME]!;
      await (await openTestPage(action.mobile_auth_url as string)).press('Authorize');
      const later = await chargeLater(customer.id, si.payment_method as string);
      expect(later.status).toBe('succeeded');
      expect(later.next_action).toBeNull();
      expectValidResource('payment_intent', later);
    });

    it('paid with setup_future_usage, the method is saved with a mandate for later payments', async () => {
      const customer = await t.stripe.customers.create({});
      const pi = await confirmed('cashapp', 'usd', {
        customer: customer.id,
        setup_future_usage: 'off_session',
      });
      const action = (pi.next_action as unknown as Record<string, Hash>)[NAME]!;
      await (await openTestPage(action.mobile_auth_url as string)).press('Authorize');
      const paid = await t.stripe.paymentIntents.retrieve(pi.id);
      expect(paid.status).toBe('succeeded');
      const pm = await t.stripe.paymentMethods.retrieve(paid.payment_method as string);
      expect(pm.customer).toBe(customer.id);
      expect((await chargeLater(customer.id, pm.id)).status).toBe('succeeded');
    });

    it('without a mandate, a payment shows the code again', async () => {
      const pm = await t.stripe.paymentMethods.create({
        type: 'cashapp',
      } as Stripe.PaymentMethodCreateParams);
      const customer = await t.stripe.customers.create({});
      await t.stripe.paymentMethods.attach(pm.id, { customer: customer.id });
      const pi = await t.stripe.paymentIntents.create({
        amount: 1200,
        currency: 'usd',
        customer: customer.id,
        payment_method: pm.id,
        payment_method_types: ['cashapp'],
        confirm: true,
      } as Stripe.PaymentIntentCreateParams);
      expect(pi.status).toBe('requires_action');
      expect(pi.next_action?.type).toBe(NAME);
    });

    it('a SetupIntent declined in the app fails its authentication', async () => {
      const si = await t.stripe.setupIntents.create({
        payment_method_types: ['cashapp'],
        payment_method_data: { type: 'cashapp' },
        confirm: true,
      } as unknown as Stripe.SetupIntentCreateParams);
      const action = (si.next_action as unknown as Record<string, Hash>)[NAME]!;
      await (await openTestPage(action.mobile_auth_url as string)).press('Fail');
      const done = await t.stripe.setupIntents.retrieve(si.id);
      expect(done.status).toBe('requires_payment_method');
      expect(done.last_setup_error?.code).toBe('setup_intent_authentication_failure');
    });
  });

  describe('Alipay', () => {
    it('confirm answers alipay_handle_redirect; authorized, the charge names the buyer and the transaction', async () => {
      const pi = await confirmed('alipay', 'cny', { return_url: 'https://shop.example/done' });
      expectValidResource('payment_intent', pi);
      expect(pi.next_action?.type).toBe('alipay_handle_redirect');
      const redirect = (pi.next_action as unknown as Record<string, Hash>).alipay_handle_redirect!;
      expectValidResource('payment_intent_next_action_alipay_handle_redirect', redirect);
      expect(redirect).toEqual({
        native_data: null,
        native_url: null,
        return_url: 'https://shop.example/done',
        url: expect.stringMatching(new RegExp(`^${t.url}/test/redirect/src_\\w+\\?token=\\w+$`)),
      });
      const answer = await (await openTestPage(redirect.url as string)).press('Authorize');
      expect(answer.location).toContain('redirect_status=succeeded');
      const paid = await t.stripe.paymentIntents.retrieve(pi.id, { expand: ['latest_charge'] });
      expect(paid.status).toBe('succeeded');
      const charge = paid.latest_charge as Stripe.Charge;
      expectValidResource('charge', charge);
      const details = (charge.payment_method_details as unknown as Record<string, Hash>).alipay!;
      expectValidResource('payment_flows_private_payment_methods_alipay_details', details);
      expect(details).toEqual({
        buyer_id: expect.stringMatching(/^2088\d{12}$/),
        fingerprint: null,
        transaction_id: expect.stringMatching(/^sim_/),
      });
    });

    it('needs a return_url, like every redirect', async () => {
      await expect(confirmed('alipay', 'usd')).rejects.toMatchObject({
        statusCode: 400,
        param: 'return_url',
      });
    });
  });

  describe('BLIK', () => {
    const withCode = (code: unknown) => ({ payment_method_options: { blik: { code } } });

    it('a code is sent to the banking app, which approves it a few seconds later (the worker), with events', async () => {
      const pi = await confirmed('blik', 'pln', withCode('123456'));
      expect(pi.status).toBe('requires_action');
      expect(pi.next_action).toEqual({ type: 'blik_authorize', blik_authorize: {} });
      // The code is used, never kept or shown.
      expect(pi.payment_method_options?.blik).toEqual({});
      expectValidResource('payment_intent', pi);
      const paid = await waitForStatus(pi.id, 'requires_action');
      expect(paid.status).toBe('succeeded');
      const charge = paid.latest_charge as Stripe.Charge;
      expectValidResource('charge', charge);
      expect(charge.payment_method_details).toEqual({ type: 'blik', blik: {} });
      expect(await eventTypes(t.stripe, pi.id)).toEqual([
        'payment_intent.created',
        'payment_intent.requires_action',
        'payment_intent.succeeded',
      ]);
      expect(await eventTypes(t.stripe, charge.id)).toEqual(['charge.succeeded']);
    });

    it.each([
      ['000001', 'payment_intent_payment_attempt_failed'],
      ['000002', 'payment_intent_payment_attempt_expired'],
    ])('test code %s: the banking app answers with %s', async (code, error) => {
      const pi = await confirmed('blik', 'pln', withCode(code));
      const after = await waitForStatus(pi.id, 'requires_action');
      expect(after.status).toBe('requires_payment_method');
      expect(after.last_payment_error).toMatchObject({ type: 'invalid_request_error', code: error });
      expectValidResource('payment_intent', after);
      expect(await eventTypes(t.stripe, pi.id)).toEqual([
        'payment_intent.created',
        'payment_intent.requires_action',
        'payment_intent.payment_failed',
      ]);
    });

    it('without a code, or with one that is not 6 digits, confirm is refused and nothing changes', async () => {
      const created = await t.stripe.paymentIntents.create({
        amount: 2500,
        currency: 'pln',
        payment_method_types: ['blik'],
      } as Stripe.PaymentIntentCreateParams);
      const confirm = (extra: Hash) =>
        t.stripe.paymentIntents.confirm(created.id, {
          payment_method_data: { type: 'blik' },
          ...extra,
        } as unknown as Stripe.PaymentIntentConfirmParams);
      await expect(confirm({})).rejects.toMatchObject({
        statusCode: 400,
        type: 'StripeInvalidRequestError',
        code: 'parameter_missing',
        param: 'payment_method_options[blik][code]',
      });
      for (const code of ['12345', '1234567', '12a456', '12 456']) {
        await expect(confirm(withCode(code))).rejects.toMatchObject({
          statusCode: 400,
          code: 'payment_method_invalid_parameter',
          param: 'payment_method_options[blik][code]',
        });
      }
      const still = await t.stripe.paymentIntents.retrieve(created.id);
      expect(still.status).toBe('requires_payment_method');
      expect(still.payment_method).toBeNull();
      expect(still.payment_method_options?.blik).toEqual({});
    });
  });
});
