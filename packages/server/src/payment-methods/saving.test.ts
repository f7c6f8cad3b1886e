import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';

const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const card = (number: string, extra: Record<string, unknown> = {}) =>
  ({ type: 'card', card: { number, exp_month: 12, exp_year: NEXT_YEAR, cvc: '123', ...extra } }) as never;

describe.each(DATABASES)('saving payment methods to customers on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database });
  });
  afterAll(async () => t?.close());

  async function eventTypes(objectId: string): Promise<string[]> {
    const rows = await t.server.context.db
      .selectFrom('events')
      .select(['type', 'data'])
      .orderBy('seq', 'asc')
      .execute();
    return rows.filter((r) => JSON.stringify(r.data).includes(objectId)).map((r) => r.type);
  }

  it('attaches, lists by customer and type, updates and detaches', async () => {
    const customer = await t.stripe.customers.create({ email: 'pm@example.com' });
    const visa = await t.stripe.paymentMethods.create(card('4242424242424242'));
    const sepa = await t.stripe.paymentMethods.create({
      type: 'sepa_debit',
      sepa_debit: { iban: 'AT611904300234573201' },
    });
    const loose = await t.stripe.paymentMethods.create(card('5555555555554444'));

    const attached = await t.stripe.paymentMethods.attach(visa.id, { customer: customer.id });
    expect(attached.customer).toBe(customer.id);
    expect(await t.stripe.paymentMethods.attach(visa.id, { customer: customer.id })).toEqual(attached);
    await t.stripe.paymentMethods.attach(sepa.id, { customer: customer.id });
    expect(await eventTypes(visa.id)).toEqual(['payment_method.attached']);

    const cards = await t.stripe.paymentMethods.list({ customer: customer.id, type: 'card' });
    expect(cards.data.map((pm) => pm.id)).toEqual([visa.id]);
    const all = await t.stripe.customers.listPaymentMethods(customer.id);
    expect(all.data.map((pm) => pm.id)).toEqual([sepa.id, visa.id]);
    expect(all.url).toBe(`/v1/customers/${customer.id}/payment_methods`);
    const sepaOnly = await t.stripe.customers.listPaymentMethods(customer.id, { type: 'sepa_debit' });
    expect(sepaOnly.data.map((pm) => pm.id)).toEqual([sepa.id]);
    expect((await t.stripe.customers.retrievePaymentMethod(customer.id, visa.id)).id).toBe(visa.id);
    const expanded = await t.stripe.paymentMethods.retrieve(visa.id, { expand: ['customer'] });
    expect((expanded.customer as Stripe.Customer).email).toBe('pm@example.com');

    await expect(t.stripe.paymentMethods.update(loose.id, { metadata: { a: '1' } })).rejects.toMatchObject({
      message: 'You must save this PaymentMethod to a customer before you can update it.',
    });
    const updated = await t.stripe.paymentMethods.update(visa.id, {
      billing_details: { name: 'Jenny Rosen', address: { country: 'US' } },
      card: { exp_month: 3, exp_year: NEXT_YEAR + 2 },
      metadata: { nickname: 'work' },
      allow_redisplay: 'always',
    });
    expect(updated).toMatchObject({
      allow_redisplay: 'always',
      billing_details: { name: 'Jenny Rosen', address: { country: 'US' } },
      card: { exp_month: 3, exp_year: NEXT_YEAR + 2, last4: '4242' },
      metadata: { nickname: 'work' },
    });
    await expect(t.stripe.paymentMethods.update(visa.id, { card: { exp_month: 13 } })).rejects.toMatchObject({
      code: 'invalid_expiry_month',
    });

    const other = await t.stripe.customers.create();
    await expect(t.stripe.paymentMethods.attach(visa.id, { customer: other.id })).rejects.toMatchObject({
      message: 'The payment method you provided has already been attached to a customer.',
    });
    await expect(t.stripe.paymentMethods.attach(loose.id, { customer: 'cus_nope' })).rejects.toMatchObject({
      statusCode: 404,
      param: 'customer',
      message: "No such customer: 'cus_nope'",
    });
    await expect(t.stripe.paymentMethods.attach(loose.id, {} as never)).rejects.toMatchObject({
      code: 'parameter_missing',
      param: 'customer',
    });

    const detached = await t.stripe.paymentMethods.detach(visa.id);
    expect(detached.customer).toBeNull();
    expect(await eventTypes(visa.id)).toEqual([
      'payment_method.attached',
      'payment_method.updated',
      'payment_method.detached',
    ]);
    await expect(t.stripe.paymentMethods.detach(visa.id)).rejects.toMatchObject({
      message: 'The payment method you provided is not attached to a customer so detachment is impossible.',
    });
    await expect(t.stripe.paymentMethods.attach(visa.id, { customer: customer.id })).rejects.toMatchObject({
      message: expect.stringContaining('may not be used again'),
    });
    expect((await t.stripe.customers.listPaymentMethods(customer.id)).data.map((pm) => pm.id)).toEqual([
      sepa.id,
    ]);
  });

  it('refuses to attach the cards of the decline table, and attaches 4000000000000341', async () => {
    const customer = await t.stripe.customers.create();
    const declined = await t.stripe.paymentMethods.create(card('4000000000000002'));
    await expect(
      t.stripe.paymentMethods.attach(declined.id, { customer: customer.id }),
    ).rejects.toMatchObject({
      type: 'StripeCardError',
      statusCode: 402,
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    const expired = await t.stripe.paymentMethods.create(card('4000000000000069'));
    await expect(t.stripe.paymentMethods.attach(expired.id, { customer: customer.id })).rejects.toMatchObject(
      {
        code: 'expired_card',
      },
    );
    const failsLater = await t.stripe.paymentMethods.create(card('4000000000000341'));
    expect((await t.stripe.paymentMethods.attach(failsLater.id, { customer: customer.id })).customer).toBe(
      customer.id,
    );
  });

  it('saves a payment method named at customer creation, test ids included', async () => {
    const customer = await t.stripe.customers.create({
      payment_method: 'pm_card_visa',
      email: 'saved@example.com',
    });
    const saved = await t.stripe.customers.listPaymentMethods(customer.id, { type: 'card' });
    expect(saved.data).toHaveLength(1);
    expect(saved.data[0]).toMatchObject({ customer: customer.id, card: { brand: 'visa', last4: '4242' } });
    expect(saved.data[0]!.id).toMatch(/^pm_(?!card_)/);

    const pm = await t.stripe.paymentMethods.create(card('5555555555554444'));
    const second = await t.stripe.customers.create({ payment_method: pm.id });
    expect((await t.stripe.paymentMethods.retrieve(pm.id)).customer).toBe(second.id);

    const before = await t.stripe.customers.list({ limit: 100 });
    await expect(t.stripe.customers.create({ payment_method: 'pm_nope' })).rejects.toMatchObject({
      statusCode: 404,
      param: 'payment_method',
      message: "No such PaymentMethod: 'pm_nope'",
    });
    await expect(
      t.stripe.customers.create({ payment_method: 'pm_card_chargeDeclinedLostCard' }),
    ).rejects.toMatchObject({
      code: 'card_declined',
      decline_code: 'lost_card',
    });
    expect((await t.stripe.customers.list({ limit: 100 })).data).toHaveLength(before.data.length);
  });

  it('turns Stripe test ids into payment methods in test mode only', async () => {
    const customer = await t.stripe.customers.create();
    const cases: [string, Record<string, unknown>][] = [
      ['pm_card_mastercard', { brand: 'mastercard', last4: '4444' }],
      ['pm_card_amex', { brand: 'amex', last4: '0005' }],
      ['pm_card_visa_debit', { funding: 'debit', last4: '5556' }],
      ['pm_card_threeDSecure2Required', { last4: '3220' }],
      ['pm_card_authenticationRequired', { last4: '3184' }],
      ['pm_card_chargeCustomerFail', { last4: '0341' }],
      ['tok_visa', { brand: 'visa', last4: '4242' }],
    ];
    const ids: string[] = [];
    for (const [id, expected] of cases) {
      const pm = await t.stripe.paymentMethods.attach(id, { customer: customer.id });
      expect(pm.id).toMatch(/^pm_/);
      expect(pm.id).not.toBe(id);
      expect(pm).toMatchObject({ customer: customer.id, card: expected });
      expectValidResource('payment_method', pm);
      ids.unshift(pm.id);
    }
    const listed = await t.stripe.customers.listPaymentMethods(customer.id, { limit: 100 });
    expect(listed.data.map((pm) => pm.id)).toEqual(ids);
    const sepa = await t.stripe.paymentMethods.attach('pm_failed_at', { customer: customer.id });
    expect(sepa.sepa_debit).toMatchObject({ country: 'AT', last4: '3202' });
    const live = new (t.stripe.constructor as typeof Stripe)(t.server.keys.liveSecret, {
      host: '127.0.0.1',
      port: t.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await expect(live.customers.create({ payment_method: 'pm_card_visa' })).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'payment_method',
      message: expect.stringContaining("No such PaymentMethod: 'pm_card_visa'"),
    });
  });
});
