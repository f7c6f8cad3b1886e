import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';

const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const card = (number: string, extra: Record<string, unknown> = {}) =>
  ({ type: 'card', card: { number, exp_month: 12, exp_year: NEXT_YEAR, cvc: '123', ...extra } }) as never;

describe.each(DATABASES)('payment methods on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database });
  });
  afterAll(async () => t?.close());

  it('creates a card payment method from a number: only last4, brand, fingerprint and checks come back', async () => {
    const pm = await t.publishable.paymentMethods.create({
      type: 'card',
      card: { number: '4242 4242 4242 4242', exp_month: 8, exp_year: NEXT_YEAR, cvc: '314' },
      billing_details: { name: 'Jenny Rosen', address: { postal_code: '94107' } },
      metadata: { order: '42' },
    });
    expect(pm.id).toMatch(/^pm_/);
    expect(pm).toMatchObject({
      object: 'payment_method',
      type: 'card',
      customer: null,
      livemode: false,
      metadata: { order: '42' },
      billing_details: { name: 'Jenny Rosen', email: null, address: { postal_code: '94107', line1: null } },
      card: {
        brand: 'visa',
        last4: '4242',
        exp_month: 8,
        exp_year: NEXT_YEAR,
        funding: 'credit',
        country: 'US',
        checks: { cvc_check: 'unchecked', address_postal_code_check: 'unchecked', address_line1_check: null },
        networks: { available: ['visa'], preferred: null },
        three_d_secure_usage: { supported: true },
        wallet: null,
      },
    });
    expectValidResource('payment_method', pm);
    // The generated fields are left out of the search: a timestamp or a random id may hold "314".
    const generated = new Set(['id', 'created', 'fingerprint']);
    const text = JSON.stringify(pm, (key, value) => (generated.has(key) ? undefined : value));
    expect(text).toContain('"last4":"4242"');
    expect(text).not.toContain('4242424242424242');
    expect(text).not.toContain('314');

    const fetched = await t.stripe.paymentMethods.retrieve(pm.id);
    expect(fetched).toEqual(pm);

    // The vault holds the number sealed; nothing in the database holds it in the clear.
    const vault = await t.server.context.db.selectFrom('vault').selectAll().where('id', '=', pm.id).execute();
    expect(vault).toHaveLength(1);
    expect(vault[0]!.sealed).not.toContain('4242424242424242');
    expect(t.server.context.vault.open(vault[0]!.sealed)).toBe('4242424242424242');
    const row = await t.server.context.db
      .selectFrom('payment_methods')
      .selectAll()
      .where('id', '=', pm.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
  });

  it('gives the same fingerprint to the same number and another to another number', async () => {
    const a = await t.stripe.paymentMethods.create(card('4242424242424242'));
    const b = await t.publishable.paymentMethods.create(card('4242424242424242', { cvc: undefined }));
    const c = await t.stripe.paymentMethods.create(card('5555555555554444'));
    expect(a.card!.fingerprint).toBe(b.card!.fingerprint);
    expect(c.card!.fingerprint).not.toBe(a.card!.fingerprint);
    expect(b.card!.checks!.cvc_check).toBeNull();
    expect(c.card).toMatchObject({ brand: 'mastercard', last4: '4444', display_brand: 'mastercard' });
  });

  it('reads brand and funding from the test card table', async () => {
    const amex = await t.stripe.paymentMethods.create(card('378282246310005', { cvc: '1234' }));
    expect(amex.card).toMatchObject({ brand: 'amex', three_d_secure_usage: { supported: false } });
    const debit = await t.stripe.paymentMethods.create(card('4000056655665556'));
    expect(debit.card).toMatchObject({ brand: 'visa', funding: 'debit' });
    const diners = await t.stripe.paymentMethods.create(card('36227206271667'));
    expect(diners.card).toMatchObject({ brand: 'diners', last4: '1667' });
    const gb = await t.stripe.paymentMethods.create(card('4000008260000000'));
    expect(gb.card!.country).toBe('GB');
  });

  it('answers bad card data with the Stripe card errors', async () => {
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [
        { number: '4242424242424241' },
        { code: 'incorrect_number', param: 'number', message: 'Your card number is incorrect.' },
      ],
      [{ number: '424242424242' }, { code: 'incorrect_number', param: 'number' }],
      [{ number: '4242abcd42424242' }, { code: 'incorrect_number', param: 'number' }],
      [
        { exp_month: 13 },
        {
          code: 'invalid_expiry_month',
          param: 'exp_month',
          message: "Your card's expiration month is invalid.",
        },
      ],
      [
        { exp_year: 2001 },
        {
          code: 'invalid_expiry_year',
          param: 'exp_year',
          message: "Your card's expiration year is invalid.",
        },
      ],
      [{ exp_year: NEXT_YEAR + 60 }, { code: 'invalid_expiry_year', param: 'exp_year' }],
      [
        { cvc: '12' },
        { code: 'invalid_cvc', param: 'cvc', message: "Your card's security code is invalid." },
      ],
      [
        { number: '378282246310005', cvc: '12345' },
        { code: 'invalid_cvc', param: 'cvc' },
      ],
    ];
    for (const [change, error] of cases) {
      await expect(t.stripe.paymentMethods.create(card('4242424242424242', change))).rejects.toMatchObject({
        type: 'StripeCardError',
        statusCode: 402,
        ...error,
      });
    }
    const lastMonth = new Date();
    if (lastMonth.getUTCMonth() > 0) {
      await expect(
        t.stripe.paymentMethods.create(
          card('4242424242424242', {
            exp_month: lastMonth.getUTCMonth(),
            exp_year: lastMonth.getUTCFullYear(),
          }),
        ),
      ).rejects.toMatchObject({ code: 'invalid_expiry_month', param: 'exp_month' });
    }
    expect(
      await t.server.context.db.selectFrom('vault').select('id').where('sealed', 'like', '%4241%').execute(),
    ).toEqual([]);
  });

  it('answers missing and unknown parameters with invalid request errors', async () => {
    await expect(
      t.stripe.paymentMethods.create({ type: 'card', card: { exp_month: 1, exp_year: NEXT_YEAR } } as never),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'parameter_missing',
      param: 'card[number]',
      message: 'Missing required param: card[number].',
    });
    await expect(
      t.stripe.paymentMethods.create({
        type: 'card',
        card: { number: '4242424242424242', exp_year: NEXT_YEAR },
      } as never),
    ).rejects.toMatchObject({ code: 'parameter_missing', param: 'card[exp_month]' });
    await expect(t.stripe.paymentMethods.create({ type: 'card' })).rejects.toMatchObject({
      code: 'parameter_missing',
      param: 'card',
      message: 'Missing required param: card.',
    });
    await expect(t.stripe.paymentMethods.create({} as never)).rejects.toMatchObject({
      code: 'parameter_missing',
      param: 'type',
      message: 'Missing required param: type.',
    });
    await expect(t.stripe.paymentMethods.create({ type: 'bitcoin' } as never)).rejects.toMatchObject({
      statusCode: 400,
      param: 'type',
      code: 'parameter_invalid',
    });
    await expect(
      t.stripe.paymentMethods.create({
        ...(card('4242424242424242') as object),
        sepa_debit: { iban: 'x' },
      } as never),
    ).rejects.toMatchObject({ statusCode: 400, param: 'sepa_debit' });
    await expect(
      t.stripe.paymentMethods.create({
        type: 'card',
        card: { number: '4242424242424242', foo: '1' },
      } as never),
    ).rejects.toMatchObject({ param: 'card[foo]', message: 'Received unknown parameter: card[foo]' });
    await expect(t.stripe.paymentMethods.retrieve('pm_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such PaymentMethod: 'pm_missing'",
    });
  });

  it('refuses secret-key calls made with a publishable key', async () => {
    const pm = await t.publishable.paymentMethods.create(card('4242424242424242'));
    for (const call of [
      () => t.publishable.paymentMethods.retrieve(pm.id),
      () => t.publishable.paymentMethods.list({ type: 'card' }),
      () => t.publishable.paymentMethods.update(pm.id, { metadata: { a: 'b' } }),
      () => t.publishable.paymentMethods.detach(pm.id),
    ]) {
      await expect(call()).rejects.toMatchObject({
        type: 'StripeAuthenticationError',
        statusCode: 401,
        message: expect.stringContaining('This API call cannot be made with a publishable API key.'),
      });
    }
  });

  it('makes SEPA Direct Debit and iDEAL payment methods and checks IBANs', async () => {
    const sepa = await t.stripe.paymentMethods.create({
      type: 'sepa_debit',
      sepa_debit: { iban: 'DE89 3704 0044 0532 0130 00' },
      billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' },
    });
    expect(sepa.sepa_debit).toMatchObject({ country: 'DE', last4: '3000', bank_code: '37040044' });
    expect(sepa.sepa_debit!.fingerprint).toEqual(expect.any(String));
    expect(JSON.stringify(sepa)).not.toContain('DE89370400440532013000');
    expectValidResource('payment_method', sepa);
    const again = await t.stripe.paymentMethods.create({
      type: 'sepa_debit',
      sepa_debit: { iban: 'de89370400440532013000' },
    });
    expect(again.sepa_debit!.fingerprint).toBe(sepa.sepa_debit!.fingerprint);

    await expect(
      t.stripe.paymentMethods.create({ type: 'sepa_debit', sepa_debit: { iban: 'DE89370400440532013001' } }),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'invalid_bank_account_iban',
      param: 'sepa_debit[iban]',
    });
    await expect(
      t.stripe.paymentMethods.create({ type: 'sepa_debit', sepa_debit: { iban: 'DE8937040044053201300' } }),
    ).rejects.toMatchObject({ code: 'invalid_bank_account_iban' });
    await expect(t.stripe.paymentMethods.create({ type: 'sepa_debit' })).rejects.toMatchObject({
      code: 'parameter_missing',
      param: 'sepa_debit',
    });

    const ideal = await t.publishable.paymentMethods.create({ type: 'ideal', ideal: { bank: 'ing' } });
    expect(ideal.ideal).toEqual({ bank: 'ing', bic: 'INGBNL2A' });
    expectValidResource('payment_method', ideal);
    await expect(
      t.stripe.paymentMethods.create({ type: 'ideal', ideal: { bank: 'nope' } } as never),
    ).rejects.toMatchObject({
      param: 'ideal[bank]',
    });
  });

  it('accepts what browsers add to a payment method, and keeps none of it', async () => {
    const made = await t.request('POST', '/v1/payment_methods', {
      key: t.publishableKey,
      body: {
        type: 'card',
        'card[number]': '4242424242424242',
        'card[exp_month]': '1',
        'card[exp_year]': String(NEXT_YEAR),
        payment_user_agent: 'payframe.js/1; payment-element',
        time_on_page: '1234',
        guid: 'g',
        muid: 'm',
        sid: 's',
        referrer: 'https://shop.example',
        pasted_fields: 'number',
        'client_attribution_metadata[client_session_id]': 'abc',
        'client_attribution_metadata[merchant_integration_source]': 'elements',
      },
    });
    expect(made.status).toBe(200);
    expect(made.text).not.toContain('payframe.js/1');
    expect(made.text).not.toContain('client_attribution_metadata');
  });
});
