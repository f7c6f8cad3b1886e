import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidList, expectValidResource } from '../testing/openapi.js';

describe.each(DATABASES)('charges on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database });
  });
  afterAll(async () => t?.close());

  it('lists charges by payment intent and customer, and updates one', async () => {
    const customer = await t.stripe.customers.create({ email: 'charges@example.com' });
    const first = await t.stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      customer: customer.id,
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    const second = await t.stripe.paymentIntents.create({
      amount: 2000,
      currency: 'usd',
      customer: customer.id,
      payment_method: 'pm_card_amex',
      confirm: true,
    });
    await t.stripe.paymentIntents.create({
      amount: 3000,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
    });

    const mine = await t.stripe.charges.list({ customer: customer.id });
    expect(mine.data.map((c) => c.id)).toEqual([second.latest_charge, first.latest_charge]);
    expectValidList('charge', mine);
    const one = await t.stripe.charges.list({ payment_intent: first.id });
    expect(one.data.map((c) => c.id)).toEqual([first.latest_charge]);
    expect(one.data[0]!.payment_method_details?.card?.brand).toBe('visa');
    expect(mine.data[0]!.payment_method_details?.card).toMatchObject({ brand: 'amex', last4: '0005' });

    const updated = await t.stripe.charges.update(first.latest_charge as string, {
      description: 'Fulfilled',
      metadata: { shipment: 'ups-1' },
    });
    expect(updated).toMatchObject({ description: 'Fulfilled', metadata: { shipment: 'ups-1' } });
    expectValidResource('charge', updated);
    const events = await t.stripe.events.list({ type: 'charge.updated' });
    expect(events.data[0]).toMatchObject({
      data: { object: { id: updated.id }, previous_attributes: { description: null, metadata: {} } },
    });
    const pi = (await t.stripe.paymentIntents.retrieve(first.id)) as unknown as {
      charges: { data: { description: string }[] };
    };
    expect(pi.charges.data[0]!.description).toBe('Fulfilled');

    await expect(t.stripe.charges.retrieve('ch_missing')).rejects.toMatchObject({
      statusCode: 404,
      message: "No such charge: 'ch_missing'",
    });
    await expect(t.publishable.charges.retrieve(updated.id)).rejects.toMatchObject({ statusCode: 401 });
  });
});
