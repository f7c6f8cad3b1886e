import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventTypes } from '../payment-intents/event-types.js';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';

async function settleRefunds(t: TestServer, refund: string) {
  const answer = await t.request('POST', '/v1/test_helpers/refunds/settle', { body: { refund } });
  expect(answer.status).toBe(200);
  return answer.body as { data: Stripe.Refund[] };
}

async function paid(t: TestServer, paymentMethod: string): Promise<Stripe.PaymentIntent> {
  return t.stripe.paymentIntents.create({
    amount: 3000,
    currency: 'usd',
    payment_method: paymentMethod,
    confirm: true,
  });
}

describe.each(DATABASES)('refunds that settle later on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    // No background settling: the test helper decides when a refund settles.
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());

  it('keeps a refund of 4000 0000 0000 7726 pending, then succeeds it', async () => {
    const pi = await paid(t, 'pm_card_pendingRefund');
    const refund = await t.stripe.refunds.create({ payment_intent: pi.id, amount: 1000 });
    expect(refund.status).toBe('pending');
    expectValidResource('refund', refund);
    // A pending refund already counts as refunded on the charge, as Stripe counts it.
    expect(await t.stripe.charges.retrieve(pi.latest_charge as string)).toMatchObject({
      amount_refunded: 1000,
    });
    const settled = await settleRefunds(t, refund.id);
    expect(settled.data.map((r) => [r.id, r.status])).toEqual([[refund.id, 'succeeded']]);
    expect(await t.stripe.refunds.retrieve(refund.id)).toMatchObject({ status: 'succeeded' });
    const charge = await t.stripe.charges.retrieve(pi.latest_charge as string);
    expect(charge.refunds?.data[0]).toMatchObject({ id: refund.id, status: 'succeeded' });
    expect(await eventTypes(t.stripe, refund.id)).toEqual([
      'refund.created',
      'refund.updated',
      'charge.refund.updated',
    ]);
    // Nothing is left to settle twice.
    expect((await settleRefunds(t, refund.id)).data).toEqual([]);
  });

  it('fails a refund of 4000 0000 0000 5126 after it succeeded: the amount is no longer refunded', async () => {
    const pi = await paid(t, 'pm_card_refundFail');
    const refund = await t.stripe.refunds.create({ payment_intent: pi.id });
    expect(refund.status).toBe('succeeded');
    expect(await t.stripe.charges.retrieve(pi.latest_charge as string)).toMatchObject({
      amount_refunded: 3000,
      refunded: true,
    });
    await settleRefunds(t, refund.id);
    const failed = await t.stripe.refunds.retrieve(refund.id);
    expectValidResource('refund', failed);
    expect(failed).toMatchObject({ status: 'failed', failure_reason: 'expired_or_canceled_card' });
    expect(await t.stripe.charges.retrieve(pi.latest_charge as string)).toMatchObject({
      amount_refunded: 0,
      refunded: false,
    });
    expect(await eventTypes(t.stripe, refund.id)).toEqual([
      'refund.created',
      'refund.updated',
      'charge.refund.updated',
      'refund.failed',
    ]);
    // It can be refunded again once the first refund failed.
    expect((await t.stripe.refunds.create({ payment_intent: pi.id })).amount).toBe(3000);
  });

  it('refunds an ordinary card at once, with nothing left to settle', async () => {
    const pi = await paid(t, 'pm_card_visa');
    const refund = await t.stripe.refunds.create({ payment_intent: pi.id });
    expect(refund.status).toBe('succeeded');
    expect((await settleRefunds(t, refund.id)).data).toEqual([]);
  });
});

describe('refunds settled by the background worker', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database: DATABASES[0] });
  });
  afterAll(async () => t?.close());

  it('settles a pending refund by itself, within seconds', async () => {
    const pi = await paid(t, 'pm_card_pendingRefund');
    const refund = await t.stripe.refunds.create({ payment_intent: pi.id });
    expect(refund.status).toBe('pending');
    await vi.waitFor(
      async () => expect((await t.stripe.refunds.retrieve(refund.id)).status).toBe('succeeded'),
      { timeout: 15_000, interval: 250 },
    );
  });
});
