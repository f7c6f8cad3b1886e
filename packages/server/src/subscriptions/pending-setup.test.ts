import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';

const DAY = 86_400;
const START = 1_893_456_000;

describe.each(DATABASES)('pending_setup_intent of trial subscriptions on %s', (database) => {
  let t: TestServer;
  let monthly: Stripe.Price;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
    monthly = await t.stripe.prices.create({
      product_data: { name: 'Trial plan' },
      unit_amount: 1800,
      currency: 'usd',
      recurring: { interval: 'month' },
    });
  });
  afterAll(async () => t?.close());

  it('hands a trial a SetupIntent whose card, once confirmed, pays the renewals', async () => {
    const clock = await t.stripe.testHelpers.testClocks.create({ frozen_time: START });
    const customer = await t.stripe.customers.create({ test_clock: clock.id, email: 'trial@example.com' });
    const sub = await t.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: monthly.id }],
      trial_period_days: 7,
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      expand: ['pending_setup_intent', 'latest_invoice'],
    });
    expectValidResource('subscription', sub);
    expect(sub.status).toBe('trialing');
    expect(sub.latest_invoice).toMatchObject({ status: 'paid', amount_paid: 0 });
    const setup = sub.pending_setup_intent as Stripe.SetupIntent;
    expectValidResource('setup_intent', setup);
    expect(setup).toMatchObject({
      object: 'setup_intent',
      customer: customer.id,
      usage: 'off_session',
      status: 'requires_payment_method',
    });

    // What the Payment Element does with the intent's client secret (confirmSetup).
    const confirmed = await t.publishable.setupIntents.confirm(setup.id, {
      client_secret: setup.client_secret!,
      payment_method_data: {
        type: 'card',
        card: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' },
      },
    } as unknown as Stripe.SetupIntentConfirmParams);
    expect(confirmed.status).toBe('succeeded');
    const ready = await t.stripe.subscriptions.retrieve(sub.id);
    expect(ready).toMatchObject({ pending_setup_intent: null, status: 'trialing' });
    expect(ready.default_payment_method).toBe(confirmed.payment_method);
    const updated = (
      await t.stripe.events.list({ type: 'customer.subscription.updated', limit: 5 })
    ).data.find((e) => (e.data.object as { id: string }).id === sub.id);
    expect(updated?.data.previous_attributes).toMatchObject({ default_payment_method: null });

    await t.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: START + 7 * DAY + 7200 });
    const active = await t.stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
    expect(active.status).toBe('active');
    expect(active.latest_invoice).toMatchObject({ status: 'paid', amount_paid: 1800 });
  });

  it('makes none when the first invoice is to be paid, or without default_incomplete', async () => {
    const customer = await t.stripe.customers.create({ email: 'none@example.com' });
    const paying = await t.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: monthly.id }],
      payment_behavior: 'default_incomplete',
    });
    expect(paying).toMatchObject({ status: 'incomplete', pending_setup_intent: null });
    const trial = await t.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: monthly.id }],
      trial_period_days: 7,
    });
    expect(trial).toMatchObject({ status: 'trialing', pending_setup_intent: null });
  });
});
