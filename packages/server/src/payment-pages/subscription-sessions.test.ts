import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';

const SUCCESS = 'https://shop.example/success?session_id={CHECKOUT_SESSION_ID}';

describe.each(DATABASES)('Checkout Sessions in subscription mode on %s', (database) => {
  let t: TestServer;
  let monthly: Stripe.Price;
  const page = (method: string, path: string, body?: Record<string, unknown>) =>
    t.request(method, `/v1/payment_pages/${path}`, { key: t.publishableKey, ...(body ? { body } : {}) });
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
    monthly = await t.stripe.prices.create({
      currency: 'usd',
      unit_amount: 900,
      recurring: { interval: 'month' },
      product_data: { name: 'Tea club' },
    });
  });
  afterAll(async () => t?.close());

  it('subscribes the shopper: a decline, then a card that pays the first invoice', async () => {
    const session = await t.stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [
        { price: monthly.id, quantity: 2 },
        {
          price_data: {
            currency: 'usd',
            unit_amount: 300,
            recurring: { interval: 'month' },
            product_data: { name: 'Biscuits' },
          },
          quantity: 1,
        },
      ],
      success_url: SUCCESS,
      cancel_url: 'https://shop.example/plans',
    });
    expectValidResource('checkout.session', session);
    expect(session).toMatchObject({ mode: 'subscription', amount_total: 2100, subscription: null });
    const declined = await page('POST', `${session.id}/confirm`, {
      payment_method: 'pm_card_chargeDeclined',
      email: 'club@example.com',
    });
    expect(declined.status).toBe(402);
    const open = await t.stripe.checkout.sessions.retrieve(session.id);
    expect(open.status).toBe('open');
    const sub = await t.stripe.subscriptions.retrieve(open.subscription as string);
    expect(sub.status).toBe('incomplete');

    const paid = await page('POST', `${session.id}/confirm`, {
      payment_method: 'pm_card_visa',
      email: 'club@example.com',
    });
    expect(paid.status).toBe(200);
    const done = await t.stripe.checkout.sessions.retrieve(session.id);
    expect(done).toMatchObject({ status: 'complete', payment_status: 'paid', subscription: sub.id });
    const active = await t.stripe.subscriptions.retrieve(sub.id);
    expect(active.status).toBe('active');
    expect(active.items.data.map((item) => [item.price.unit_amount, item.quantity])).toEqual([
      [900, 2],
      [300, 1],
    ]);
    expect(active.customer).toBe(done.customer);
    expect(active.default_payment_method).toMatch(/^pm_/);
    const invoice = await t.stripe.invoices.retrieve(active.latest_invoice as string);
    expect(invoice).toMatchObject({
      status: 'paid',
      amount_paid: 2100,
      billing_reason: 'subscription_create',
    });
    expect((await t.stripe.checkout.sessions.list({ subscription: sub.id })).data.map((s) => s.id)).toEqual([
      session.id,
    ]);
    const completed = (await t.stripe.events.list({ type: 'checkout.session.completed' })).data.find(
      (e) => (e.data.object as { id: string }).id === session.id,
    );
    expect(completed?.data.object).toMatchObject({ subscription: sub.id });
  });

  it('taxes a subscription session as its invoices do: fixed rates and the rate of the address', async () => {
    const vat = await t.stripe.taxRates.create({ display_name: 'VAT', percentage: 20, inclusive: false });
    const ny = await t.stripe.taxRates.create({
      display_name: 'Sales tax',
      percentage: 10,
      inclusive: false,
      country: 'US',
      state: 'NY',
    });
    const session = await t.stripe.checkout.sessions.create({
      mode: 'subscription',
      // The client's types do not list dynamic_tax_rates; the API takes them.
      line_items: [
        { price: monthly.id, quantity: 1, tax_rates: [vat.id], dynamic_tax_rates: [ny.id] },
      ] as unknown as Stripe.Checkout.SessionCreateParams.LineItem[],
      shipping_address_collection: { allowed_countries: ['US'] },
      success_url: SUCCESS,
      cancel_url: 'https://shop.example/plans',
    });
    expectValidResource('checkout.session', session);
    const paid = await page('POST', `${session.id}/confirm`, {
      payment_method: 'pm_card_visa',
      email: 'taxed@example.com',
      expected_amount: 1170,
      'shipping[name]': 'Ada Lovelace',
      'shipping[address][line1]': '1 Main St',
      'shipping[address][city]': 'New York',
      'shipping[address][postal_code]': '10001',
      'shipping[address][country]': 'US',
      'shipping[address][state]': 'NY',
    });
    expect(paid.body).toMatchObject({ status: 'complete', payment_status: 'paid' });
    const done = await t.stripe.checkout.sessions.retrieve(session.id);
    expect(done).toMatchObject({ amount_total: 1170, total_details: { amount_tax: 270 } });
    const sub = await t.stripe.subscriptions.retrieve(done.subscription as string, {
      expand: ['latest_invoice'],
    });
    expectValidResource('subscription', sub);
    expect(sub.items.data[0]!.tax_rates?.map((rate) => rate.id)).toEqual([vat.id, ny.id]);
    expect(sub.latest_invoice).toMatchObject({
      status: 'paid',
      subtotal: 900,
      total: 1170,
      amount_paid: 1170,
    });
  });

  it("discounts the first invoice by the session's coupon, and no renewal with a `once` coupon", async () => {
    const coupon = await t.stripe.coupons.create({ percent_off: 50, duration: 'once' });
    const session = await t.stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: monthly.id, quantity: 1 }],
      discounts: [{ coupon: coupon.id }],
      success_url: SUCCESS,
      cancel_url: 'https://shop.example/plans',
    });
    expect(session).toMatchObject({ amount_total: 450, total_details: { amount_discount: 450 } });
    const paid = await page('POST', `${session.id}/confirm`, {
      payment_method: 'pm_card_visa',
      email: 'half@example.com',
      expected_amount: 450,
    });
    expect(paid.body).toMatchObject({ status: 'complete', payment_status: 'paid' });
    const done = await t.stripe.checkout.sessions.retrieve(session.id);
    const sub = await t.stripe.subscriptions.retrieve(done.subscription as string, {
      expand: ['latest_invoice'],
    });
    expectValidResource('subscription', sub);
    expect(sub.discounts).toHaveLength(1);
    expect(sub.latest_invoice).toMatchObject({ status: 'paid', subtotal: 900, total: 450, amount_paid: 450 });
    expect((await t.stripe.invoices.createPreview({ subscription: sub.id })).total).toBe(900);
    // Counted once, by the session, not again by the subscription's invoice.
    expect((await t.stripe.coupons.retrieve(coupon.id)).times_redeemed).toBe(1);
  });

  it('refuses one-time prices and shipping options in subscription mode', async () => {
    const once = await t.stripe.prices.create({
      currency: 'usd',
      unit_amount: 500,
      product_data: { name: 'Mug' },
    });
    await expect(
      t.stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: once.id, quantity: 1 }],
        success_url: SUCCESS,
      }),
    ).rejects.toMatchObject({ param: 'line_items[0][price]' });
    await expect(
      t.stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: monthly.id, quantity: 1 }],
        shipping_options: [
          {
            shipping_rate_data: {
              display_name: 'Post',
              type: 'fixed_amount',
              fixed_amount: { amount: 500, currency: 'usd' },
            },
          },
        ],
        success_url: SUCCESS,
      }),
    ).rejects.toMatchObject({ param: 'shipping_options' });
  });
});
