import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type PayframeServer } from '../server.js';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';
import { waitFor } from '../webhooks/wait.fixture.js';

const HOUR = 3_600;
const DAY = 86_400;

/** Subscriptions' periods, read as the API answers them. */
const periodOf = (sub: Stripe.Subscription) =>
  sub as unknown as { current_period_start: number; current_period_end: number };

/**
 * The worker's clock: the real time until a test moves it on, as a test clock would be, but for
 * subscriptions that have no test clock.
 */
function movableClock() {
  let offset = 0;
  return {
    now: () => Math.floor(Date.now() / 1000) + offset,
    moveTo(time: number) {
      offset = time - Math.floor(Date.now() / 1000);
    },
  };
}

async function setUp(t: TestServer, card: string) {
  const product = await t.stripe.products.create({ name: 'Real time' });
  const price = await t.stripe.prices.create({
    product: product.id,
    unit_amount: 1500,
    currency: 'usd',
    recurring: { interval: 'month' },
  });
  const customer = await t.stripe.customers.create({ email: 'renewals@example.com' });
  const pm = await t.stripe.paymentMethods.attach(card, { customer: customer.id });
  await t.stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: pm.id } });
  return { price, customer };
}

/** The types of the events about one subscription and its invoices, oldest first. */
async function eventsOf(t: TestServer, subscription: string): Promise<string[]> {
  const types: string[] = [];
  for await (const e of t.stripe.events.list({ limit: 100 })) {
    const object = e.data.object as { id?: string; subscription?: string | null };
    if (object.id === subscription || object.subscription === subscription) types.push(e.type);
  }
  return types.reverse();
}

describe.each(DATABASES)('the subscription renewal worker on %s', (database) => {
  let t: TestServer;
  const clock = movableClock();
  beforeAll(async () => {
    t = await startTestServer({ database, config: { subscriptions: { now: clock.now, pollMs: 20 } } });
  });
  afterAll(async () => t?.close());

  it('renews a subscription without a test clock: a draft at the period end, charged an hour later', async () => {
    const { price, customer } = await setUp(t, 'pm_card_visa');
    const sub = await t.stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }] });
    expect(sub).toMatchObject({ status: 'active', test_clock: null });
    const end = periodOf(sub).current_period_end;

    clock.moveTo(end + 10);
    const renewed = await waitFor('the renewal draft', async () => {
      const current = await t.stripe.subscriptions.retrieve(sub.id);
      return current.latest_invoice !== sub.latest_invoice && current;
    });
    expect(periodOf(renewed).current_period_start).toBe(end);
    const draft = await t.stripe.invoices.retrieve(renewed.latest_invoice as string);
    expect(draft).toMatchObject({ status: 'draft', billing_reason: 'subscription_cycle', created: end });

    clock.moveTo(end + HOUR + 10);
    const paid = await waitFor('the renewal to be paid', async () => {
      const invoice = await t.stripe.invoices.retrieve(draft.id);
      return invoice.status === 'paid' && invoice;
    });
    expect(paid).toMatchObject({ amount_paid: 1500 });
    expect(paid.status_transitions.finalized_at).toBe(end + HOUR);
    expectValidResource('invoice', paid);
    expectValidResource('subscription', await t.stripe.subscriptions.retrieve(sub.id));
    const types = await eventsOf(t, sub.id);
    // What the renewal wrote, in the order a test clock's advance writes it.
    expect(types.slice(types.indexOf('invoice.upcoming'))).toEqual([
      'invoice.upcoming',
      'invoice.created',
      'customer.subscription.updated',
      'invoice.finalized',
      'invoice.paid',
      'invoice.payment_succeeded',
    ]);
  });

  it('ends a trial (trial_will_end three days before, once) and retries a declined renewal', async () => {
    const { price, customer } = await setUp(t, 'pm_card_chargeCustomerFail');
    const sub = await t.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      trial_period_days: 7,
    });
    const trialEnd = sub.trial_end as number;
    clock.moveTo(trialEnd - 3 * DAY + 5);
    await waitFor('trial_will_end', async () =>
      (await eventsOf(t, sub.id)).includes('customer.subscription.trial_will_end'),
    );

    clock.moveTo(trialEnd + HOUR + 5);
    const pastDue = await waitFor('the declined renewal', async () => {
      const current = await t.stripe.subscriptions.retrieve(sub.id);
      return current.status === 'past_due' && current;
    });
    const invoice = await t.stripe.invoices.retrieve(pastDue.latest_invoice as string);
    expect(invoice).toMatchObject({ status: 'open', attempt_count: 1 });
    const retryAt = invoice.next_payment_attempt as number;
    expect(retryAt).toBeGreaterThanOrEqual(trialEnd + HOUR + 3 * DAY);

    clock.moveTo(retryAt + 5);
    const retried = await waitFor('the first retry', async () => {
      const current = await t.stripe.invoices.retrieve(invoice.id);
      return current.attempt_count === 2 && current;
    });
    expect(retried.next_payment_attempt).toBeGreaterThanOrEqual(retryAt + 5 * DAY);
    const types = await eventsOf(t, sub.id);
    expect(types.filter((type) => type === 'customer.subscription.trial_will_end')).toHaveLength(1);
    expect(types.filter((type) => type === 'invoice.payment_failed')).toHaveLength(2);
  });

  it('expires a subscription whose first invoice stays unpaid for 23 hours', async () => {
    const { price, customer } = await setUp(t, 'pm_card_visa');
    const sub = await t.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      payment_behavior: 'default_incomplete',
    });
    expect(sub.status).toBe('incomplete');
    clock.moveTo(sub.created + 23 * HOUR + 5);
    const expired = await waitFor('the expiry', async () => {
      const current = await t.stripe.subscriptions.retrieve(sub.id);
      return current.status === 'incomplete_expired' && current;
    });
    expectValidResource('subscription', expired);
    expect((await t.stripe.invoices.retrieve(sub.latest_invoice as string)).status).toBe('void');
  });
});

describe.runIf(DATABASES.includes('postgres'))('two renewal workers on one PostgreSQL database', () => {
  let t: TestServer;
  let second: PayframeServer;
  const clock = movableClock();
  beforeAll(async () => {
    const config = { subscriptions: { now: clock.now, pollMs: 5, finalizeTestInvoicesAtOnce: true } };
    t = await startTestServer({ database: 'postgres', config });
    second = await createServer({ config: { ...t.server.context.config, port: 0, ...config } });
    await second.listen();
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('renews each subscription once, and in test mode finalizes it at once when told to', async () => {
    const { price, customer } = await setUp(t, 'pm_card_visa');
    const subs: Stripe.Subscription[] = [];
    for (let i = 0; i < 6; i++)
      subs.push(await t.stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }] }));
    const end = Math.max(...subs.map((sub) => periodOf(sub).current_period_end));

    clock.moveTo(end + 5);
    for (const sub of subs) {
      await waitFor(`${sub.id} to be renewed`, async () => {
        const current = await t.stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
        const latest = current.latest_invoice as Stripe.Invoice;
        return latest.billing_reason === 'subscription_cycle' && latest.status === 'paid';
      });
    }
    for (const sub of subs) {
      const invoices = await t.stripe.invoices.list({ subscription: sub.id, limit: 10 });
      expect(invoices.data.map((invoice) => invoice.billing_reason).sort()).toEqual([
        'subscription_create',
        'subscription_cycle',
      ]);
      const types = await eventsOf(t, sub.id);
      expect(types.filter((type) => type === 'invoice.upcoming')).toHaveLength(1);
      expect(types.filter((type) => type === 'invoice.paid')).toHaveLength(2);
    }
    const charges = await t.stripe.charges.list({ customer: customer.id, limit: 100 });
    expect(charges.data).toHaveLength(12);
  });
});
