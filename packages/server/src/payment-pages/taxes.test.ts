import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidList, expectValidResource } from '../testing/openapi.js';

const SUCCESS = 'https://shop.example/success?session_id={CHECKOUT_SESSION_ID}';
const SHIP_TO = (country: string, state?: string) => ({
  'shipping[name]': 'Ada Lovelace',
  'shipping[address][line1]': '1 Main St',
  'shipping[address][city]': 'Town',
  'shipping[address][postal_code]': '10001',
  'shipping[address][country]': country,
  ...(state ? { 'shipping[address][state]': state } : {}),
});

describe.each(DATABASES)('tax rates on Checkout Sessions on %s', (database) => {
  let t: TestServer;
  let tea: Stripe.Price;
  let cup: Stripe.Price;
  let salesNy: Stripe.TaxRate;
  const page = (method: string, path: string, body?: Record<string, unknown>) =>
    t.request(method, `/v1/payment_pages/${path}`, { key: t.publishableKey, ...(body ? { body } : {}) });

  beforeAll(async () => {
    t = await startTestServer({ database });
    tea = await t.stripe.prices.create({ currency: 'usd', unit_amount: 1000, product_data: { name: 'Tea' } });
    cup = await t.stripe.prices.create({ currency: 'usd', unit_amount: 500, product_data: { name: 'Cup' } });
    salesNy = await t.stripe.taxRates.create({
      display_name: 'Sales tax',
      percentage: 8.875,
      inclusive: false,
      country: 'US',
      state: 'NY',
    });
  });
  afterAll(async () => t?.close());

  const create = (params: Record<string, unknown>) =>
    t.stripe.checkout.sessions.create({
      mode: 'payment',
      success_url: SUCCESS,
      cancel_url: 'https://shop.example/cart',
      ...params,
    } as Stripe.Checkout.SessionCreateParams);

  it('adds exclusive tax per line, rounded per line, to the totals and the payment', async () => {
    const s = await create({
      line_items: [
        { price: tea.id, quantity: 2, tax_rates: [salesNy.id] },
        { price: cup.id, quantity: 1, tax_rates: [salesNy.id] },
      ],
      shipping_options: [
        { shipping_rate_data: { display_name: 'Post', fixed_amount: { amount: 400, currency: 'usd' } } },
      ],
    });
    expectValidResource('checkout.session', s);
    // 2000 × 8.875% = 177.5 → 178 and 500 × 8.875% = 44.375 → 44; shipping is not taxed.
    expect(s).toMatchObject({
      amount_subtotal: 2500,
      amount_total: 2500 + 222 + 400,
      total_details: { amount_tax: 222, amount_shipping: 400, amount_discount: 0 },
    });
    const items = await t.stripe.checkout.sessions.listLineItems(s.id);
    expectValidList('item', items);
    expect(items.data.map((i) => [i.amount_subtotal, i.amount_tax, i.amount_total])).toEqual([
      [2000, 178, 2178],
      [500, 44, 544],
    ]);
    expect(items.data[0]?.taxes?.[0]).toMatchObject({ amount: 178, rate: { id: salesNy.id } });
    const view = await page('GET', s.id);
    expect(view.body.taxes).toEqual([
      { id: salesNy.id, display_name: 'Sales tax', percentage: 8.875, inclusive: false, amount: 222 },
    ]);
    expect(view.body.tax_pending).toBe(false);
    const paid = await page('POST', `${s.id}/confirm`, {
      payment_method: 'pm_card_visa',
      email: 'tax@example.com',
      expected_amount: 3122,
    });
    expect(paid.body).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect((await t.stripe.paymentIntents.retrieve(paid.body.payment_intent.id)).amount).toBe(3122);
  });

  it('finds inclusive tax inside the price, and taxes the amount after a discount', async () => {
    const vat = await t.stripe.taxRates.create({ display_name: 'VAT', percentage: 20, inclusive: true });
    const coupon = await t.stripe.coupons.create({ percent_off: 10, duration: 'once' });
    const s = await create({
      line_items: [{ price: tea.id, quantity: 1, tax_rates: [vat.id] }],
      discounts: [{ coupon: coupon.id }],
    });
    expectValidResource('checkout.session', s);
    // 1000 - 100 = 900 holds 900 × 20 / 120 = 150 of VAT; the total is not raised.
    expect(s).toMatchObject({
      amount_total: 900,
      total_details: { amount_discount: 100, amount_tax: 150 },
    });
    const [item] = (await t.stripe.checkout.sessions.listLineItems(s.id)).data;
    expect(item).toMatchObject({ amount_discount: 100, amount_tax: 150, amount_total: 900 });
  });

  it("picks a dynamic rate by the shopper's shipping country and state, live and when paying", async () => {
    const ca = await t.stripe.taxRates.create({
      display_name: 'CA sales tax',
      percentage: 7.25,
      inclusive: false,
      country: 'US',
      state: 'CA',
    });
    const us = await t.stripe.taxRates.create({
      display_name: 'US tax',
      percentage: 5,
      inclusive: false,
      country: 'US',
    });
    const de = await t.stripe.taxRates.create({
      display_name: 'MwSt.',
      percentage: 19,
      inclusive: true,
      country: 'DE',
    });
    const s = await create({
      line_items: [{ price: tea.id, quantity: 1, dynamic_tax_rates: [ca.id, us.id, de.id] }],
      shipping_address_collection: { allowed_countries: ['US', 'DE', 'FR'] },
    });
    expect(s).toMatchObject({ amount_total: 1000, total_details: { amount_tax: 0 } });
    expect((await page('GET', s.id)).body).toMatchObject({ tax_pending: true, dynamic_tax: true, taxes: [] });
    const inCa = await page('POST', `${s.id}/update`, {
      'tax_region[country]': 'US',
      'tax_region[state]': 'CA',
    });
    expect(inCa.body).toMatchObject({
      amount_total: 1073,
      tax_pending: false,
      taxes: [{ id: ca.id, amount: 73, inclusive: false }],
    });
    const inDe = await page('POST', `${s.id}/update`, { 'tax_region[country]': 'DE' });
    expect(inDe.body).toMatchObject({
      amount_total: 1000,
      taxes: [{ id: de.id, amount: 160, inclusive: true }],
    });
    const inFr = await page('POST', `${s.id}/update`, { 'tax_region[country]': 'FR' });
    expect(inFr.body).toMatchObject({ amount_total: 1000, taxes: [], tax_pending: false });
    // The page last said France; the shopper pays shipping to New York: the total changed.
    const stale = await page('POST', `${s.id}/confirm`, {
      payment_method: 'pm_card_visa',
      email: 'dyn@example.com',
      expected_amount: 1000,
      ...SHIP_TO('US', 'NY'),
    });
    expect(stale.body.error).toMatchObject({ code: 'checkout_amount_mismatch' });
    const merchant = await t.stripe.checkout.sessions.retrieve(s.id);
    expect(merchant).toMatchObject({ amount_total: 1050, total_details: { amount_tax: 50 } });
    const paid = await page('POST', `${s.id}/confirm`, {
      payment_method: 'pm_card_visa',
      email: 'dyn@example.com',
      expected_amount: 1050,
      ...SHIP_TO('US', 'NY'),
    });
    expect(paid.body).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect((await t.stripe.paymentIntents.retrieve(paid.body.payment_intent.id)).amount).toBe(1050);
    const done = await t.stripe.checkout.sessions.retrieve(s.id);
    expectValidResource('checkout.session', done);
  });

  it('refuses unknown, inactive and country-less rates, and automatic tax', async () => {
    const unknown = await t.request('POST', '/v1/checkout/sessions', {
      body: {
        mode: 'payment',
        success_url: SUCCESS,
        'line_items[0][price]': tea.id,
        'line_items[0][quantity]': 1,
        'line_items[0][tax_rates][0]': 'txr_missing',
      },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({
      message: "No such tax_rate: 'txr_missing'",
      param: 'line_items[0][tax_rates][0]',
    });
    const old = await t.stripe.taxRates.create({ display_name: 'Old', percentage: 3, inclusive: false });
    await t.stripe.taxRates.update(old.id, { active: false });
    await expect(
      create({ line_items: [{ price: tea.id, quantity: 1, tax_rates: [old.id] }] }),
    ).rejects.toThrow(/inactive/);
    const nowhere = await t.stripe.taxRates.create({ display_name: 'Any', percentage: 3, inclusive: false });
    await expect(
      create({ line_items: [{ price: tea.id, quantity: 1, dynamic_tax_rates: [nowhere.id] }] }),
    ).rejects.toThrow(/must have a country/);
    await expect(
      create({ line_items: [{ price: tea.id, quantity: 1 }], automatic_tax: { enabled: true } }),
    ).rejects.toThrow(/Automatic tax is not available/);
  });
});
