import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';

const NEXT_YEAR = new Date().getUTCFullYear() + 1;

describe.each(DATABASES)('tokens on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database });
  });
  afterAll(async () => t?.close());

  const cardToken = (extra: Record<string, unknown> = {}) =>
    t.publishable.tokens.create({
      card: {
        number: '4242424242424242',
        exp_month: '7',
        exp_year: String(NEXT_YEAR),
        cvc: '123',
        name: 'Jenny Rosen',
        address_zip: '94107',
        ...extra,
      },
    } as never);

  it('creates a card token with the publishable key and retrieves it with the secret key', async () => {
    const token = await cardToken();
    expect(token.id).toMatch(/^tok_/);
    expect(token).toMatchObject({
      object: 'token',
      type: 'card',
      used: false,
      livemode: false,
      card: {
        object: 'card',
        brand: 'Visa',
        last4: '4242',
        exp_month: 7,
        exp_year: NEXT_YEAR,
        funding: 'credit',
        cvc_check: 'unchecked',
        address_zip: '94107',
        address_zip_check: 'unchecked',
        name: 'Jenny Rosen',
      },
    });
    expect(token.card!.id).toMatch(/^card_/);
    expectValidResource('token', token);
    expect(JSON.stringify(token)).not.toContain('4242424242424242');
    expect(await t.stripe.tokens.retrieve(token.id)).toEqual(token);
    await expect(t.publishable.tokens.retrieve(token.id)).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
    await expect(t.stripe.tokens.retrieve('tok_missing')).rejects.toMatchObject({
      statusCode: 404,
      message: "No such token: 'tok_missing'",
    });
  });

  it('is used once: a payment method from it, then token_already_used', async () => {
    const token = await cardToken();
    const pm = await t.publishable.paymentMethods.create({ type: 'card', card: { token: token.id } });
    expect(pm).toMatchObject({
      card: { brand: 'visa', last4: '4242', exp_month: 7, checks: { cvc_check: 'unchecked' } },
      billing_details: { name: 'Jenny Rosen', address: { postal_code: '94107' } },
    });
    expect((await t.stripe.tokens.retrieve(token.id)).used).toBe(true);
    await expect(
      t.publishable.paymentMethods.create({ type: 'card', card: { token: token.id } }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'token_already_used',
      param: 'card[token]',
      message: `You cannot use a Stripe token more than once: ${token.id}.`,
    });

    // A token also stands for a payment method where one is named.
    const second = await cardToken({ number: '5555555555554444' });
    const customer = await t.stripe.customers.create({ payment_method: second.id });
    const [saved] = (await t.stripe.customers.listPaymentMethods(customer.id)).data;
    expect(saved!.card).toMatchObject({ brand: 'mastercard', last4: '4444' });
    await expect(t.stripe.customers.create({ payment_method: second.id })).rejects.toMatchObject({
      code: 'token_already_used',
      param: 'payment_method',
    });
  });

  it('accepts the test tokens any number of times in test mode', async () => {
    for (let i = 0; i < 2; i++) {
      const pm = await t.stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_mastercard' } });
      expect(pm.card).toMatchObject({ brand: 'mastercard', last4: '4444' });
    }
    await expect(
      t.stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_unknown' } }),
    ).rejects.toMatchObject({
      statusCode: 404,
      param: 'card[token]',
      message: "No such token: 'tok_unknown'",
    });
    await expect(
      t.stripe.paymentMethods.create({
        type: 'card',
        card: { token: 'tok_visa', number: '4242424242424242' },
      } as never),
    ).rejects.toMatchObject({ statusCode: 400, param: 'card[token]' });
  });

  it("makes a test wallet's card into a token of that wallet, whose payment methods and sources keep it", async () => {
    const token = await t.publishable.tokens.create({ card: 'tok_visa_apple_pay' } as never);
    expect(token).toMatchObject({
      object: 'token',
      type: 'card',
      used: false,
      card: { brand: 'Visa', last4: '4242', tokenization_method: 'apple_pay', cvc_check: null },
    });
    expectValidResource('token', token);
    const pm = await t.publishable.paymentMethods.create({ type: 'card', card: { token: token.id } });
    expect(pm.card).toMatchObject({ last4: '4242', wallet: { type: 'apple_pay' } });
    await expect(
      t.publishable.paymentMethods.create({ type: 'card', card: { token: token.id } }),
    ).rejects.toMatchObject({ code: 'token_already_used' });

    const source = await t.publishable.sources.create({ type: 'card', token: 'tok_mastercard_google_pay' });
    expect(source).toMatchObject({
      status: 'chargeable',
      card: { brand: 'MasterCard', last4: '4444', tokenization_method: 'google_pay' },
    });
    const fromToken = await t.publishable.tokens.create({ card: 'tok_visa_google_pay' } as never);
    const intent = await t.stripe.paymentIntents.create({
      amount: 1200,
      currency: 'usd',
      confirm: true,
      payment_method_types: ['card'],
      payment_method_data: { type: 'card', card: { token: fromToken.id } },
    } as never);
    expect(intent.status).toBe('succeeded');
    const paid = await t.stripe.paymentMethods.retrieve(intent.payment_method as string);
    expect(paid.card).toMatchObject({ last4: '4242', wallet: { type: 'google_pay' } });

    // A card given as a string is only a test wallet's token.
    await expect(t.publishable.tokens.create({ card: 'tok_visa' } as never)).rejects.toMatchObject({
      statusCode: 400,
      param: 'card',
      message: 'Invalid card: pass the card as a hash of its details (number, exp_month, exp_year...).',
    });
  });

  it('answers bad card data with card errors and makes nothing', async () => {
    await expect(cardToken({ number: '4242424242424241' })).rejects.toMatchObject({
      type: 'StripeCardError',
      code: 'incorrect_number',
      param: 'number',
    });
    await expect(cardToken({ exp_year: '2001' })).rejects.toMatchObject({ code: 'invalid_expiry_year' });
    await expect(cardToken({ cvc: '1' })).rejects.toMatchObject({ code: 'invalid_cvc', param: 'cvc' });
    await expect(cardToken({ number: undefined })).rejects.toMatchObject({
      code: 'parameter_missing',
      param: 'card[number]',
    });
    await expect(t.publishable.tokens.create({} as never)).rejects.toMatchObject({ statusCode: 400 });
  });

  it('makes CVC update and bank account tokens', async () => {
    const cvc = await t.publishable.tokens.create({ cvc_update: { cvc: '123' } } as never);
    expect(cvc).toMatchObject({ object: 'token', type: 'cvc_update', used: false });
    expect(cvc.id).toMatch(/^cvctok_/);
    expect(JSON.stringify(cvc)).not.toContain('123"');
    await expect(t.publishable.tokens.create({ cvc_update: { cvc: 'ab' } } as never)).rejects.toMatchObject({
      code: 'invalid_cvc',
    });

    const bank = await t.publishable.tokens.create({
      bank_account: {
        country: 'US',
        currency: 'usd',
        account_holder_name: 'Jenny Rosen',
        account_holder_type: 'individual',
        routing_number: '110000000',
        account_number: '000123456789',
      },
    });
    expect(bank).toMatchObject({
      type: 'bank_account',
      bank_account: { object: 'bank_account', last4: '6789', bank_name: 'STRIPE TEST BANK', status: 'new' },
    });
    expectValidResource('token', bank);
    expect(JSON.stringify(bank)).not.toContain('000123456789');
    await expect(
      t.publishable.tokens.create({
        bank_account: { country: 'US', currency: 'usd', account_number: '000123456789' },
      }),
    ).rejects.toMatchObject({ code: 'parameter_missing', param: 'bank_account[routing_number]' });
  });
});
