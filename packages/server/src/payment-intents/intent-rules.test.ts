import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';
import { eventTypes } from './event-types.js';

describe.each(DATABASES)('payment intent rules on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database });
  });
  afterAll(async () => t?.close());

  it('follows cancel rules', async () => {
    const open = await t.stripe.paymentIntents.create({ amount: 1000, currency: 'usd' });
    expect(open.status).toBe('requires_payment_method');
    const canceled = await t.stripe.paymentIntents.cancel(open.id, { cancellation_reason: 'abandoned' });
    expect(canceled).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
    expect(canceled.canceled_at).toBeGreaterThan(0);
    expectValidResource('payment_intent', canceled);
    await expect(
      t.stripe.paymentIntents.confirm(open.id, { payment_method: 'pm_card_visa' }),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'payment_intent_unexpected_state',
    });

    const paid = await t.stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    const error = await t.stripe.paymentIntents.cancel(paid.id).then(
      () => undefined,
      (e: Stripe.errors.StripeError) => e,
    );
    expect(error).toMatchObject({
      statusCode: 400,
      type: 'StripeInvalidRequestError',
      code: 'payment_intent_unexpected_state',
      message:
        'You cannot cancel this PaymentIntent because it has a status of succeeded. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.',
    });
    expect((error!.raw as { payment_intent: { id: string } }).payment_intent.id).toBe(paid.id);

    // Canceling a held payment releases it: the charge is refunded in full.
    const held = await t.stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      capture_method: 'manual',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    await t.stripe.paymentIntents.cancel(held.id, { cancellation_reason: 'requested_by_customer' });
    const released = await t.stripe.charges.retrieve(held.latest_charge as string);
    expect(released).toMatchObject({ captured: false, refunded: true, amount_refunded: 1000 });
    expect(await eventTypes(t.stripe, held.id)).toEqual([
      'payment_intent.created',
      'payment_intent.amount_capturable_updated',
      'payment_intent.canceled',
    ]);
  });

  it('confirms with a publishable key and the client secret', async () => {
    const customer = await t.stripe.customers.create({ email: 'pk@example.com' });
    const pi = await t.stripe.paymentIntents.create({
      amount: 1200,
      currency: 'usd',
      customer: customer.id,
      metadata: { secret: 'merchant-only' },
    });
    const confirmed = await t.publishable.paymentIntents.confirm(pi.id, {
      client_secret: pi.client_secret!,
      payment_method: 'pm_card_visa',
    } as Stripe.PaymentIntentConfirmParams);
    expect(confirmed).toMatchObject({ id: pi.id, status: 'succeeded', client_secret: pi.client_secret });
    // The publishable answer is Stripe's restricted subset.
    expect(confirmed).not.toHaveProperty('customer');
    expect(confirmed).not.toHaveProperty('metadata');
    expect(confirmed).not.toHaveProperty('latest_charge');

    await expect(
      t.publishable.paymentIntents.confirm(pi.id, {
        client_secret: pi.client_secret!,
        off_session: true,
      } as Stripe.PaymentIntentConfirmParams),
    ).rejects.toMatchObject({ statusCode: 400, code: 'parameter_unknown', param: 'off_session' });
    await expect(
      t.publishable.paymentIntents.create({ amount: 1000, currency: 'usd' }),
    ).rejects.toMatchObject({
      statusCode: 401,
    });
  });

  it('lets a publishable key retrieve an intent only with its client secret', async () => {
    const pi = await t.stripe.paymentIntents.create({ amount: 1000, currency: 'usd', metadata: { a: 'b' } });
    await expect(t.publishable.paymentIntents.retrieve(pi.id)).rejects.toMatchObject({
      statusCode: 400,
      param: 'client_secret',
    });
    const other = await t.stripe.paymentIntents.create({ amount: 1000, currency: 'usd' });
    await expect(
      t.publishable.paymentIntents.retrieve(pi.id, { client_secret: other.client_secret! }),
    ).rejects.toMatchObject({
      statusCode: 400,
      param: 'client_secret',
      code: 'payment_intent_invalid_parameter',
    });
    const seen = await t.publishable.paymentIntents.retrieve(pi.id, { client_secret: pi.client_secret! });
    expect(seen).toMatchObject({ id: pi.id, status: 'requires_payment_method', amount: 1000 });
    expect(seen).not.toHaveProperty('metadata');
  });

  it('never charges twice for two confirmations at once', async () => {
    const pi = await t.stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      payment_method: 'pm_card_visa',
    });
    const results = await Promise.allSettled([
      t.stripe.paymentIntents.confirm(pi.id),
      t.stripe.paymentIntents.confirm(pi.id),
      t.stripe.paymentIntents.confirm(pi.id),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'payment_intent_unexpected_state' });
    }
    expect((await t.stripe.charges.list({ payment_intent: pi.id })).data).toHaveLength(1);
  });

  it("accepts link beside card in payment_method_types (Stripe's samples list ['link', 'card']), never alone", async () => {
    // The client's newest types name only allowed_payment_method_types; the samples send the older name.
    const linkAndCard = { amount: 1500, currency: 'usd', payment_method_types: ['link', 'card'] } as never;
    const both = await t.stripe.paymentIntents.create(linkAndCard);
    expect(both.payment_method_types).toEqual(['link', 'card']);
    expectValidResource('payment_intent', both);
    const paid = await t.stripe.paymentIntents.confirm(both.id, { payment_method: 'pm_card_visa' });
    expect(paid.status).toBe('succeeded');

    await expect(
      t.stripe.paymentIntents.create({
        amount: 1500,
        currency: 'usd',
        payment_method_types: ['link'],
      } as never),
    ).rejects.toMatchObject({ statusCode: 400, param: 'payment_method_types' });
    const setup = await t.stripe.setupIntents.create({ payment_method_types: ['link', 'card'] } as never);
    expect(setup.payment_method_types).toEqual(['link', 'card']);

    // A link payment method made by hand has nothing saved in Link to pay with: a 400, not a crash.
    const linkMethod = await t.stripe.paymentMethods.create({ type: 'link' } as never);
    const open = await t.stripe.paymentIntents.create(linkAndCard);
    await expect(
      t.stripe.paymentIntents.confirm(open.id, { payment_method: linkMethod.id }),
    ).rejects.toMatchObject({
      statusCode: 400,
      type: 'StripeInvalidRequestError',
      message: expect.stringContaining('has no card or bank account saved in Link to pay with'),
    });
  });
});
