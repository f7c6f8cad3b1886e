import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidList, expectValidResource } from '../testing/openapi.js';

const DAY = 86_400;
/** 1 January 2030, midnight UTC: months from here are plain to read. */
const START = 1_893_456_000;

describe.each(DATABASES)('test clocks on %s', (database) => {
  let t: TestServer;
  let monthly: Stripe.Price;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
    const product = await t.stripe.products.create({ name: 'Pro' });
    monthly = await t.stripe.prices.create({
      product: product.id,
      unit_amount: 2000,
      currency: 'usd',
      recurring: { interval: 'month' },
    });
  });
  afterAll(async () => t?.close());

  /** The billing and clock events written since `since`, oldest first. */
  async function billingSince(since: string | undefined) {
    const events = await t.stripe.events.list({ limit: 100, ...(since ? { ending_before: since } : {}) });
    return events.data
      .map((e) => e.type)
      .filter((type) => /^(invoice|customer\.subscription|test_helpers)\./.test(type))
      .reverse();
  }
  const latestEvent = async () => (await t.stripe.events.list({ limit: 1 })).data[0]?.id;

  async function customerWith(card: string, clock: string) {
    const customer = await t.stripe.customers.create({ test_clock: clock, email: 'clock@example.com' });
    const pm = await t.stripe.paymentMethods.attach(card, { customer: customer.id });
    await t.stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: pm.id } });
    return customer;
  }

  it('creates, lists, retrieves and deletes clocks, with the customers on them', async () => {
    const clock = await t.stripe.testHelpers.testClocks.create({ frozen_time: START, name: 'Lifecycle' });
    expectValidResource('test_helpers.test_clock', clock);
    expect(clock).toMatchObject({ status: 'ready', frozen_time: START, name: 'Lifecycle' });
    const customer = await t.stripe.customers.create({ test_clock: clock.id });
    expect(customer.test_clock).toBe(clock.id);
    const listed = await t.stripe.testHelpers.testClocks.list();
    expectValidList('test_helpers.test_clock', listed);
    expect(listed.data.map((c) => c.id)).toContain(clock.id);
    expect(await t.stripe.testHelpers.testClocks.retrieve(clock.id)).toMatchObject({ id: clock.id });
    await expect(
      t.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: START - 10 }),
    ).rejects.toMatchObject({
      param: 'frozen_time',
    });
    await expect(t.stripe.customers.create({ test_clock: 'clock_missing' })).rejects.toMatchObject({
      statusCode: 404,
      param: 'test_clock',
    });
    const deleted = await t.stripe.testHelpers.testClocks.del(clock.id);
    expect(deleted).toMatchObject({ id: clock.id, deleted: true });
    await expect(t.stripe.customers.retrieve(customer.id)).rejects.toMatchObject({ statusCode: 404 });
    await expect(t.stripe.testHelpers.testClocks.retrieve(clock.id)).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('renews a month later: a draft invoice, finalized an hour on and paid with the default card', async () => {
    const clock = await t.stripe.testHelpers.testClocks.create({ frozen_time: START });
    const customer = await customerWith('pm_card_visa', clock.id);
    const sub = await t.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: monthly.id }],
    });
    expect(sub).toMatchObject({ status: 'active', start_date: START, test_clock: clock.id });
    const firstInvoice = sub.latest_invoice as string;
    const end = (sub as unknown as { current_period_end: number }).current_period_end;
    expect(end).toBe(START + 31 * DAY);
    const since = await latestEvent();

    // At the period's end the renewal invoice is a draft; an hour later it is charged.
    const atEnd = await t.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: end });
    expect(atEnd).toMatchObject({ status: 'ready', frozen_time: end });
    const renewed = await t.stripe.subscriptions.retrieve(sub.id);
    expect(renewed.latest_invoice).not.toBe(firstInvoice);
    expect(renewed as unknown).toMatchObject({
      current_period_start: end,
      current_period_end: START + 59 * DAY,
    });
    const draft = await t.stripe.invoices.retrieve(renewed.latest_invoice as string);
    expect(draft).toMatchObject({
      status: 'draft',
      billing_reason: 'subscription_cycle',
      created: end,
      amount_due: 2000,
    });
    expect(draft.lines.data[0]!.period).toEqual({ start: end, end: START + 59 * DAY });

    await t.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: end + 2 * 3600 });
    const paid = await t.stripe.invoices.retrieve(draft.id);
    expect(paid).toMatchObject({ status: 'paid', amount_paid: 2000 });
    expect(paid.status_transitions.finalized_at).toBe(end + 3600);
    expectValidResource('invoice', paid);
    expect((await t.stripe.subscriptions.retrieve(sub.id)).status).toBe('active');
    expect(await billingSince(since)).toEqual([
      'test_helpers.test_clock.advancing',
      'invoice.upcoming',
      'invoice.created',
      'customer.subscription.updated',
      'test_helpers.test_clock.ready',
      'test_helpers.test_clock.advancing',
      'invoice.finalized',
      'invoice.paid',
      'invoice.payment_succeeded',
      'test_helpers.test_clock.ready',
    ]);
  });

  it('ends a trial: trial_will_end three days before, then the first paid period', async () => {
    const clock = await t.stripe.testHelpers.testClocks.create({ frozen_time: START });
    const customer = await customerWith('pm_card_visa', clock.id);
    const sub = await t.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: monthly.id }],
      trial_period_days: 7,
    });
    expect(sub.status).toBe('trialing');
    const since = await latestEvent();
    await t.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: START + 5 * DAY });
    expect(await billingSince(since)).toEqual([
      'test_helpers.test_clock.advancing',
      'customer.subscription.trial_will_end',
      'test_helpers.test_clock.ready',
    ]);
    await t.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: START + 8 * DAY });
    const active = await t.stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
    expect(active.status).toBe('active');
    expect(active.latest_invoice).toMatchObject({
      status: 'paid',
      amount_paid: 2000,
      billing_reason: 'subscription_cycle',
    });
    expect(active as unknown).toMatchObject({ current_period_start: START + 7 * DAY });
  });

  it('retries a declined renewal on 3, 5 and 7 days, then leaves the subscription unpaid', async () => {
    const clock = await t.stripe.testHelpers.testClocks.create({ frozen_time: START });
    const customer = await customerWith('pm_card_chargeCustomerFail', clock.id);
    const sub = await t.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: monthly.id }],
      trial_period_days: 3,
    });
    const trialEnd = START + 3 * DAY;
    await t.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: trialEnd + 2 * 3600 });
    const pastDue = await t.stripe.subscriptions.retrieve(sub.id);
    expect(pastDue.status).toBe('past_due');
    const invoice = await t.stripe.invoices.retrieve(pastDue.latest_invoice as string);
    expect(invoice).toMatchObject({
      status: 'open',
      attempt_count: 1,
      next_payment_attempt: trialEnd + 3600 + 3 * DAY,
    });
    const since = await latestEvent();
    await t.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: trialEnd + 20 * DAY });
    const unpaid = await t.stripe.subscriptions.retrieve(sub.id);
    expect(unpaid.status).toBe('unpaid');
    const last = await t.stripe.invoices.retrieve(invoice.id);
    expect(last).toMatchObject({ status: 'open', attempt_count: 4, next_payment_attempt: null });
    expect((await billingSince(since)).filter((type) => type === 'invoice.payment_failed')).toHaveLength(3);
  });

  it('asks for authentication on renewal with a 3-D Secure card: past_due and invoice.payment_action_required', async () => {
    const clock = await t.stripe.testHelpers.testClocks.create({ frozen_time: START });
    const customer = await customerWith('pm_card_visa', clock.id);
    const sub = await t.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: monthly.id }],
    });
    expect(sub.status).toBe('active');
    const card = await t.stripe.paymentMethods.attach('pm_card_authenticationRequired', {
      customer: customer.id,
    });
    await t.stripe.subscriptions.update(sub.id, { default_payment_method: card.id });
    const since = await latestEvent();
    await t.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: START + 31 * DAY + 2 * 3600 });
    const after = await t.stripe.subscriptions.retrieve(sub.id, {
      expand: ['latest_invoice.payment_intent'],
    });
    expect(after.status).toBe('past_due');
    const invoice = after.latest_invoice as unknown as { status: string; payment_intent: { status: string } };
    expect(invoice.status).toBe('open');
    expect(invoice.payment_intent.status).toBe('requires_action');
    expect(await billingSince(since)).toEqual([
      'test_helpers.test_clock.advancing',
      'invoice.upcoming',
      'invoice.created',
      'customer.subscription.updated',
      'invoice.finalized',
      'invoice.payment_action_required',
      'customer.subscription.updated',
      'test_helpers.test_clock.ready',
    ]);
  });

  it('expires an unpaid first invoice after 23 hours and cancels at the period end', async () => {
    const clock = await t.stripe.testHelpers.testClocks.create({ frozen_time: START });
    const customer = await customerWith('pm_card_visa', clock.id);
    const incomplete = await t.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: monthly.id }],
      payment_behavior: 'default_incomplete',
    });
    const leaving = await t.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: monthly.id }],
      cancel_at_period_end: true,
    });
    expect(leaving.status).toBe('active');
    await t.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: START + DAY });
    const expired = await t.stripe.subscriptions.retrieve(incomplete.id);
    expect(expired).toMatchObject({ status: 'incomplete_expired', ended_at: START + 23 * 3600 });
    expect((await t.stripe.invoices.retrieve(expired.latest_invoice as string)).status).toBe('void');
    await t.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: START + 40 * DAY });
    const ended = await t.stripe.subscriptions.retrieve(leaving.id);
    expect(ended).toMatchObject({ status: 'canceled', ended_at: START + 31 * DAY });
    expect((await t.stripe.invoices.list({ subscription: leaving.id })).data).toHaveLength(1);
  });

  it('pauses a trial that ends without a card and resumes it', async () => {
    const clock = await t.stripe.testHelpers.testClocks.create({ frozen_time: START });
    const customer = await t.stripe.customers.create({ test_clock: clock.id });
    const sub = await t.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: monthly.id }],
      trial_period_days: 3,
      trial_settings: { end_behavior: { missing_payment_method: 'pause' } },
    });
    await t.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: START + 4 * DAY });
    expect((await t.stripe.subscriptions.retrieve(sub.id)).status).toBe('paused');
    await expect(t.stripe.invoices.createPreview({ subscription: sub.id })).rejects.toMatchObject({
      code: 'invoice_upcoming_none',
    });
    const pm = await t.stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    await t.stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: pm.id } });
    const resumed = await t.stripe.subscriptions.resume(sub.id);
    expect(resumed).toMatchObject({ status: 'active', billing_cycle_anchor: START + 4 * DAY });
    const invoice = await t.stripe.invoices.retrieve(resumed.latest_invoice as string);
    expect(invoice).toMatchObject({ status: 'paid', amount_paid: 2000 });
    await expect(t.stripe.subscriptions.resume(sub.id)).rejects.toMatchObject({ statusCode: 400 });
  });
});
