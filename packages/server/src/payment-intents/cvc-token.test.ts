import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';

/** A CVC update token on confirm (`payment_method_options[card][cvc_token]`) and test id checks. */
describe.each(DATABASES)('CVC recollection on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database });
  });
  afterAll(async () => t?.close());

  /** A customer's saved card, made from typed details with or without a CVC. */
  async function savedCard(number: string, cvc?: string) {
    const customer = await t.stripe.customers.create({ email: 'cvc@example.com' });
    const pm = await t.stripe.paymentMethods.create({
      type: 'card',
      card: { number, exp_month: 12, exp_year: 2040, ...(cvc ? { cvc } : {}) },
    } as Stripe.PaymentMethodCreateParams);
    await t.stripe.paymentMethods.attach(pm.id, { customer: customer.id });
    return { customer, pm };
  }

  const cvcToken = async () =>
    (await t.publishable.tokens.create({ cvc_update: { cvc: '123' } } as never)).id;

  it('gives test PaymentMethod ids the CVC check of their card in the test table', async () => {
    const customer = await t.stripe.customers.create({});
    const fail = await t.stripe.paymentMethods.attach('pm_card_cvcCheckFail', { customer: customer.id });
    expect(fail.card?.checks?.cvc_check).toBe('fail');
    const visa = await t.stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    expect(visa.card?.checks?.cvc_check).toBe('pass');
    // The 0101 card's failed check blocks its payments, as Stripe's default rule does.
    await expect(
      t.stripe.paymentIntents.create({
        amount: 1000,
        currency: 'usd',
        customer: customer.id,
        payment_method: fail.id,
        confirm: true,
      }),
    ).rejects.toMatchObject({ code: 'incorrect_cvc' });
  });

  it('runs the CVC check of a card saved without a CVC when a CVC update token comes with confirm', async () => {
    const { customer, pm } = await savedCard('4242424242424242');
    expect(pm.card?.checks?.cvc_check).toBeNull();
    const token = await cvcToken();
    const pi = await t.stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      customer: customer.id,
      payment_method: pm.id,
      confirm: true,
      payment_method_options: { card: { cvc_token: token } } as never,
      expand: ['latest_charge'],
    });
    expect(pi.status).toBe('succeeded');
    expect((pi.latest_charge as Stripe.Charge).payment_method_details?.card?.checks?.cvc_check).toBe('pass');
    // The token is not kept on the intent, and it is now used.
    expect(JSON.stringify(pi.payment_method_options)).not.toContain(token);
    const used = await t.stripe.tokens.retrieve(token);
    expect(used.used).toBe(true);

    // Without a token, the same card's charge has no CVC check.
    const plain = await t.stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      customer: customer.id,
      payment_method: pm.id,
      confirm: true,
      expand: ['latest_charge'],
    });
    expect((plain.latest_charge as Stripe.Charge).payment_method_details?.card?.checks?.cvc_check).toBeNull();
  });

  it('declines the 0101 card when its CVC is sent again', async () => {
    const { customer, pm } = await savedCard('4000000000000101');
    const pi = await t.stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      customer: customer.id,
      payment_method: pm.id,
    });
    await expect(
      t.stripe.paymentIntents.confirm(pi.id, {
        payment_method_options: { card: { cvc_token: await cvcToken() } } as never,
      }),
    ).rejects.toMatchObject({ type: 'StripeCardError', code: 'incorrect_cvc' });
  });

  it('uses a CVC update token once, and refuses unknown and non-CVC tokens', async () => {
    const { customer, pm } = await savedCard('4242424242424242', '123');
    const token = await cvcToken();
    const confirmWith = (cvc_token: string) =>
      t.stripe.paymentIntents.create({
        amount: 1000,
        currency: 'usd',
        customer: customer.id,
        payment_method: pm.id,
        confirm: true,
        payment_method_options: { card: { cvc_token } } as never,
      });
    expect((await confirmWith(token)).status).toBe('succeeded');
    await expect(confirmWith(token)).rejects.toMatchObject({
      statusCode: 400,
      code: 'token_already_used',
      param: 'payment_method_options[card][cvc_token]',
    });
    await expect(confirmWith('cvctok_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'payment_method_options[card][cvc_token]',
    });
    const card = await t.publishable.tokens.create({
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' },
    } as never);
    await expect(confirmWith(card.id)).rejects.toMatchObject({
      statusCode: 400,
      param: 'payment_method_options[card][cvc_token]',
    });
  });
});
