import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';

const SUCCESS = 'https://shop.example/success?session_id={CHECKOUT_SESSION_ID}';

describe.each(DATABASES)('discounts on Checkout Sessions on %s', (database) => {
  let t: TestServer;
  let tea: Stripe.Price;
  let cup: Stripe.Price;
  const page = (method: string, path: string, body?: Record<string, unknown>) =>
    t.request(method, `/v1/payment_pages/${path}`, { key: t.publishableKey, ...(body ? { body } : {}) });

  beforeAll(async () => {
    t = await startTestServer({ database });
    tea = await t.stripe.prices.create({ currency: 'eur', unit_amount: 1000, product_data: { name: 'Tea' } });
    cup = await t.stripe.prices.create({ currency: 'eur', unit_amount: 500, product_data: { name: 'Cup' } });
  });
  afterAll(async () => t?.close());

  async function session(extra: Record<string, unknown> = {}) {
    return t.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        { price: tea.id, quantity: 1, adjustable_quantity: { enabled: true, maximum: 5 } },
        { price: cup.id, quantity: 1 },
      ],
      success_url: SUCCESS,
      cancel_url: 'https://shop.example/cart',
      allow_promotion_codes: true,
      ...extra,
    } as Stripe.Checkout.SessionCreateParams);
  }

  async function promo(code: string, coupon: Stripe.CouponCreateParams, extra: Record<string, unknown> = {}) {
    const created = await t.stripe.coupons.create(coupon);
    const promotion = await t.stripe.promotionCodes.create({ coupon: created.id, code, ...extra } as never);
    return { id: promotion.id, coupon: created };
  }

  it('applies a typed code to the session, its lines and the intent, and counts it once on payment', async () => {
    const code = await promo('SPRING20', { percent_off: 20, duration: 'once' }, { max_redemptions: 1 });
    const s = await session();
    const applied = await page('POST', `${s.id}/update`, { promotion_code: ' spring20 ' });
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({
      amount_subtotal: 1500,
      amount_total: 1200,
      total_details: { amount_discount: 300 },
      discount: { promotion_code: 'SPRING20', amount: 300 },
    });
    const merchant = await t.stripe.checkout.sessions.retrieve(s.id);
    expectValidResource('checkout.session', merchant);
    expect(merchant).toMatchObject({
      amount_total: 1200,
      total_details: { amount_discount: 300, amount_tax: 0 },
      discounts: [{ coupon: code.coupon.id, promotion_code: code.id }],
    });
    const items = await t.stripe.checkout.sessions.listLineItems(s.id);
    expect(items.data.map((item) => [item.amount_discount, item.amount_total])).toEqual([
      [200, 800],
      [100, 400],
    ]);
    // The total the shopper saw is what is charged.
    const paid = await page('POST', `${s.id}/confirm`, {
      payment_method: 'pm_card_visa',
      email: 'shopper@example.com',
      expected_amount: 1200,
    });
    expect(paid.body).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect((await t.stripe.paymentIntents.retrieve(paid.body.payment_intent.id)).amount).toBe(1200);
    const after = await t.stripe.promotionCodes.retrieve(code.id);
    expect(after.times_redeemed).toBe(1);
    expect((await t.stripe.coupons.retrieve(code.coupon.id)).times_redeemed).toBe(1);
    // Its one redemption is used: another session is refused it.
    const other = await session();
    const refused = await page('POST', `${other.id}/update`, { promotion_code: 'SPRING20' });
    expect(refused.body.error).toMatchObject({
      message: 'This code has been redeemed the maximum number of times.',
      param: 'promotion_code',
    });
  });

  it('says why a code does not apply, and removes one with an empty code', async () => {
    await promo(
      'BIGORDER',
      { amount_off: 500, currency: 'eur', duration: 'once' },
      {
        restrictions: { minimum_amount: 3000, minimum_amount_currency: 'eur' },
      },
    );
    await promo('DOLLARS', { amount_off: 500, currency: 'usd', duration: 'once' });
    await promo('OFF', { percent_off: 10, duration: 'once' }, { active: false });
    const s = await session();
    const cases: [string, string, string][] = [
      ['NOPE', 'promotion_code_invalid', 'This code is invalid.'],
      ['not a code!', 'promotion_code_invalid', 'This code is invalid.'],
      ['OFF', 'promotion_code_inactive', 'This code is no longer active.'],
      ['DOLLARS', 'promotion_code_currency_mismatch', 'This code cannot be used with this currency.'],
      [
        'BIGORDER',
        'promotion_code_minimum_amount_not_met',
        expect.stringContaining('minimum order') as never,
      ],
    ];
    for (const [code, errorCode, message] of cases) {
      const answer = await page('POST', `${s.id}/update`, { promotion_code: code });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: errorCode, message, param: 'promotion_code' });
    }
    // Enough of the tea meets the minimum; fewer again drops the code.
    const lineId = (await page('GET', s.id)).body.line_items[0].id;
    const more = (n: number) =>
      page('POST', `${s.id}/update`, {
        'updated_line_item_quantity[line_item_id]': lineId,
        'updated_line_item_quantity[quantity]': n,
      });
    await more(3);
    expect((await page('POST', `${s.id}/update`, { promotion_code: 'BIGORDER' })).body).toMatchObject({
      amount_total: 3000,
      total_details: { amount_discount: 500 },
    });
    expect((await more(1)).body).toMatchObject({ amount_total: 1500, discount: null });
    await more(3);
    await page('POST', `${s.id}/update`, { promotion_code: 'BIGORDER' });
    const removed = await page('POST', `${s.id}/update`, { promotion_code: '' });
    expect(removed.body).toMatchObject({
      amount_total: 3500,
      discount: null,
      total_details: { amount_discount: 0 },
    });
    expect((await t.stripe.checkout.sessions.retrieve(s.id)).discounts).toEqual([]);
  });

  it('keeps a first-purchase code from a customer who paid before', async () => {
    const customer = await t.stripe.customers.create({ email: 'back@example.com' });
    await t.stripe.paymentIntents.create({
      amount: 700,
      currency: 'eur',
      customer: customer.id,
      payment_method: 'pm_card_visa',
      confirm: true,
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
    });
    await promo(
      'WELCOME',
      { percent_off: 15, duration: 'once' },
      {
        restrictions: { first_time_transaction: true },
      },
    );
    const s = await session({ customer: customer.id });
    const answer = await page('POST', `${s.id}/update`, { promotion_code: 'WELCOME' });
    expect(answer.body.error).toMatchObject({
      code: 'promotion_code_first_time_transaction_only',
      message:
        'This promotion code cannot be redeemed because the associated customer has prior transactions.',
    });
    // A new shopper may use it.
    const fresh = await session();
    expect((await page('POST', `${fresh.id}/update`, { promotion_code: 'WELCOME' })).body).toMatchObject({
      total_details: { amount_discount: 225 },
    });
  });

  it('keeps a first-purchase code from a shopper known only by an e-mail that paid before', async () => {
    const firstOnly = { restrictions: { first_time_transaction: true } };
    await promo('HELLO10', { percent_off: 10, duration: 'once' }, firstOnly);
    const refusal = {
      code: 'promotion_code_first_time_transaction_only',
      message:
        'This promotion code cannot be redeemed because the associated customer has prior transactions.',
      param: 'promotion_code',
    };
    // A first session with this e-mail takes the code and is paid.
    const first = await session({ customer_email: 'Returning@Example.com' });
    expect((await page('POST', `${first.id}/update`, { promotion_code: 'HELLO10' })).status).toBe(200);
    const paid = await page('POST', `${first.id}/confirm`, {
      payment_method: 'pm_card_visa',
      expected_amount: 1350,
    });
    expect(paid.body).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      customer_email: 'Returning@Example.com',
    });
    // The same e-mail (any case), no customer: refused with Stripe's message.
    const again = await session({ customer_email: 'returning@example.com' });
    expect(
      (await page('POST', `${again.id}/update`, { promotion_code: 'HELLO10' })).body.error,
    ).toMatchObject(refusal);
    // Named in the create call, the code is refused the same way.
    const created = await t.request('POST', '/v1/checkout/sessions', {
      body: {
        mode: 'payment',
        success_url: SUCCESS,
        customer_email: 'returning@example.com',
        'line_items[0][price]': tea.id,
        'line_items[0][quantity]': 1,
        'discounts[0][promotion_code]': (await t.stripe.promotionCodes.list({ code: 'HELLO10' })).data[0]!.id,
      },
    });
    expect(created.status).toBe(400);
    expect(created.body.error.message).toBe(refusal.message);
    // A payment made outside Checkout counts too, by its receipt e-mail.
    await t.stripe.paymentIntents.create({
      amount: 900,
      currency: 'eur',
      receipt_email: 'direct@example.com',
      payment_method: 'pm_card_visa',
      confirm: true,
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
    });
    const direct = await session({ customer_email: 'direct@example.com' });
    expect(
      (await page('POST', `${direct.id}/update`, { promotion_code: 'HELLO10' })).body.error,
    ).toMatchObject(refusal);
    // A payment that failed is no prior transaction; a new e-mail is welcome.
    await t.stripe.paymentIntents
      .create({
        amount: 900,
        currency: 'eur',
        receipt_email: 'declined@example.com',
        payment_method: 'pm_card_chargeDeclined',
        confirm: true,
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      })
      .catch(() => undefined);
    for (const email of ['declined@example.com', 'new@example.com']) {
      const fresh = await session({ customer_email: email });
      expect((await page('POST', `${fresh.id}/update`, { promotion_code: 'HELLO10' })).body).toMatchObject({
        total_details: { amount_discount: 150 },
      });
    }
    // A shopper who types the e-mail on the page is checked by it when paying.
    const typed = await session();
    expect((await page('POST', `${typed.id}/update`, { promotion_code: 'HELLO10' })).status).toBe(200);
    const refused = await page('POST', `${typed.id}/confirm`, {
      payment_method: 'pm_card_visa',
      email: 'RETURNING@example.com',
      expected_amount: 1350,
    });
    expect(refused.body.error).toMatchObject(refusal);
    expect((await t.stripe.checkout.sessions.retrieve(typed.id)).status).toBe('open');
  });

  it('refuses a code on a session that does not take them', async () => {
    await promo('NOTHERE', { percent_off: 5, duration: 'once' });
    const s = await session({ allow_promotion_codes: undefined });
    const answer = await page('POST', `${s.id}/update`, { promotion_code: 'NOTHERE' });
    expect(answer.body.error).toMatchObject({
      message: 'This Checkout Session does not accept promotion codes.',
      param: 'promotion_code',
    });
  });

  it('takes a coupon or a promotion code in discounts at creation, never with allow_promotion_codes', async () => {
    const coupon = await t.stripe.coupons.create({ amount_off: 250, currency: 'eur', duration: 'forever' });
    const s = await session({ allow_promotion_codes: undefined, discounts: [{ coupon: coupon.id }] });
    expectValidResource('checkout.session', s);
    expect(s).toMatchObject({
      amount_total: 1250,
      total_details: { amount_discount: 250 },
      discounts: [{ coupon: coupon.id, promotion_code: null }],
    });
    const paid = await page('POST', `${s.id}/confirm`, { payment_method: 'pm_card_visa', email: 'a@b.c' });
    expect(paid.body.status).toBe('complete');
    expect((await t.stripe.coupons.retrieve(coupon.id)).times_redeemed).toBe(1);

    const code = await promo('MERCHANT', { percent_off: 50, duration: 'once' });
    const byCode = await session({
      allow_promotion_codes: undefined,
      discounts: [{ promotion_code: code.id }],
    });
    expect(byCode).toMatchObject({ amount_total: 750, discounts: [{ promotion_code: code.id }] });

    const both = await t.request('POST', '/v1/checkout/sessions', {
      body: {
        mode: 'payment',
        'line_items[0][price]': tea.id,
        'line_items[0][quantity]': 1,
        success_url: SUCCESS,
        allow_promotion_codes: true,
        'discounts[0][coupon]': coupon.id,
      },
    });
    expect(both.body.error).toMatchObject({
      message: 'You may only specify one of these parameters: allow_promotion_codes, discounts.',
    });
    const missing = await t.request('POST', '/v1/checkout/sessions', {
      body: {
        mode: 'payment',
        'line_items[0][price]': tea.id,
        'line_items[0][quantity]': 1,
        success_url: SUCCESS,
        'discounts[0][coupon]': 'nope',
      },
    });
    expect(missing.body.error).toMatchObject({ code: 'resource_missing', param: 'discounts[0][coupon]' });
  });
});
