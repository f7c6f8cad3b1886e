import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';

type Presented = { presentment_details?: { presentment_amount: number; presentment_currency: string } };

const NEXT_YEAR = new Date().getFullYear() + 1;

/**
 * The currency selector with an intent the merchant creates after the form is filled
 * (`elements({ mode: 'payment', amount, currency })`): the browser quotes against the currency,
 * the confirmation token carries the choice, and the server's intent uses the same quote.
 */
describe.each(DATABASES)('presentment of deferred intents on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database });
  });
  afterAll(async () => t?.close());

  const browserQuote = (body: Record<string, unknown>) =>
    t.request('POST', '/v1/elements/fx_quotes', { key: t.publishableKey, body });
  const token = (extra: Record<string, unknown>) =>
    t.request('POST', '/v1/confirmation_tokens', {
      key: t.publishableKey,
      body: {
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': '4242424242424242',
        'payment_method_data[card][exp_month]': '12',
        'payment_method_data[card][exp_year]': String(NEXT_YEAR),
        'payment_method_data[card][cvc]': '123',
        ...extra,
      },
    });

  it('quotes the shopper’s currency against a deferred intent’s, with the publishable key', async () => {
    const quote = await browserQuote({ currency: 'usd', 'from_currencies[0]': 'eur' });
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({
      object: 'fx_quote',
      to_currency: 'usd',
      lock_duration: 'hour',
      rates: { eur: { exchange_rate: 1.05732 } },
    });
    const neither = await browserQuote({ 'from_currencies[0]': 'eur' });
    expect(neither.status).toBe(400);
    expect(neither.body.error).toMatchObject({
      param: 'client_secret',
      message: /currency of a deferred intent/,
    });
  });

  it('pays in euros through a confirmation token made with the choice; the charge records both', async () => {
    const quote = (await browserQuote({ currency: 'usd', 'from_currencies[0]': 'eur' })).body;
    const made = await token({ fx_quote: quote.id, 'presentment_details[presentment_currency]': 'eur' });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      fx_quote: quote.id,
      presentment_details: { presentment_currency: 'eur' },
    });
    const pi = (await t.stripe.paymentIntents.create({
      amount: 2000,
      currency: 'usd',
      payment_method_types: ['card'],
      confirm: true,
      confirmation_token: made.body.id,
    } as Stripe.PaymentIntentCreateParams)) as Stripe.PaymentIntent & Presented;
    expect(pi).toMatchObject({ status: 'succeeded', amount: 2000, currency: 'usd' });
    expect(pi.presentment_details).toEqual({ presentment_amount: 1892, presentment_currency: 'eur' });
    expectValidResource('payment_intent', pi);
    const charge = (await t.stripe.charges.retrieve(pi.latest_charge as string)) as Stripe.Charge & Presented;
    expect(charge.presentment_details).toEqual({ presentment_amount: 1892, presentment_currency: 'eur' });

    // The server's own choice wins over the token's: here, dollars.
    const again = await token({ fx_quote: quote.id, 'presentment_details[presentment_currency]': 'eur' });
    const dollars = (await t.stripe.paymentIntents.create({
      amount: 2000,
      currency: 'usd',
      payment_method_types: ['card'],
      confirm: true,
      confirmation_token: again.body.id,
      presentment_details: { presentment_currency: 'usd' },
    } as Stripe.PaymentIntentCreateParams)) as Stripe.PaymentIntent & Presented;
    expect(dollars.presentment_details).toBeUndefined();
  });

  it('refuses a token whose choice is half given or names no quote', async () => {
    const half = await token({ fx_quote: 'fxq_1' });
    expect(half.body.error).toMatchObject({ param: 'presentment_details[presentment_currency]' });
    const missing = await token({
      fx_quote: 'fxq_missing',
      'presentment_details[presentment_currency]': 'eur',
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({ param: 'fx_quote', code: 'resource_missing' });
    // A token for an intent settling in another currency: the quote does not fit, nothing is paid.
    const quote = (await browserQuote({ currency: 'gbp', 'from_currencies[0]': 'eur' })).body;
    const made = await token({ fx_quote: quote.id, 'presentment_details[presentment_currency]': 'eur' });
    await expect(
      t.stripe.paymentIntents.create({
        amount: 2000,
        currency: 'usd',
        payment_method_types: ['card'],
        confirm: true,
        confirmation_token: made.body.id,
      } as Stripe.PaymentIntentCreateParams),
    ).rejects.toMatchObject({ param: 'fx_quote', message: /converts to gbp/ });
  });
});
