import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventTypes } from '../payment-intents/event-types.js';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidList, expectValidResource } from '../testing/openapi.js';

describe.each(DATABASES)('capture and refunds on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database });
  });
  afterAll(async () => t?.close());

  it('captures part of a held payment, refunds part of it, then the rest', async () => {
    const held = await t.stripe.paymentIntents.create({
      amount: 2000,
      currency: 'usd',
      capture_method: 'manual',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    expect(held).toMatchObject({ status: 'requires_capture', amount_capturable: 2000, amount_received: 0 });
    const chargeId = held.latest_charge as string;
    expect(await t.stripe.charges.retrieve(chargeId)).toMatchObject({
      paid: true,
      captured: false,
      amount_captured: 0,
    });

    await expect(t.stripe.paymentIntents.capture(held.id, { amount_to_capture: 5000 })).rejects.toMatchObject(
      {
        statusCode: 400,
        code: 'amount_too_large',
        param: 'amount_to_capture',
      },
    );
    const captured = await t.stripe.paymentIntents.capture(held.id, { amount_to_capture: 1500 });
    expect(captured).toMatchObject({ status: 'succeeded', amount_received: 1500, amount_capturable: 0 });
    expectValidResource('payment_intent', captured);
    expect(await t.stripe.charges.retrieve(chargeId)).toMatchObject({
      captured: true,
      amount_captured: 1500,
    });
    await expect(t.stripe.paymentIntents.capture(held.id)).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });

    const partial = await t.stripe.refunds.create({
      payment_intent: held.id,
      amount: 500,
      reason: 'requested_by_customer',
      metadata: { ticket: '77' },
    });
    expect(partial).toMatchObject({
      object: 'refund',
      amount: 500,
      charge: chargeId,
      payment_intent: held.id,
      status: 'succeeded',
      reason: 'requested_by_customer',
      metadata: { ticket: '77' },
    });
    expect(partial.id).toMatch(/^re_/);
    expectValidResource('refund', partial);
    expect(await t.stripe.charges.retrieve(chargeId)).toMatchObject({
      amount_refunded: 500,
      refunded: false,
    });

    const tooMuch = await t.stripe.refunds.create({ charge: chargeId, amount: 2000 }).then(
      () => undefined,
      (e: Stripe.errors.StripeError) => e,
    );
    expect(tooMuch).toMatchObject({
      statusCode: 400,
      type: 'StripeInvalidRequestError',
      code: 'amount_too_large',
      param: 'amount',
      message: 'Refund amount ($20.00) is greater than unrefunded amount on charge ($10.00)',
    });

    const rest = await t.stripe.refunds.create({ charge: chargeId });
    expect(rest.amount).toBe(1000);
    const charge = await t.stripe.charges.retrieve(chargeId);
    expect(charge).toMatchObject({ amount_refunded: 1500, refunded: true });
    expect(charge.refunds?.data.map((r) => r.id)).toEqual([rest.id, partial.id]);
    expectValidResource('charge', charge);
    // The intent's embedded charge shows the refunds too.
    const pi = (await t.stripe.paymentIntents.retrieve(held.id)) as unknown as {
      charges: { data: Stripe.Charge[] };
    };
    expect(pi.charges.data[0]).toMatchObject({ amount_refunded: 1500, refunded: true });

    await expect(t.stripe.refunds.create({ payment_intent: held.id })).rejects.toMatchObject({
      code: 'charge_already_refunded',
      message: `Charge ${chargeId} has already been refunded.`,
    });
    expect(await eventTypes(t.stripe, chargeId)).toEqual([
      'charge.succeeded',
      'charge.captured',
      'charge.refunded',
      'charge.refunded',
    ]);
    expect(await eventTypes(t.stripe, partial.id)).toEqual(['refund.created']);
  });

  it('retrieves, updates, lists refunds and refuses to cancel a card refund', async () => {
    const pi = await t.stripe.paymentIntents.create({
      amount: 3000,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    const first = await t.stripe.refunds.create({ payment_intent: pi.id, amount: 1000 });
    const second = await t.stripe.refunds.create({ payment_intent: pi.id, amount: 1000 });
    expect(await t.stripe.refunds.retrieve(first.id)).toEqual(first);

    const updated = await t.stripe.refunds.update(first.id, { metadata: { reason: 'damaged' } });
    expect(updated.metadata).toEqual({ reason: 'damaged' });
    const charge = await t.stripe.charges.retrieve(pi.latest_charge as string);
    expect(charge.refunds?.data.find((r) => r.id === first.id)?.metadata).toEqual({ reason: 'damaged' });
    expect(await eventTypes(t.stripe, first.id)).toEqual(['refund.created', 'refund.updated']);

    const byIntent = await t.stripe.refunds.list({ payment_intent: pi.id });
    expect(byIntent.data.map((r) => r.id)).toEqual([second.id, first.id]);
    expectValidList('refund', byIntent);
    const byCharge = await t.stripe.refunds.list({ charge: pi.latest_charge as string, limit: 1 });
    expect(byCharge).toMatchObject({ has_more: true, data: [{ id: second.id }] });
    const nested = await t.request('GET', `/v1/charges/${pi.latest_charge}/refunds`);
    expect(nested.body.data.map((r: { id: string }) => r.id)).toEqual([second.id, first.id]);

    await expect(t.stripe.refunds.cancel(first.id)).rejects.toMatchObject({
      statusCode: 400,
      message: `Refund ${first.id} cannot be canceled because it has a status of succeeded. Only refunds with status requires_action can be canceled.`,
    });
  });

  it('refuses refunds of payments that did not go through', async () => {
    await expect(t.stripe.refunds.create({})).rejects.toMatchObject({ statusCode: 400, param: 'charge' });
    const declined = await t.stripe.paymentIntents
      .create({ amount: 1000, currency: 'usd', payment_method: 'pm_card_chargeDeclined', confirm: true })
      .then(
        () => undefined,
        (e: Stripe.errors.StripeError) => e.raw as { charge: string; payment_intent: { id: string } },
      );
    await expect(t.stripe.refunds.create({ charge: declined!.charge })).rejects.toMatchObject({
      code: 'charge_not_refundable',
    });
    await expect(
      t.stripe.refunds.create({ payment_intent: declined!.payment_intent.id }),
    ).rejects.toMatchObject({
      param: 'payment_intent',
    });
    await expect(t.stripe.refunds.create({ charge: 'ch_missing' })).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });
});
