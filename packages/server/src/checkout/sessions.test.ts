import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidList, expectValidResource } from '../testing/openapi.js';

const SUCCESS = 'https://shop.example/success?session_id={CHECKOUT_SESSION_ID}';
const CANCEL = 'https://shop.example/cart';

describe.each(DATABASES)('checkout sessions on %s', (database) => {
  let t: TestServer;
  let price: Stripe.Price;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
    price = await t.stripe.prices.create({
      currency: 'eur',
      unit_amount: 1500,
      product_data: { name: 'Mug' },
    });
  });
  afterAll(async () => t?.close());

  it('creates a payment session with a price and inline price_data, hosted at /c/pay', async () => {
    const session = await t.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        { price: price.id, quantity: 2 },
        {
          price_data: {
            currency: 'eur',
            unit_amount: 450,
            product_data: { name: 'Beans', images: ['https://shop.example/beans.png'] },
          },
          quantity: 1,
          adjustable_quantity: { enabled: true, minimum: 1, maximum: 5 },
        },
      ],
      success_url: SUCCESS,
      cancel_url: CANCEL,
      customer_email: 'shopper@example.com',
      client_reference_id: 'order-42',
      metadata: { order: '42' },
      locale: 'fr',
      shipping_address_collection: { allowed_countries: ['FR', 'DE'] },
      shipping_options: [
        { shipping_rate_data: { display_name: 'Standard', fixed_amount: { amount: 500, currency: 'eur' } } },
        { shipping_rate_data: { display_name: 'Express', fixed_amount: { amount: 1500, currency: 'eur' } } },
      ],
      payment_intent_data: { metadata: { from: 'checkout' }, capture_method: 'automatic' },
    });
    expectValidResource('checkout.session', session);
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      currency: 'eur',
      amount_subtotal: 3450,
      amount_total: 3950,
      customer_email: 'shopper@example.com',
      client_reference_id: 'order-42',
      locale: 'fr',
      payment_intent: null,
      success_url: SUCCESS,
      total_details: { amount_discount: 0, amount_shipping: 500, amount_tax: 0 },
    });
    expect(session.id).toMatch(/^cs_test_b1/);
    expect(session.url).toMatch(new RegExp(`^${t.url}/c/pay/${session.id}#`));
    const fragment = JSON.parse(Buffer.from(session.url!.split('#')[1]!, 'base64url').toString());
    expect(fragment).toMatchObject({ apiKey: t.publishableKey, locale: 'fr', layout: 'multi_item' });
    expect(session.shipping_options).toHaveLength(2);
    expect(session.shipping_options[0]!.shipping_rate).toMatch(/^shr_/);

    const items = await t.stripe.checkout.sessions.listLineItems(session.id);
    expectValidList('item', items);
    expect(items.data.map((i) => [i.description, i.quantity, i.amount_total])).toEqual([
      ['Mug', 2, 3000],
      ['Beans', 1, 450],
    ]);
    const expanded = await t.stripe.checkout.sessions.listLineItems(session.id, {
      expand: ['data.price.product'],
    });
    expect(expanded.data[1]!.price!.product).toMatchObject({ object: 'product', name: 'Beans' });
    const page = await t.stripe.checkout.sessions.listLineItems(session.id, { limit: 1 });
    expect(page.has_more).toBe(true);

    const fetched = await t.stripe.checkout.sessions.retrieve(session.id, {
      expand: ['line_items', 'shipping_cost.shipping_rate'],
    });
    expectValidResource('checkout.session', fetched);
    expect(fetched.line_items?.data).toHaveLength(2);
    const deep = await t.stripe.checkout.sessions.retrieve(session.id, {
      expand: ['line_items.data.price.product'],
    });
    expect(deep.line_items!.data[0]!.price!.product).toMatchObject({ object: 'product', name: 'Mug' });
    expect(fetched.shipping_cost?.shipping_rate).toMatchObject({ display_name: 'Standard' });
  });

  it('creates a single-item session and a setup session with their layout characters', async () => {
    const single = await t.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: SUCCESS,
    });
    expect(single.id).toMatch(/^cs_test_a1/);
    const customer = await t.stripe.customers.create({ email: 'saver@example.com' });
    const setup = await t.stripe.checkout.sessions.create({
      mode: 'setup',
      customer: customer.id,
      currency: 'eur',
      success_url: SUCCESS,
      cancel_url: CANCEL,
      setup_intent_data: { metadata: { why: 'later' } },
    });
    expectValidResource('checkout.session', setup);
    expect(setup).toMatchObject({
      payment_status: 'no_payment_required',
      amount_total: null,
      customer: customer.id,
    });
    expect(setup.id).toMatch(/^cs_test_c1/);
  });

  it('embedded sessions take return_url and give a client secret', async () => {
    const session = await t.stripe.checkout.sessions.create({
      mode: 'payment',
      ui_mode: 'embedded',
      line_items: [{ price: price.id, quantity: 1 }],
      return_url: 'https://shop.example/return?session_id={CHECKOUT_SESSION_ID}',
    });
    // The description's snapshot predates embedded mode, where both URLs are null.
    expectValidResource('checkout.session', { ...session, success_url: '', cancel_url: '' });
    expect(session.url).toBeNull();
    expect(session.client_secret).toMatch(new RegExp(`^${session.id}_secret_`));
  });

  it.each([
    [{ mode: 'subscription' }, 'line_items[0][price]', /recurring price/],
    [{ automatic_tax: { enabled: true } }, 'automatic_tax[enabled]', /Automatic tax/],
    [{ expires_at: Math.floor(Date.now() / 1000) + 60 }, 'expires_at', /30 minutes and 24 hours/],
    [{ success_url: 'not a url' }, 'success_url', /valid URL/],
    [{ customer_email: 'a@b.c', customer: 'cus_x' }, 'customer_email', /only specify one/],
    [{ line_items: [] }, 'line_items', /required/],
    [{ ui_mode: 'embedded', success_url: undefined }, 'return_url', /return_url/],
  ])('refuses %j', async (change, param, message) => {
    const params = {
      mode: 'payment',
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: SUCCESS,
      ...change,
    } as Stripe.Checkout.SessionCreateParams;
    await expect(t.stripe.checkout.sessions.create(params)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param,
      message: expect.stringMatching(message),
    });
  });

  it('refuses a recurring price in payment mode and mixed currencies', async () => {
    const monthly = await t.stripe.prices.create({
      currency: 'eur',
      unit_amount: 900,
      recurring: { interval: 'month' },
      product_data: { name: 'Club' },
    });
    await expect(
      t.stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ price: monthly.id, quantity: 1 }],
        success_url: SUCCESS,
      }),
    ).rejects.toMatchObject({ param: 'line_items[0][price]', message: expect.stringMatching(/recurring/) });
    await expect(
      t.stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          { price: price.id, quantity: 1 },
          { price_data: { currency: 'usd', unit_amount: 100, product_data: { name: 'X' } }, quantity: 1 },
        ],
        success_url: SUCCESS,
      }),
    ).rejects.toMatchObject({ param: 'line_items' });
  });

  it('expires an open session once, with its event, and lists by status', async () => {
    const session = await t.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: SUCCESS,
      cancel_url: CANCEL,
    });
    const expired = await t.stripe.checkout.sessions.expire(session.id);
    expectValidResource('checkout.session', expired);
    expect(expired).toMatchObject({ status: 'expired', url: null });
    await expect(t.stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({
      message: expect.stringMatching(/open/),
    });
    const [event] = (await t.stripe.events.list({ type: 'checkout.session.expired', limit: 1 })).data;
    expect(event!.data.object).toMatchObject({ id: session.id, status: 'expired' });
    const list = await t.stripe.checkout.sessions.list({ status: 'expired', limit: 3 });
    expectValidList('checkout.session', list);
    expect(list.data[0]!.id).toBe(session.id);
  });

  it('answers 404 for an unknown session', async () => {
    await expect(t.stripe.checkout.sessions.retrieve('cs_test_nope')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });
});
