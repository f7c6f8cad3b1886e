import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';

describe.each(DATABASES)('cards from the test wallets on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database });
  });
  afterAll(async () => t?.close());

  it('a Google Pay test token makes a card payment method and charge with card.wallet google_pay', async () => {
    const pi = await t.stripe.paymentIntents.create({ amount: 2500, currency: 'usd' });
    const confirmed = await t.stripe.paymentIntents.confirm(pi.id, {
      payment_method_data: { type: 'card', card: { token: 'tok_visa_google_pay' } } as never,
    });
    expect(confirmed.status).toBe('succeeded');
    const pm = await t.stripe.paymentMethods.retrieve(String(confirmed.payment_method));
    expectValidResource('payment_method', pm);
    expect(pm.card).toMatchObject({
      brand: 'visa',
      last4: '4242',
      wallet: { type: 'google_pay', google_pay: {}, dynamic_last4: null },
    });
    const charge = await t.stripe.charges.retrieve(String(confirmed.latest_charge));
    expectValidResource('charge', charge);
    expect(charge.payment_method_details?.card?.wallet).toMatchObject({ type: 'google_pay' });
  });

  it('an Apple Pay test token reports its dynamic last four; a plain test token has no wallet', async () => {
    const apple = await t.stripe.paymentMethods.create({
      type: 'card',
      card: { token: 'tok_mastercard_apple_pay' },
    });
    expectValidResource('payment_method', apple);
    expect(apple.card?.wallet).toEqual({ type: 'apple_pay', apple_pay: {}, dynamic_last4: '4444' });
    const plain = await t.stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_visa' } });
    expect(plain.card?.wallet).toBeNull();
  });

  it('an unknown wallet token is refused like any unknown token', async () => {
    const error = await t.stripe.paymentMethods
      .create({ type: 'card', card: { token: 'tok_nosuchcard_google_pay' } })
      .catch((e: unknown) => e as { statusCode: number; code?: string });
    expect(error).toMatchObject({ statusCode: 404 });
  });
});
