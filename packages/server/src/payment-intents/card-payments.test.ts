import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';
import { eventTypes } from './event-types.js';

const DECLINES = [
  ['generic_decline', 'pm_card_chargeDeclined', 'card_declined', 'Your card was declined.'],
  [
    'insufficient_funds',
    'pm_card_chargeDeclinedInsufficientFunds',
    'card_declined',
    'Your card has insufficient funds.',
  ],
  ['lost_card', 'pm_card_chargeDeclinedLostCard', 'card_declined', 'Your card was declined.'],
  ['stolen_card', 'pm_card_chargeDeclinedStolenCard', 'card_declined', 'Your card was declined.'],
  ['expired_card', 'pm_card_chargeDeclinedExpiredCard', 'expired_card', 'Your card has expired.'],
  [
    'incorrect_cvc',
    'pm_card_chargeDeclinedIncorrectCvc',
    'incorrect_cvc',
    "Your card's security code is incorrect.",
  ],
  [
    'processing_error',
    'pm_card_chargeDeclinedProcessingError',
    'processing_error',
    'An error occurred while processing your card. Try again in a little bit.',
  ],
  ['incorrect_number', null, 'incorrect_number', 'Your card number is incorrect.'],
  [
    'card_velocity_exceeded',
    'pm_card_chargeDeclinedVelocityLimitExceeded',
    'card_declined',
    'Your card was declined for making repeated attempts too frequently or exceeding its amount limit.',
  ],
  ['fraudulent', 'pm_card_chargeDeclinedFraudulent', 'card_declined', 'Your card was declined.'],
] as const;

describe.each(DATABASES)('card payments on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database });
  });
  afterAll(async () => t?.close());

  it('pays with pm_card_visa in one call', async () => {
    const pi = await t.stripe.paymentIntents.create({
      amount: 2000,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
      description: 'Order 42',
      metadata: { order: '42' },
    });
    expect(pi).toMatchObject({
      object: 'payment_intent',
      status: 'succeeded',
      amount: 2000,
      amount_received: 2000,
      amount_capturable: 0,
      last_payment_error: null,
      next_action: null,
      livemode: false,
    });
    expect(pi.client_secret).toMatch(new RegExp(`^${pi.id}_secret_[A-Za-z0-9]+$`));
    expect(pi.latest_charge).toMatch(/^ch_/);
    const legacy = (pi as unknown as { charges: Stripe.ApiList<Stripe.Charge> }).charges;
    expect(legacy.data.map((c) => c.id)).toEqual([pi.latest_charge]);
    expectValidResource('payment_intent', pi);

    const charge = await t.stripe.charges.retrieve(pi.latest_charge as string);
    expect(charge).toMatchObject({
      status: 'succeeded',
      paid: true,
      captured: true,
      amount_captured: 2000,
      amount_refunded: 0,
      refunded: false,
      payment_intent: pi.id,
      description: 'Order 42',
      metadata: { order: '42' },
      outcome: { network_status: 'approved_by_network', type: 'authorized', risk_level: 'normal' },
      balance_transaction: null,
    });
    expect(charge.payment_method_details?.card).toMatchObject({
      brand: 'visa',
      last4: '4242',
      funding: 'credit',
      country: 'US',
      network: 'visa',
      three_d_secure: null,
    });
    expect(charge.receipt_url).toMatch(/^http/);
    expectValidResource('charge', charge);
    expect(await eventTypes(t.stripe, pi.id)).toEqual(['payment_intent.created', 'payment_intent.succeeded']);
    expect(await eventTypes(t.stripe, charge.id)).toEqual(['charge.succeeded']);

    const receipt = await fetch(charge.receipt_url!);
    expect(receipt.status).toBe(200);
    expect(await receipt.text()).toContain('$20.00');
    const polish = await (
      await fetch(charge.receipt_url!, { headers: { 'accept-language': 'pl-PL' } })
    ).text();
    expect(polish).toContain('<html lang="pl" dir="ltr">');
    const zloty = new Intl.NumberFormat('pl', { style: 'currency', currency: 'USD' }).format(20);
    expect(polish).toContain(`<dt>Zapłacona kwota</dt><dd>${zloty}</dd>`);
    const taiwan = await (await fetch(`${charge.receipt_url!}?locale=zh-TW`)).text();
    expect(taiwan).toContain('<html lang="zh-TW" dir="ltr">');
    expect(taiwan).toContain('<dt>付款金額</dt><dd>US$20.00</dd>');
    expect(taiwan).toContain('<dd>已付款</dd>');
    expect((await fetch(`${charge.receipt_url!.slice(0, -4)}xxxx`)).status).toBe(404);
  });

  it.each(DECLINES)('declines with %s', async (declineCode, pm, code, message) => {
    const method = pm
      ? { payment_method: pm }
      : {
          payment_method_data: {
            type: 'card',
            card: { number: '4242424242424241', exp_month: 12, exp_year: 2040, cvc: '123' },
          } as unknown as Stripe.PaymentIntentCreateParams.PaymentMethodData,
        };
    const error = await t.stripe.paymentIntents
      .create({ amount: 1500, currency: 'usd', confirm: true, ...method })
      .then(
        () => undefined,
        (e: Stripe.errors.StripeError) => e,
      );
    expect(error).toMatchObject({
      type: 'StripeCardError',
      statusCode: 402,
      code,
      decline_code: declineCode,
      message,
    });
    const raw = error!.raw as {
      charge: string;
      payment_intent: Stripe.PaymentIntent;
      payment_method?: Stripe.PaymentMethod;
    };
    expect(raw.payment_intent).toMatchObject({
      status: 'requires_payment_method',
      payment_method: null,
      last_payment_error: {
        type: 'card_error',
        code,
        decline_code: declineCode,
        message,
        charge: raw.charge,
      },
    });
    if (pm) expect(raw.payment_method?.id).toBe(raw.payment_intent.last_payment_error?.payment_method?.id);
    expectValidResource('payment_intent', raw.payment_intent);

    // The writes of the decline were kept: the intent, the failed charge, the events.
    const pi = await t.stripe.paymentIntents.retrieve(raw.payment_intent.id);
    expect(pi.status).toBe('requires_payment_method');
    expect(pi.last_payment_error?.code).toBe(code);
    const charge = await t.stripe.charges.retrieve(raw.charge);
    expect(charge).toMatchObject({
      status: 'failed',
      paid: false,
      captured: false,
      failure_code: code,
      failure_message: message,
      payment_intent: pi.id,
    });
    expect(charge.outcome?.network_status).not.toBe('approved_by_network');
    expectValidResource('charge', charge);
    expect(pi.latest_charge).toBe(charge.id);
    expect(await eventTypes(t.stripe, pi.id)).toEqual([
      'payment_intent.created',
      'payment_intent.payment_failed',
    ]);
    expect(await eventTypes(t.stripe, charge.id)).toEqual(['charge.failed']);
  });

  it('replays a decline for the same idempotency key', async () => {
    const key = `decline-${database}`;
    const first = await t.request('POST', '/v1/payment_intents', {
      body: { amount: '1000', currency: 'usd', payment_method: 'pm_card_chargeDeclined', confirm: 'true' },
      headers: { 'idempotency-key': key },
    });
    const again = await t.request('POST', '/v1/payment_intents', {
      body: { amount: '1000', currency: 'usd', payment_method: 'pm_card_chargeDeclined', confirm: 'true' },
      headers: { 'idempotency-key': key },
    });
    expect(first.status).toBe(402);
    expect(again.status).toBe(402);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('reports the checks of the card', async () => {
    const pm = await t.stripe.paymentMethods.create({
      type: 'card',
      card: { number: '4000000000000036', exp_month: 12, exp_year: 2040, cvc: '123' },
      billing_details: { address: { postal_code: '10001', line1: '1 Main St' } },
    } as Stripe.PaymentMethodCreateParams);
    const pi = await t.stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      payment_method: pm.id,
      confirm: true,
      expand: ['latest_charge'],
    });
    expect((pi.latest_charge as Stripe.Charge).payment_method_details?.card?.checks).toEqual({
      cvc_check: 'pass',
      address_postal_code_check: 'fail',
      address_line1_check: 'pass',
    });
  });

  it('expands latest_charge, payment_method and customer', async () => {
    const customer = await t.stripe.customers.create({ name: 'Expand Me' });
    const pi = await t.stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      customer: customer.id,
      payment_method: 'pm_card_mastercard',
      confirm: true,
      expand: ['latest_charge', 'payment_method', 'customer'],
    });
    expect((pi.latest_charge as Stripe.Charge).object).toBe('charge');
    expect((pi.payment_method as Stripe.PaymentMethod).card?.brand).toBe('mastercard');
    expect((pi.customer as Stripe.Customer).name).toBe('Expand Me');
    const listed = await t.stripe.paymentIntents.list({
      customer: customer.id,
      expand: ['data.latest_charge'],
    });
    expect(listed.data.map((p) => (p.latest_charge as Stripe.Charge).id)).toEqual([
      (pi.latest_charge as Stripe.Charge).id,
    ]);
    const charge = await t.stripe.charges.retrieve((pi.latest_charge as Stripe.Charge).id, {
      expand: ['payment_intent'],
    });
    expect((charge.payment_intent as Stripe.PaymentIntent).id).toBe(pi.id);
  });

  it('updates an intent, and refuses to change what a paid intent charged', async () => {
    const pi = await t.stripe.paymentIntents.create({ amount: 1000, currency: 'usd' });
    const updated = await t.stripe.paymentIntents.update(pi.id, {
      amount: 1500,
      description: 'Bigger order',
      metadata: { step: '2' },
      payment_method: 'pm_card_visa',
    });
    expect(updated).toMatchObject({
      amount: 1500,
      description: 'Bigger order',
      metadata: { step: '2' },
      status: 'requires_confirmation',
    });
    const paid = await t.stripe.paymentIntents.confirm(pi.id);
    expect(paid).toMatchObject({ status: 'succeeded', amount_received: 1500 });
    await expect(t.stripe.paymentIntents.update(pi.id, { amount: 2000 })).rejects.toMatchObject({
      statusCode: 400,
      code: 'payment_intent_unexpected_state',
      param: 'amount',
    });
    expect((await t.stripe.paymentIntents.update(pi.id, { metadata: { note: 'kept' } })).metadata).toEqual({
      step: '2',
      note: 'kept',
    });
  });

  it('refuses amounts Stripe refuses, and intents without a payment method', async () => {
    await expect(t.stripe.paymentIntents.create({ amount: 10, currency: 'usd' })).rejects.toMatchObject({
      code: 'amount_too_small',
      param: 'amount',
      message: 'Amount must be at least $0.50 usd',
    });
    const pi = await t.stripe.paymentIntents.create({ amount: 1000, currency: 'usd' });
    await expect(t.stripe.paymentIntents.confirm(pi.id)).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
    await expect(
      t.stripe.paymentIntents.create({ amount: 1000, currency: 'usd', return_url: 'https://x.example' }),
    ).rejects.toMatchObject({ param: 'return_url' });
  });

  it('lists intents by customer and creation time', async () => {
    const customer = await t.stripe.customers.create({});
    const a = await t.stripe.paymentIntents.create({ amount: 1000, currency: 'usd', customer: customer.id });
    const b = await t.stripe.paymentIntents.create({ amount: 2000, currency: 'usd', customer: customer.id });
    const list = await t.stripe.paymentIntents.list({ customer: customer.id });
    expect(list.data.map((p) => p.id)).toEqual([b.id, a.id]);
    const recent = await t.stripe.paymentIntents.list({ customer: customer.id, created: { gte: a.created } });
    expect(recent.data).toHaveLength(2);
    const none = await t.stripe.paymentIntents.list({ customer: customer.id, created: { lt: a.created } });
    expect(none.data).toHaveLength(0);
  });

  it('refuses live payments while no processor is configured', async () => {
    const { default: StripeClient } = await import('stripe');
    const live = new StripeClient(t.server.keys.liveSecret, {
      host: '127.0.0.1',
      port: t.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await expect(
      live.paymentIntents.create({
        amount: 1000,
        currency: 'usd',
        payment_method_data: {
          type: 'card',
          card: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' },
        } as unknown as Stripe.PaymentIntentCreateParams.PaymentMethodData,
        confirm: true,
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('No payment processor is configured'),
    });
    expect((await live.paymentIntents.list()).data).toHaveLength(0);
  });
});
