import type Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';

type Presented = { presentment_details?: { presentment_amount: number; presentment_currency: string } };

describe.each(DATABASES)('adaptive pricing on Checkout Sessions on %s', (database) => {
  let t: TestServer;
  let price: Stripe.Price;
  const page = (method: string, path: string, body?: Record<string, unknown>) =>
    t.request(method, `/v1/payment_pages/${path}`, { key: t.publishableKey, ...(body ? { body } : {}) });
  beforeAll(async () => {
    t = await startTestServer({ database });
    price = await t.stripe.prices.create({
      currency: 'usd',
      unit_amount: 2000,
      product_data: { name: 'Lamp' },
    });
  });
  afterAll(async () => t?.close());
  afterEach(() => vi.restoreAllMocks());

  const session = (extra: Record<string, unknown> = {}) =>
    t.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price: price.id, quantity: 1, adjustable_quantity: { enabled: true, maximum: 5 } }],
      success_url: 'https://shop.example/done',
      cancel_url: 'https://shop.example/cart',
      adaptive_pricing: { enabled: true },
      ...extra,
    } as Stripe.Checkout.SessionCreateParams);

  it('offers a French shopper euros for a dollar session; the shopper may switch back and forth', async () => {
    const s = await session();
    expect(s).toMatchObject({ adaptive_pricing: { enabled: true }, currency: 'usd', amount_total: 2000 });
    expect((s as Presented).presentment_details).toBeUndefined();
    expectValidResource('checkout.session', s);

    const opened = await page('POST', `${s.id}/init`, { browser_locale: 'fr-FR' });
    // $20.00 at the hour lock's 1.05732 (1.08 less the 2% fee and 0.1%): €18.92.
    expect(opened.body).toMatchObject({
      currency: 'usd',
      amount_total: 2000,
      presentment_details: { presentment_amount: 1892, presentment_currency: 'eur' },
      local_currency: {
        currency: 'eur',
        amount: 1892,
        exchange_rate: 1.05732,
        expires_at: expect.any(Number),
      },
    });
    const merchant = (await t.stripe.checkout.sessions.retrieve(s.id)) as Stripe.Checkout.Session & Presented;
    expect(merchant.presentment_details).toEqual({ presentment_amount: 1892, presentment_currency: 'eur' });

    // Dollars chosen: the page opened again keeps the shopper's choice, euros still offered.
    const dollars = await page('POST', `${s.id}/update`, { updated_currency: 'usd' });
    expect(dollars.body.presentment_details).toBeNull();
    const reopened = await page('POST', `${s.id}/init`, { browser_locale: 'fr-FR' });
    expect(reopened.body).toMatchObject({ presentment_details: null, local_currency: { currency: 'eur' } });

    // A British billing country proposes pounds; three lamps are converted at the same quote.
    const pounds = await page('POST', `${s.id}/update`, { updated_currency: 'gbp' });
    // 20 / (1.27 × 0.979) = £16.09.
    expect(pounds.body.presentment_details).toEqual({
      presentment_amount: 1609,
      presentment_currency: 'gbp',
    });
    const three = await page('POST', `${s.id}/update`, {
      'updated_line_item_quantity[line_item_id]': pounds.body.line_items[0].id,
      'updated_line_item_quantity[quantity]': 3,
    });
    expect(three.body).toMatchObject({
      amount_total: 6000,
      presentment_details: { presentment_amount: 4826, presentment_currency: 'gbp' },
      local_currency: { currency: 'gbp', amount: 4826 },
    });

    const refused = await page('POST', `${s.id}/update`, { updated_currency: 'xyz' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ param: 'updated_currency' });
  });

  it('takes the shopper’s euros, settles the merchant’s dollars, and refunds in euros at the locked rate', async () => {
    const s = await session();
    await page('POST', `${s.id}/init`, { browser_locale: 'fr-FR' });
    const stale = await page('POST', `${s.id}/confirm`, {
      payment_method: 'pm_card_visa',
      email: 'shopper@example.fr',
      expected_amount: 2000,
      expected_currency: 'usd',
    });
    expect(stale.body.error).toMatchObject({ code: 'checkout_amount_mismatch', param: 'expected_currency' });
    const paid = await page('POST', `${s.id}/confirm`, {
      payment_method: 'pm_card_visa',
      email: 'shopper@example.fr',
      expected_amount: 2000,
      expected_currency: 'eur',
    });
    expect(paid.body).toMatchObject({ status: 'complete', payment_status: 'paid' });
    const done = (await t.stripe.checkout.sessions.retrieve(s.id, {
      expand: ['payment_intent.latest_charge'],
    })) as Stripe.Checkout.Session & Presented;
    expect(done.presentment_details).toEqual({ presentment_amount: 1892, presentment_currency: 'eur' });
    const pi = done.payment_intent as Stripe.PaymentIntent & Presented;
    expect(pi).toMatchObject({ amount: 2000, currency: 'usd', status: 'succeeded' });
    expect(pi.presentment_details).toEqual({ presentment_amount: 1892, presentment_currency: 'eur' });
    const charge = pi.latest_charge as Stripe.Charge & Presented;
    expect(charge).toMatchObject({ amount: 2000, currency: 'usd' });
    expect(charge.presentment_details).toEqual({ presentment_amount: 1892, presentment_currency: 'eur' });
    expectValidResource('checkout.session', done);

    // A quarter refunded: $5.00 at the locked 1.05732 is €4.73, even once the lock has run out.
    const later = (pi.created + 7200) * 1000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    const part = (await t.stripe.refunds.create({ payment_intent: pi.id, amount: 500 })) as Stripe.Refund &
      Presented;
    expect(part).toMatchObject({ amount: 500, currency: 'usd', status: 'succeeded' });
    expect(part.presentment_details).toEqual({ presentment_amount: 473, presentment_currency: 'eur' });
    expectValidResource('refund', part);
    // The rest gives back exactly what remains of the euros paid.
    const rest = (await t.stripe.refunds.create({ payment_intent: pi.id })) as Stripe.Refund & Presented;
    expect(rest.amount).toBe(1500);
    expect(rest.presentment_details).toEqual({ presentment_amount: 1419, presentment_currency: 'eur' });
    const refunds = (await t.stripe.refunds.list({ payment_intent: pi.id })).data as (Stripe.Refund &
      Presented)[];
    expect(refunds.map((r) => r.presentment_details?.presentment_amount)).toEqual([1419, 473]);
  });

  it('pays in dollars when the shopper keeps them, and refunds without presentment', async () => {
    const s = await session();
    await page('POST', `${s.id}/init`, { browser_locale: 'fr-FR' });
    await page('POST', `${s.id}/update`, { updated_currency: 'usd' });
    const paid = await page('POST', `${s.id}/confirm`, {
      payment_method: 'pm_card_visa',
      email: 'shopper@example.fr',
      expected_currency: 'usd',
    });
    expect(paid.body.payment_intent.status).toBe('succeeded');
    const pi = (await t.stripe.paymentIntents.retrieve(paid.body.payment_intent.id)) as Stripe.PaymentIntent &
      Presented;
    expect(pi.presentment_details).toBeUndefined();
    const refund = (await t.stripe.refunds.create({ payment_intent: pi.id })) as Stripe.Refund & Presented;
    expect(refund.presentment_details).toBeUndefined();
  });

  it('offers nothing unless the session asks, nor to a shopper of the merchant’s own currency', async () => {
    const plain = await session({ adaptive_pricing: { enabled: false } });
    const opened = await page('POST', `${plain.id}/init`, { browser_locale: 'fr-FR' });
    expect(opened.body).toMatchObject({ presentment_details: null, local_currency: null });
    const switched = await page('POST', `${plain.id}/update`, { updated_currency: 'eur' });
    expect(switched.body.error).toMatchObject({ param: 'updated_currency', message: /adaptive_pricing/ });

    const american = await session();
    const home = await page('POST', `${american.id}/init`, { browser_locale: 'en-US' });
    expect(home.body).toMatchObject({ presentment_details: null, local_currency: null });

    await expect(
      t.stripe.checkout.sessions.create({
        mode: 'setup',
        currency: 'usd',
        success_url: 'https://shop.example/done',
        adaptive_pricing: { enabled: true },
      } as Stripe.Checkout.SessionCreateParams),
    ).rejects.toMatchObject({ param: 'adaptive_pricing[enabled]' });
  });
});
