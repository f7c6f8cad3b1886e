import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestPage } from '../pages/test-page-driver.fixture.js';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';

/**
 * QR code methods over the API: the next action in Stripe's shape for each type, its images
 * and instructions served by Payframe, and the charge once the code's test page is answered.
 */

const CASES = [
  { type: 'wechat_pay', currency: 'cny', schema: 'payment_intent_next_action_wechat_pay_display_qr_code' },
  { type: 'paynow', currency: 'sgd', schema: 'payment_intent_next_action_paynow_display_qr_code' },
  // The vendored description predates PromptPay: its shape is PayNow's.
  { type: 'promptpay', currency: 'thb', schema: 'payment_intent_next_action_paynow_display_qr_code' },
] as const;

type Display = Record<string, string>;

describe.each(DATABASES)('QR code payments on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());

  async function confirmed(type: string, currency: string): Promise<Stripe.PaymentIntent> {
    const pi = await t.stripe.paymentIntents.create({
      amount: 2000,
      currency,
      payment_method_types: [type],
      payment_method_data: { type },
      confirm: true,
    } as unknown as Stripe.PaymentIntentCreateParams);
    expect(pi.status).toBe('requires_action');
    return pi;
  }

  it.each(CASES)('$type: the next action shows the code, its images and instructions', async (c) => {
    const pi = await confirmed(c.type, c.currency);
    expectValidResource('payment_intent', pi);
    const action = pi.next_action as unknown as Record<string, Display>;
    expect(pi.next_action?.type).toBe(`${c.type}_display_qr_code`);
    const display = action[`${c.type}_display_qr_code`]!;
    expectValidResource(c.schema, display);
    expect(display.data).toMatch(new RegExp(`^${t.url}/test/redirect/src_\\w+\\?token=\\w+$`));
    expect(display.hosted_instructions_url).toMatch(/\/test\/qr\/src_\w+\?token=\w+$/);
    if (c.type === 'wechat_pay') expect(display.image_data_url).toMatch(/^data:image\/png;base64,iVBOR/);
    else expect(display.image_data_url).toBeUndefined();

    const png = await fetch(display.image_url_png!);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await png.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    const svg = await fetch(display.image_url_svg!);
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await svg.text()).toContain('<svg');
    const instructions = await fetch(display.hosted_instructions_url!);
    const html = await instructions.text();
    expect(html).toContain('<svg');
    expect(html).toMatch(/20(\.00)?/);
    // The page a phone opens when it scans the code.
    const page = await openTestPage(display.data!);
    expect(page.buttons).toEqual(['Authorize', 'Fail']);
  });

  it('refuses images and instructions without the right token, as a page that does not exist', async () => {
    const pi = await confirmed('paynow', 'sgd');
    const display = (pi.next_action as unknown as Record<string, Display>).paynow_display_qr_code!;
    for (const url of [display.image_url_png!, display.hosted_instructions_url!]) {
      const wrong = url.replace(/token=\w+/, 'token=nope');
      expect((await fetch(wrong)).status).toBe(404);
    }
    expect((await fetch(`${t.url}/test/qr/..%2F/image.png?token=x`)).status).toBe(404);
  });

  it('WeChat Pay authorized on the test page: the charge carries its transaction id', async () => {
    const pi = await confirmed('wechat_pay', 'usd');
    const display = (pi.next_action as unknown as Record<string, Display>).wechat_pay_display_qr_code!;
    const answer = await (await openTestPage(display.data!)).press('Authorize');
    expect(answer.status).toBe(200);
    expect(answer.location).toBeNull();
    expect(answer.html).toContain('You can close this window.');
    const after = await t.stripe.paymentIntents.retrieve(pi.id, { expand: ['latest_charge'] });
    expect(after.status).toBe('succeeded');
    expect(after.next_action).toBeNull();
    const charge = after.latest_charge as Stripe.Charge;
    expectValidResource('charge', charge);
    expect(charge.payment_method_details).toMatchObject({
      type: 'wechat_pay',
      wechat_pay: { fingerprint: null, transaction_id: expect.stringMatching(/^sim_/) },
    });
    expect((await openTestPage(display.data!)).heading).toBe('This test page was already used');
  });

  it('PromptPay failed on the test page: the intent wants another payment method', async () => {
    const pi = await confirmed('promptpay', 'thb');
    const display = (pi.next_action as unknown as Record<string, Display>).promptpay_display_qr_code!;
    await (await openTestPage(display.data!)).press('Fail');
    const after = await t.stripe.paymentIntents.retrieve(pi.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_payment_error?.code).toBe('payment_intent_authentication_failure');
    expectValidResource('payment_intent', after);
  });

  it('a QR code method is paid only where the merchant names it, not among the automatic methods', async () => {
    const pi = await t.stripe.paymentIntents.create({
      amount: 1000,
      currency: 'sgd',
      automatic_payment_methods: { enabled: true },
    });
    expect(pi.payment_method_types).not.toContain('paynow');
    expect(pi.payment_method_types).toContain('card');
  });

  it('a QR code method cannot be set up for later payments', async () => {
    const setup = t.stripe.setupIntents.create({
      payment_method_types: ['wechat_pay'],
      payment_method_data: { type: 'wechat_pay' },
      confirm: true,
    } as unknown as Stripe.SetupIntentCreateParams);
    await expect(setup).rejects.toMatchObject({ statusCode: 400 });
  });

  it("WeChat Pay takes Stripe's web client option and shows it; the app clients are refused, nothing changed", async () => {
    const pi = await t.stripe.paymentIntents.create({
      amount: 2000,
      currency: 'cny',
      payment_method_types: ['wechat_pay'],
      payment_method_data: { type: 'wechat_pay' },
      payment_method_options: { wechat_pay: { client: 'web' } },
      confirm: true,
    } as unknown as Stripe.PaymentIntentCreateParams);
    expect(pi.status).toBe('requires_action');
    expect(pi.payment_method_options?.wechat_pay).toEqual({ app_id: null, client: 'web' });
    expectValidResource('payment_intent', pi);

    const created = await t.stripe.paymentIntents.create({
      amount: 2000,
      currency: 'cny',
      payment_method_types: ['wechat_pay'],
    } as unknown as Stripe.PaymentIntentCreateParams);
    await expect(
      t.stripe.paymentIntents.confirm(created.id, {
        payment_method_data: { type: 'wechat_pay' },
        payment_method_options: { wechat_pay: { client: 'ios', app_id: 'wx123' } },
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      type: 'StripeInvalidRequestError',
      param: 'payment_method_options[wechat_pay][client]',
    });
    expect((await t.stripe.paymentIntents.retrieve(created.id)).status).toBe('requires_payment_method');
  });
});
