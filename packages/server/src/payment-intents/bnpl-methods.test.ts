import qs from 'qs';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestPage } from '../pages/test-page-driver.fixture.js';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';
import { eventTypes } from './event-types.js';

/**
 * Klarna, Affirm and Afterpay/Clearpay beyond the descriptor walk: their amount bounds and the
 * details they lend against (refused at confirmation with nothing written), manual capture,
 * their options, their charge details and where automatic payment methods offer them.
 */

const ADDRESS = { line1: '1 Main Street', city: 'San Francisco', postal_code: '94111', country: 'US' };
const SHIPPING = { name: 'Jenny Rosen', address: ADDRESS };
const BILLING: Record<string, Record<string, unknown>> = {
  klarna: { email: 'jenny@example.com', address: { country: 'US' } },
  affirm: {},
  afterpay_clearpay: { name: 'Jenny Rosen', email: 'jenny@example.com', address: ADDRESS },
};

describe.each(DATABASES)('buy now, pay later methods on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());

  function create(type: string, extra: Record<string, unknown> = {}): Promise<Stripe.PaymentIntent> {
    return t.stripe.paymentIntents.create({
      amount: 10_000,
      currency: 'usd',
      payment_method_types: [type],
      ...(type === 'afterpay_clearpay' ? { shipping: SHIPPING } : {}),
      ...extra,
    } as Stripe.PaymentIntentCreateParams);
  }

  function confirm(
    id: string,
    type: string,
    billing: Record<string, unknown> = BILLING[type]!,
    extra: Record<string, unknown> = {},
  ): Promise<Stripe.PaymentIntent> {
    return t.stripe.paymentIntents.confirm(id, {
      payment_method_data: { type, billing_details: billing },
      return_url: 'https://shop.example/done',
      ...extra,
    } as unknown as Stripe.PaymentIntentConfirmParams);
  }

  async function authorize(pi: Stripe.PaymentIntent, button: 'Authorize' | 'Fail' = 'Authorize') {
    expect(pi.status).toBe('requires_action');
    expect(pi.next_action?.type).toBe('redirect_to_url');
    const page = await openTestPage(pi.next_action!.redirect_to_url!.url!);
    expect(page.buttons).toEqual(['Authorize', 'Fail']);
    await page.press(button);
    return t.stripe.paymentIntents.retrieve(pi.id, { expand: ['latest_charge'] });
  }

  it.each(['klarna', 'affirm', 'afterpay_clearpay'])(
    '%s: confirm redirects to the test page; authorized, the charge carries its details and the events follow',
    async (type) => {
      const pi = await confirm((await create(type)).id, type);
      expectValidResource('payment_intent', pi);
      const paid = await authorize(pi);
      expect(paid.status).toBe('succeeded');
      expect(paid.amount_received).toBe(10_000);
      const charge = paid.latest_charge as Stripe.Charge;
      expectValidResource('charge', charge);
      expect(charge.payment_method_details?.type).toBe(type);
      expect(charge.captured).toBe(true);
      expect(await eventTypes(t.stripe, pi.id)).toEqual([
        'payment_intent.created',
        'payment_intent.requires_action',
        'payment_intent.succeeded',
      ]);
      expect(await eventTypes(t.stripe, charge.id)).toEqual(['charge.succeeded']);
      const pm = await t.stripe.paymentMethods.retrieve(charge.payment_method!);
      expect(pm.type).toBe(type);
      expectValidResource('payment_method', pm);
    },
  );

  it('Klarna: the charge names how the shopper paid, the page language asked for and their country', async () => {
    const created = await create('klarna', {
      payment_method_options: { klarna: { preferred_locale: 'en-US' } },
    });
    expect(created.payment_method_options?.klarna).toEqual({ preferred_locale: 'en-US' });
    const paid = await authorize(await confirm(created.id, 'klarna'));
    expect((paid.latest_charge as Stripe.Charge).payment_method_details?.klarna).toEqual({
      payment_method_category: 'pay_in_installments',
      preferred_locale: 'en-US',
      payer_details: { address: { country: 'US' } },
    });
  });

  it('Klarna: the payment method takes the shopper’s date of birth', async () => {
    const pm = await t.stripe.paymentMethods.create({
      type: 'klarna',
      klarna: { dob: { day: 1, month: 2, year: 1990 } },
      billing_details: BILLING.klarna,
    } as Stripe.PaymentMethodCreateParams);
    expect(pm.klarna).toEqual({ dob: { day: 1, month: 2, year: 1990 } });
    expectValidResource('payment_method', pm);
    const bare = await t.stripe.paymentMethods.create({ type: 'klarna' } as Stripe.PaymentMethodCreateParams);
    expect(bare.klarna).toEqual({ dob: null });
  });

  it('Klarna refuses a page language it does not have', async () => {
    await expect(
      create('klarna', { payment_method_options: { klarna: { preferred_locale: 'xx-XX' } } }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'payment_method_options[klarna][preferred_locale]' });
  });

  it('Afterpay: the charge carries its order id and the merchant’s reference', async () => {
    const created = await create('afterpay_clearpay', {
      payment_method_options: { afterpay_clearpay: { reference: 'order_123' } },
    });
    const paid = await authorize(await confirm(created.id, 'afterpay_clearpay'));
    const details = (paid.latest_charge as Stripe.Charge).payment_method_details
      ?.afterpay_clearpay as unknown;
    expect(details).toEqual({ order_id: expect.stringMatching(/^[A-Z0-9]{12}$/), reference: 'order_123' });
    await expect(
      create('afterpay_clearpay', {
        payment_method_options: { afterpay_clearpay: { reference: 'no spaces' } },
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('Affirm: the charge carries Affirm’s transaction id', async () => {
    const paid = await authorize(await confirm((await create('affirm')).id, 'affirm'));
    const details = (paid.latest_charge as Stripe.Charge).payment_method_details as unknown as Record<
      string,
      Record<string, unknown>
    >;
    expect(details.affirm).toEqual({ transaction_id: expect.stringMatching(/^[A-Z0-9]{16}$/) });
  });

  it.each([
    ['klarna', { capture_method: 'manual' }],
    ['affirm', { payment_method_options: { affirm: { capture_method: 'manual' } } }],
    ['afterpay_clearpay', { payment_method_options: { afterpay_clearpay: { capture_method: 'manual' } } }],
  ])('%s with a manual capture holds the money until captured', async (type, extra) => {
    const created = await create(type, extra);
    const held = await authorize(await confirm(created.id, type));
    expect(held.status).toBe('requires_capture');
    expect(held.amount_capturable).toBe(10_000);
    expect((held.latest_charge as Stripe.Charge).captured).toBe(false);
    const captured = await t.stripe.paymentIntents.capture(created.id, { amount_to_capture: 6_000 });
    expect(captured.status).toBe('succeeded');
    expect(captured.amount_received).toBe(6_000);
    expectValidResource('payment_intent', captured);
  });

  it.each(['klarna', 'affirm', 'afterpay_clearpay'])(
    '%s: a failed authorization sends the intent back to requires_payment_method',
    async (type) => {
      const failed = await authorize(await confirm((await create(type)).id, type), 'Fail');
      expect(failed.status).toBe('requires_payment_method');
      expect(failed.last_payment_error?.code).toBe('payment_intent_authentication_failure');
      expect(failed.latest_charge).toBeNull();
    },
  );

  it.each([
    ['affirm', 4_999, 'usd', 'amount_too_small', 'Amount must be at least $50.00 usd to pay with Affirm.'],
    [
      'affirm',
      3_000_001,
      'usd',
      'amount_too_large',
      'Amount must be no more than $30,000.00 usd to pay with Affirm.',
    ],
    [
      'afterpay_clearpay',
      400_001,
      'usd',
      'amount_too_large',
      'Amount must be no more than $4,000.00 usd to pay with Afterpay/Clearpay.',
    ],
    [
      'afterpay_clearpay',
      99,
      'usd',
      'amount_too_small',
      'Amount must be at least $1.00 usd to pay with Afterpay/Clearpay.',
    ],
    [
      'klarna',
      400_001,
      'eur',
      'amount_too_large',
      'Amount must be no more than €4,000.00 eur to pay with Klarna.',
    ],
  ])(
    '%s refuses %i %s at confirmation (%s), writing nothing',
    async (type, amount, currency, code, message) => {
      const created = await create(type, { amount, currency });
      await expect(confirm(created.id, type)).rejects.toMatchObject({
        statusCode: 400,
        type: 'StripeInvalidRequestError',
        code,
        param: 'amount',
        message,
      });
      const after = await t.stripe.paymentIntents.retrieve(created.id);
      expect(after.status).toBe('requires_payment_method');
      expect(after.payment_method).toBeNull();
      expect(await eventTypes(t.stripe, created.id)).toEqual(['payment_intent.created']);
    },
  );

  it.each([
    ['klarna', { address: { country: 'US' } }, 'payment_method_data[billing_details][email]', 'email'],
    ['klarna', { email: 'jenny@example.com' }, 'payment_method_data[billing_details][address]', 'country'],
    [
      'afterpay_clearpay',
      { email: 'jenny@example.com', address: ADDRESS },
      'payment_method_data[billing_details][name]',
      'name',
    ],
    [
      'afterpay_clearpay',
      { name: 'Jenny Rosen', email: 'jenny@example.com', address: { country: 'US' } },
      'payment_method_data[billing_details][address]',
      'address',
    ],
  ])('%s refuses billing details without %o (%s)', async (type, billing, param, missing) => {
    const created = await create(type);
    await expect(confirm(created.id, type, billing)).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_missing',
      param,
      message: expect.stringContaining(`the following billing details: ${missing}`),
    });
    expect((await t.stripe.paymentIntents.retrieve(created.id)).status).toBe('requires_payment_method');
  });

  it('Afterpay needs the shipping address: on the intent, or given when confirming', async () => {
    const bare = await create('afterpay_clearpay', { shipping: undefined });
    await expect(confirm(bare.id, 'afterpay_clearpay')).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_missing',
      param: 'shipping',
      message: expect.stringContaining(
        'Afterpay/Clearpay requires the order’s shipping address'.replace('’', "'"),
      ),
    });
    const pi = await confirm(bare.id, 'afterpay_clearpay', BILLING.afterpay_clearpay, { shipping: SHIPPING });
    expect(pi.status).toBe('requires_action');
    expect(pi.shipping?.address?.line1).toBe('1 Main Street');
  });

  async function automatic(amount: number, currency: string, extra: Record<string, unknown> = {}) {
    const pi = await t.stripe.paymentIntents.create({
      amount,
      currency,
      automatic_payment_methods: { enabled: true },
      ...extra,
    } as Stripe.PaymentIntentCreateParams);
    return pi.payment_method_types;
  }

  it.each([
    [10_000, 'usd', {}, ['klarna', 'affirm'], ['afterpay_clearpay']],
    [10_000, 'usd', { shipping: SHIPPING }, ['klarna', 'afterpay_clearpay', 'affirm'], []],
    [2_000, 'usd', { shipping: SHIPPING }, ['klarna', 'afterpay_clearpay'], ['affirm']],
    [500_000, 'usd', { shipping: SHIPPING }, ['klarna', 'affirm'], ['afterpay_clearpay']],
    [5_000, 'eur', {}, ['klarna'], ['affirm', 'afterpay_clearpay']],
  ])(
    'automatic payment methods for %i %s (%o) offer %o and not %o',
    async (amount, currency, extra, offered, not) => {
      const types = await automatic(amount, currency, extra);
      for (const type of offered) expect(types).toContain(type);
      for (const type of not) expect(types).not.toContain(type);
    },
  );

  it('automatic payment methods follow an updated amount', async () => {
    const pi = await t.stripe.paymentIntents.create({
      amount: 2_000,
      currency: 'usd',
      automatic_payment_methods: { enabled: true },
    });
    expect(pi.payment_method_types).not.toContain('affirm');
    const updated = await t.stripe.paymentIntents.update(pi.id, { amount: 20_000 });
    expect(updated.payment_method_types).toContain('affirm');
  });

  it('the elements session does not offer a method whose bounds the amount is outside', async () => {
    const session = async (amount: number) => {
      const query = qs.stringify({
        deferred_intent: {
          mode: 'payment',
          amount,
          currency: 'usd',
          payment_method_types: ['card', 'klarna', 'affirm', 'afterpay_clearpay'],
        },
      });
      const answer = await t.request('GET', `/v1/elements/sessions?${query}`, { key: t.publishableKey });
      expect(answer.status).toBe(200);
      return answer.body.ordered_payment_method_types_and_wallets as string[];
    };
    expect(await session(10_000)).toEqual(['card', 'klarna', 'affirm', 'afterpay_clearpay']);
    expect(await session(2_000)).toEqual(['card', 'klarna', 'afterpay_clearpay']);
    expect(await session(1_000_000)).toEqual(['card', 'klarna', 'affirm']);
  });
});
