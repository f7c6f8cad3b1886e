import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestPage } from '../pages/test-page-driver.fixture.js';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';

const SUCCESS = 'https://shop.example/success?session_id={CHECKOUT_SESSION_ID}';
const CANCEL = 'https://shop.example/cart';

describe.each(DATABASES)('payment pages on %s', (database) => {
  let t: TestServer;
  let price: Stripe.Price;
  const page = (method: string, path: string, body?: Record<string, unknown>) =>
    t.request(method, `/v1/payment_pages/${path}`, { key: t.publishableKey, ...(body ? { body } : {}) });
  beforeAll(async () => {
    t = await startTestServer({ database });
    price = await t.stripe.prices.create({
      currency: 'eur',
      unit_amount: 1000,
      product_data: { name: 'Tea' },
    });
  });
  afterAll(async () => t?.close());

  async function session(extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) {
    return t.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price: price.id, quantity: 1, adjustable_quantity: { enabled: true, maximum: 3 } }],
      success_url: SUCCESS,
      cancel_url: CANCEL,
      ...extra,
    });
  }

  it('shows the page with the publishable key, without the merchant-only fields', async () => {
    const s = await session({ metadata: { secret: 'x' }, client_reference_id: 'ref' });
    const answer = await page('GET', s.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      object: 'payment_page',
      id: s.id,
      status: 'open',
      amount_total: 1000,
      merchant: { display_name: expect.any(String) },
      line_items: [{ name: 'Tea', quantity: 1, adjustable_quantity: { minimum: 0, maximum: 3 } }],
      success_url: SUCCESS,
    });
    expect(answer.text).not.toContain('ref');
    expect(answer.body.metadata).toBeUndefined();
    const init = await page('POST', `${s.id}/init`, {});
    expect(init.status).toBe(200);
    // The list of sessions stays the secret key's.
    const list = await t.request('GET', '/v1/checkout/sessions', { key: t.publishableKey });
    expect(list.status).toBe(401);
  });

  it('updates exactly one field: a quantity within bounds, a shipping rate; what the server lacks is refused', async () => {
    const s = await session({
      shipping_address_collection: { allowed_countries: ['FR'] },
      shipping_options: [
        { shipping_rate_data: { display_name: 'Post', fixed_amount: { amount: 300, currency: 'eur' } } },
        { shipping_rate_data: { display_name: 'Courier', fixed_amount: { amount: 900, currency: 'eur' } } },
      ],
    });
    const view = (await page('GET', s.id)).body;
    const lineId = view.line_items[0].id;
    const quantity = await page('POST', `${s.id}/update`, {
      'updated_line_item_quantity[line_item_id]': lineId,
      'updated_line_item_quantity[quantity]': 3,
    });
    expect(quantity.body).toMatchObject({ amount_subtotal: 3000, amount_total: 3300 });
    const rate = await page('POST', `${s.id}/update`, { shipping_rate: view.shipping_options[1].id });
    expect(rate.body).toMatchObject({ amount_total: 3900, shipping_rate: view.shipping_options[1].id });
    const merchant = await t.stripe.checkout.sessions.retrieve(s.id);
    expect(merchant).toMatchObject({ amount_total: 3900, total_details: { amount_shipping: 900 } });
    const items = await t.stripe.checkout.sessions.listLineItems(s.id);
    expect(items.data[0]).toMatchObject({ quantity: 3, amount_total: 3000 });

    const tooMany = await page('POST', `${s.id}/update`, {
      'updated_line_item_quantity[line_item_id]': lineId,
      'updated_line_item_quantity[quantity]': 4,
    });
    expect(tooMany.status).toBe(400);
    const two = await page('POST', `${s.id}/update`, { shipping_rate: 'shr_x', promotion_code: 'SAVE' });
    expect(two.body.error.message).toMatch(/Exactly one of/);
    // Where the shopper is changes nothing on lines without tax rates.
    const tax = await page('POST', `${s.id}/update`, { 'tax_region[country]': 'FR' });
    expect(tax.body).toMatchObject({ amount_total: 3900, total_details: { amount_tax: 0 }, taxes: [] });
    const currency = await page('POST', `${s.id}/update`, { updated_currency: 'usd' });
    expect(currency.body.error).toMatchObject({ type: 'invalid_request_error', param: 'updated_currency' });
  });

  it('pays: the session completes, paid, with its intent succeeded and the completed event', async () => {
    const s = await session({ payment_intent_data: { metadata: { order: '9' } } });
    const paid = await page('POST', `${s.id}/confirm`, {
      payment_method: 'pm_card_visa',
      email: 'shopper@example.com',
      expected_amount: 1000,
    });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(paid.body.payment_intent).toMatchObject({
      status: 'succeeded',
      client_secret: expect.any(String),
    });
    const after = await t.stripe.checkout.sessions.retrieve(s.id, { expand: ['payment_intent'] });
    expectValidResource('checkout.session', after);
    expect(after).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      url: null,
      customer_details: { email: 'shopper@example.com' },
    });
    const pi = after.payment_intent as Stripe.PaymentIntent;
    expect(pi).toMatchObject({ status: 'succeeded', amount: 1000, metadata: { order: '9' } });
    const [event] = (await t.stripe.events.list({ type: 'checkout.session.completed', limit: 1 })).data;
    expect(event!.data.object).toMatchObject({ id: s.id, payment_status: 'paid' });
    const again = await page('POST', `${s.id}/confirm`, { payment_method: 'pm_card_visa', email: 'a@b.c' });
    expect(again.body.error.code).toBe('checkout_session_complete');
    const byIntent = await t.stripe.checkout.sessions.list({ payment_intent: pi.id });
    expect(byIntent.data.map((x) => x.id)).toEqual([s.id]);
  });

  it('answers a decline with its error and keeps the session open for another card', async () => {
    const s = await session();
    const declined = await page('POST', `${s.id}/confirm`, {
      payment_method: 'pm_card_chargeDeclined',
      email: 'shopper@example.com',
    });
    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({ type: 'card_error', code: 'card_declined' });
    expect((await t.stripe.checkout.sessions.retrieve(s.id)).status).toBe('open');
    const paid = await page('POST', `${s.id}/confirm`, {
      payment_method: 'pm_card_visa',
      email: 'shopper@example.com',
    });
    expect(paid.body).toMatchObject({ status: 'complete', payment_status: 'paid' });
    const after = await t.stripe.checkout.sessions.retrieve(s.id);
    expect(after.payment_intent).toBe(declined.body.error.payment_intent.id);
  });

  it('completes after 3-D Secure', async () => {
    const s = await session();
    const answer = await page('POST', `${s.id}/confirm`, {
      payment_method: 'pm_card_threeDSecure2Required',
      email: 'shopper@example.com',
    });
    expect(answer.body.payment_intent.status).toBe('requires_action');
    expect(answer.body.status).toBe('open');
    // The shopper leaves the challenge and pays again: the abandoned attempt is canceled.
    const retry = await page('POST', `${s.id}/confirm`, {
      payment_method: 'pm_card_threeDSecure2Required',
      email: 'shopper@example.com',
    });
    expect(retry.body.payment_intent.id).not.toBe(answer.body.payment_intent.id);
    expect((await t.stripe.paymentIntents.retrieve(answer.body.payment_intent.id)).status).toBe('canceled');
    const challenge = await openTestPage(retry.body.payment_intent.next_action.redirect_to_url.url);
    await challenge.press('Complete');
    expect(await t.stripe.checkout.sessions.retrieve(s.id)).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
    });
  });

  it('saves a card to the customer in setup mode', async () => {
    const customer = await t.stripe.customers.create({ email: 'saver@example.com' });
    const s = await t.stripe.checkout.sessions.create({
      mode: 'setup',
      currency: 'eur',
      customer: customer.id,
      success_url: SUCCESS,
      cancel_url: CANCEL,
    });
    const answer = await page('POST', `${s.id}/confirm`, { payment_method: 'pm_card_visa' });
    expect(answer.body).toMatchObject({ status: 'complete', payment_status: 'no_payment_required' });
    const after = await t.stripe.checkout.sessions.retrieve(s.id, { expand: ['setup_intent'] });
    const si = after.setup_intent as Stripe.SetupIntent;
    expect(si).toMatchObject({ status: 'succeeded', customer: customer.id });
    const methods = await t.stripe.customers.listPaymentMethods(customer.id);
    expect(methods.data.map((m) => m.id)).toContain(si.payment_method);
  });

  it('expires an open session at its expires_at (the worker), with its event', async () => {
    const s = await session();
    // As if its time had come: the worker reads the column.
    await t.server.context.db
      .updateTable('checkout_sessions')
      .set({ expires_at: Math.floor(Date.now() / 1000) - 1 })
      .where('id', '=', s.id)
      .execute();
    await expect
      .poll(async () => (await t.stripe.checkout.sessions.retrieve(s.id)).status, { timeout: 10_000 })
      .toBe('expired');
    const [event] = (await t.stripe.events.list({ type: 'checkout.session.expired', limit: 1 })).data;
    expect(event!.data.object).toMatchObject({ id: s.id, status: 'expired' });
  });

  it('refuses a page change on an expired session, whose declined intent is canceled as abandoned', async () => {
    const s = await session();
    const declined = await page('POST', `${s.id}/confirm`, {
      payment_method: 'pm_card_chargeDeclined',
      email: 'a@b.c',
    });
    await t.stripe.checkout.sessions.expire(s.id);
    const pi = await t.stripe.paymentIntents.retrieve(declined.body.error.payment_intent.id);
    expect(pi).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
    const answer = await page('POST', `${s.id}/confirm`, { payment_method: 'pm_card_visa', email: 'a@b.c' });
    expect(answer.body.error.code).toBe('checkout_session_expired');
    expect((await page('GET', s.id)).body.status).toBe('expired');
  });
});

describe.each(DATABASES)('asynchronous payments through a payment page on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    // No background settling: the test helper decides when a debit settles.
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());

  async function debitSession(iban: string) {
    const s = await t.stripe.checkout.sessions.create({
      mode: 'payment',
      // The client's types no longer name it; the API still takes it, as Stripe's does.
      ...({ payment_method_types: ['sepa_debit'] } as object),
      line_items: [
        { price_data: { currency: 'eur', unit_amount: 2500, product_data: { name: 'Box' } }, quantity: 1 },
      ],
      success_url: SUCCESS,
      cancel_url: CANCEL,
    });
    const pm = await t.publishable.paymentMethods.create({
      type: 'sepa_debit',
      sepa_debit: { iban },
      billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' },
    });
    const answer = await t.request('POST', `/v1/payment_pages/${s.id}/confirm`, {
      key: t.publishableKey,
      body: { payment_method: pm.id, email: 'jenny@example.com' },
    });
    expect(answer.body).toMatchObject({ object: 'payment_page' });
    // A debit under way completes the session, unpaid until the money arrives.
    expect(answer.body).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    expect(answer.body.payment_intent.status).toBe('processing');
    await t.request('POST', '/v1/test_helpers/bank_debits/settle', {
      body: { payment_intent: answer.body.payment_intent.id },
    });
    return s;
  }

  it('sends async_payment_succeeded once the debit settles, and the session is paid', async () => {
    const s = await debitSession('DE89370400440532013000');
    const after = await t.stripe.checkout.sessions.retrieve(s.id);
    expectValidResource('checkout.session', after);
    expect(after).toMatchObject({ status: 'complete', payment_status: 'paid' });
    const types = (await t.stripe.events.list({ limit: 20 })).data
      .filter((e) => (e.data.object as { id?: string }).id === s.id)
      .map((e) => e.type);
    expect(types).toEqual(['checkout.session.async_payment_succeeded', 'checkout.session.completed']);
  });

  it('sends async_payment_failed when the debit fails', async () => {
    const s = await debitSession('DE62370400440532013001');
    expect(await t.stripe.checkout.sessions.retrieve(s.id)).toMatchObject({ payment_status: 'unpaid' });
    const [event] = (await t.stripe.events.list({ type: 'checkout.session.async_payment_failed', limit: 1 }))
      .data;
    expect(event!.data.object).toMatchObject({ id: s.id });
  });
});
