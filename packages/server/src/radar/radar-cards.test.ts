import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidList, expectValidResource } from '../testing/openapi.js';
import { payWith } from './pay-with.fixture.js';

describe.each(DATABASES)("Radar's test cards on %s", (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database });
  });
  afterAll(async () => t?.close());

  it.each([
    {
      card: '4100000000000019',
      status: 'requires_payment_method',
      error: { code: 'card_declined', decline_code: 'fraudulent' },
      outcome: {
        type: 'blocked',
        network_status: 'not_sent_to_network',
        reason: 'highest_risk_level',
        risk_level: 'highest',
      },
    },
    {
      card: '4000000000004954',
      status: 'succeeded',
      outcome: {
        type: 'authorized',
        network_status: 'approved_by_network',
        risk_level: 'highest',
        risk_score: 85,
      },
    },
    {
      card: '4000000000000101',
      status: 'requires_payment_method',
      error: { code: 'incorrect_cvc' },
      outcome: { type: 'blocked', network_status: 'not_sent_to_network', risk_level: 'normal' },
    },
    {
      card: '4000000000000036',
      status: 'succeeded',
      outcome: { type: 'authorized', risk_level: 'normal', risk_score: 30 },
    },
    {
      card: '4000058400307872',
      status: 'requires_payment_method',
      error: { code: 'incorrect_cvc' },
      outcome: { type: 'blocked', risk_level: 'elevated', risk_score: 70 },
    },
    {
      card: '4000058400306072',
      status: 'succeeded',
      outcome: { type: 'authorized', risk_level: 'elevated', risk_score: 70 },
    },
    {
      card: '4242424242424242',
      status: 'succeeded',
      outcome: {
        type: 'authorized',
        risk_level: 'normal',
        risk_score: 10,
        seller_message: 'Payment complete.',
      },
    },
  ])('$card: $status with outcome $outcome.type, risk $outcome.risk_level', async (c) => {
    const { pi, charge, error } = await payWith(t, c.card);
    expect(pi.status).toBe(c.status);
    expect(error?.code).toBe(c.error?.code);
    if (c.error?.decline_code) expect(error?.decline_code).toBe(c.error.decline_code);
    expect(charge.outcome).toMatchObject(c.outcome);
    expect(charge.review).toBeNull();
    expectValidResource('charge', charge);
  });

  it('4000000000009235: succeeds with elevated risk and opens a review', async () => {
    const { pi, charge } = await payWith(t, '4000000000009235');
    expect(pi.status).toBe('succeeded');
    expect(charge.outcome).toMatchObject({
      type: 'manual_review',
      reason: 'elevated_risk_level',
      risk_level: 'elevated',
      network_status: 'approved_by_network',
    });
    expect(charge.review).toMatch(/^prv_/);
    expect(pi.review).toBe(charge.review);
    const review = await t.stripe.reviews.retrieve(charge.review as string);
    expect(review).toMatchObject({
      open: true,
      reason: 'rule',
      opened_reason: 'rule',
      charge: charge.id,
      payment_intent: pi.id,
      billing_zip: '94107',
    });
    expectValidResource('review', review);

    // Refunding the payment settles its review.
    await t.stripe.refunds.create({ payment_intent: pi.id });
    expect(await t.stripe.reviews.retrieve(review.id)).toMatchObject({
      open: false,
      closed_reason: 'refunded',
      reason: 'refunded',
    });
  });

  it('4000000000005423: succeeds, then an early fraud warning arrives', async () => {
    const { pi, charge } = await payWith(t, '4000000000005423');
    expect(pi.status).toBe('succeeded');
    const warnings = await t.stripe.radar.earlyFraudWarnings.list({ payment_intent: pi.id });
    expectValidList('radar.early_fraud_warning', warnings);
    expect(warnings.data).toHaveLength(1);
    const [warning] = warnings.data;
    expect(warning).toMatchObject({
      charge: charge.id,
      actionable: true,
      fraud_type: 'made_with_stolen_card',
    });
    expect(await t.stripe.radar.earlyFraudWarnings.retrieve(warning!.id)).toEqual(warning);
    const events = await t.stripe.events.list({ type: 'radar.early_fraud_warning.created', limit: 5 });
    expect(events.data.map((e) => (e.data.object as { id: string }).id)).toContain(warning!.id);
    const other = await t.stripe.radar.earlyFraudWarnings.list({ charge: 'ch_unknown' });
    expect(other.data).toEqual([]);
  });

  it('ties a payment to the browser session it names: its address and browser go into the review', async () => {
    const created = await t.request('POST', '/v1/radar/session', {
      key: t.publishableKey,
      headers: {
        'user-agent':
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ object: 'radar.session', livemode: false });
    const session = created.body.id as string;
    expect(session).toMatch(/^rse_/);
    const { charge } = await payWith(t, '4000000000009235', { radar_options: { session } } as never);
    const review = await t.stripe.reviews.retrieve(charge.review as string);
    expect(review.ip_address).toBe('127.0.0.1');
    expect(review.session).toEqual({
      browser: 'Chrome',
      device: 'Desktop',
      platform: 'Mac OS X',
      version: '126.0.0.0',
    });

    const unknown = t.stripe.paymentIntents.create({
      amount: 2000,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
      radar_options: { session: 'rse_missing' },
    } as never);
    await expect(unknown).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'radar_options[session]',
    });
  });
});
