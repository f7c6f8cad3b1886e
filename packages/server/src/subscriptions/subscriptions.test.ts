import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidList, expectValidResource } from '../testing/openapi.js';

type Raw = Record<string, any>;
const raw = (value: unknown) => value as Raw;

describe.each(DATABASES)('subscriptions on %s', (database) => {
  let t: TestServer;
  let basic: Stripe.Price;
  let premium: Stripe.Price;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
    const product = await t.stripe.products.create({ name: 'Basic' });
    basic = await t.stripe.prices.create({
      product: product.id,
      unit_amount: 500,
      currency: 'usd',
      recurring: { interval: 'month' },
      lookup_key: `basic-${database}`,
    });
    const better = await t.stripe.products.create({ name: 'Premium' });
    premium = await t.stripe.prices.create({
      product: better.id,
      unit_amount: 1500,
      currency: 'usd',
      recurring: { interval: 'month' },
    });
  });
  afterAll(async () => t?.close());

  async function eventTypes(id: string) {
    const events = await t.stripe.events.list({ limit: 100 });
    return events.data
      .filter((e) => (e.data.object as { id?: string }).id === id)
      .map((e) => e.type)
      .reverse();
  }

  it('creates a default_incomplete subscription whose first invoice the customer pays', async () => {
    const customer = await t.stripe.customers.create({ email: 'sam@example.com' });
    const sub = raw(
      await t.stripe.subscriptions.create({
        customer: customer.id,
        items: [{ price: basic.id }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        expand: ['latest_invoice.payment_intent', 'latest_invoice.confirmation_secret'],
        metadata: { plan: 'basic' },
      }),
    );
    expect(sub).toMatchObject({ status: 'incomplete', customer: customer.id, metadata: { plan: 'basic' } });
    const invoice = sub.latest_invoice;
    expect(invoice).toMatchObject({
      status: 'open',
      billing_reason: 'subscription_create',
      amount_due: 500,
      subscription: sub.id,
    });
    expect(invoice.lines.data[0]).toMatchObject({
      type: 'subscription',
      amount: 500,
      description: '1 × Basic (at $5.00 / month)',
      period: { start: sub.current_period_start, end: sub.current_period_end },
    });
    expect(invoice.payment_intent).toMatchObject({
      object: 'payment_intent',
      amount: 500,
      status: 'requires_payment_method',
    });
    expect(invoice.confirmation_secret.client_secret).toBe(invoice.payment_intent.client_secret);
    expectValidResource('subscription', { ...sub, latest_invoice: invoice.id });
    expect(sub.current_period_end - sub.current_period_start).toBeGreaterThanOrEqual(28 * 86400);

    // The Payment Element confirms the intent with the publishable key, as the browser does.
    const confirmed = await t.publishable.paymentIntents.confirm(invoice.payment_intent.id, {
      payment_method: 'pm_card_visa',
      client_secret: invoice.payment_intent.client_secret,
    } as Stripe.PaymentIntentConfirmParams);
    expect(confirmed.status).toBe('succeeded');
    const active = raw(await t.stripe.subscriptions.retrieve(sub.id));
    expect(active.status).toBe('active');
    expect(active.default_payment_method).toMatch(/^pm_/);
    expectValidResource('subscription', active);
    const paid = await t.stripe.invoices.retrieve(invoice.id);
    expect(paid).toMatchObject({ status: 'paid', amount_paid: 500 });
    expectValidResource('invoice', paid);
    expect(await eventTypes(sub.id)).toEqual([
      'customer.subscription.created',
      'customer.subscription.updated',
    ]);
    expect(await eventTypes(invoice.id)).toEqual([
      'invoice.created',
      'invoice.finalized',
      'invoice.paid',
      'invoice.payment_succeeded',
    ]);
    const listed = await t.stripe.invoices.list({ subscription: sub.id });
    expect(listed.data.map((i) => i.id)).toEqual([invoice.id]);
    // The period's charge is a line of the invoice, not an item the merchant made.
    expect((await t.stripe.invoiceItems.list({ customer: customer.id })).data).toEqual([]);
  });

  it('charges the default card at once (allow_incomplete) and refuses a decline with error_if_incomplete', async () => {
    const customer = await t.stripe.customers.create({
      payment_method: 'pm_card_visa',
    } as Stripe.CustomerCreateParams);
    const methods = await t.stripe.paymentMethods.list({ customer: customer.id });
    const pm = methods.data[0]!.id;
    await t.stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: pm } });
    const sub = await t.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: basic.id, quantity: 2 }],
    });
    expect(sub.status).toBe('active');
    const invoice = await t.stripe.invoices.retrieve(sub.latest_invoice as string);
    expect(invoice).toMatchObject({ status: 'paid', amount_paid: 1000 });

    const declined = await t.stripe.customers.create({});
    const card = await t.stripe.paymentMethods.attach('pm_card_chargeCustomerFail', {
      customer: declined.id,
    });
    await expect(
      t.stripe.subscriptions.create({
        customer: declined.id,
        items: [{ price: basic.id }],
        default_payment_method: card.id,
        payment_behavior: 'error_if_incomplete',
      }),
    ).rejects.toMatchObject({ statusCode: 402, code: 'card_declined' });
    // Nothing was kept.
    expect((await t.stripe.subscriptions.list({ customer: declined.id, status: 'all' })).data).toEqual([]);
    expect((await t.stripe.invoices.list({ customer: declined.id })).data).toEqual([]);

    const incomplete = await t.stripe.subscriptions.create({
      customer: declined.id,
      items: [{ price: basic.id }],
      default_payment_method: card.id,
      payment_behavior: 'allow_incomplete',
    });
    expect(incomplete.status).toBe('incomplete');
    const open = await t.stripe.invoices.retrieve(incomplete.latest_invoice as string);
    expect(open).toMatchObject({ status: 'open', attempt_count: 1 });
  });

  it('starts trials, bills by e-mail, lists by customer, price and status, and cancels', async () => {
    const customer = await t.stripe.customers.create({ email: 'tia@example.com' });
    const trial = raw(
      await t.stripe.subscriptions.create({
        customer: customer.id,
        items: [{ price: basic.id }],
        trial_period_days: 14,
        expand: ['latest_invoice'],
      }),
    );
    expect(trial.status).toBe('trialing');
    expect(trial.trial_end - trial.trial_start).toBe(14 * 86400);
    expect(trial.current_period_end).toBe(trial.trial_end);
    expect(trial.latest_invoice).toMatchObject({ status: 'paid', amount_due: 0 });
    expect(trial.latest_invoice.lines.data[0].description).toBe('Trial period for Basic');

    const billed = await t.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: premium.id }],
      collection_method: 'send_invoice',
      days_until_due: 7,
    });
    expect(billed.status).toBe('active');
    const invoice = await t.stripe.invoices.retrieve(billed.latest_invoice as string);
    expect(invoice).toMatchObject({ status: 'open', collection_method: 'send_invoice', amount_due: 1500 });
    expect(invoice.due_date! - invoice.created).toBe(7 * 86400);
    const outbox = await t.request('GET', `/v1/test_helpers/invoices/outbox?invoice=${invoice.id}`);
    expect(outbox.body.data).toHaveLength(1);
    await expect(
      t.stripe.subscriptions.create({
        customer: customer.id,
        items: [{ price: basic.id }],
        collection_method: 'send_invoice',
      }),
    ).rejects.toMatchObject({ param: 'days_until_due' });

    const list = await t.stripe.subscriptions.list({ customer: customer.id });
    expectValidList('subscription', list);
    expect(list.data.map((s) => s.id)).toEqual([billed.id, trial.id]);
    const byPrice = await t.stripe.subscriptions.list({ customer: customer.id, price: premium.id });
    expect(byPrice.data.map((s) => s.id)).toEqual([billed.id]);
    expect(
      (await t.stripe.subscriptions.list({ customer: customer.id, status: 'trialing' })).data,
    ).toHaveLength(1);

    const atEnd = await t.stripe.subscriptions.update(trial.id, { cancel_at_period_end: true });
    expect(atEnd).toMatchObject({
      cancel_at_period_end: true,
      cancel_at: trial.current_period_end,
      status: 'trialing',
    });
    const canceled = await t.stripe.subscriptions.cancel(billed.id);
    expect(canceled).toMatchObject({ status: 'canceled' });
    expect(canceled.ended_at).toBeGreaterThan(0);
    expectValidResource('subscription', canceled);
    expect((await t.stripe.subscriptions.list({ customer: customer.id })).data.map((s) => s.id)).toEqual([
      trial.id,
    ]);
    expect((await t.stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toHaveLength(
      2,
    );
    expect(
      (await t.stripe.subscriptions.list({ customer: customer.id, status: 'canceled' })).data,
    ).toHaveLength(1);
    expect(await eventTypes(billed.id)).toEqual([
      'customer.subscription.created',
      'customer.subscription.deleted',
    ]);
    await expect(t.stripe.subscriptions.cancel(billed.id)).rejects.toMatchObject({ statusCode: 400 });
    await expect(
      t.stripe.subscriptions.update(billed.id, { cancel_at_period_end: true }),
    ).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('refuses what Stripe refuses', async () => {
    const customer = await t.stripe.customers.create({});
    const oneOff = await t.stripe.prices.create({
      product: basic.product as string,
      unit_amount: 100,
      currency: 'usd',
    });
    const euro = await t.stripe.prices.create({
      product: basic.product as string,
      unit_amount: 100,
      currency: 'eur',
      recurring: { interval: 'month' },
    });
    const cases: [Stripe.SubscriptionCreateParams, string][] = [
      [{ customer: 'cus_missing', items: [{ price: basic.id }] }, 'customer'],
      [{ customer: customer.id, items: [{ price: oneOff.id }] }, 'items[0][price]'],
      [{ customer: customer.id, items: [{ price: 'price_missing' }] }, 'items[0][price]'],
      [{ customer: customer.id, items: [{ price: basic.id }, { price: euro.id }] }, 'items'],
      [{ customer: customer.id, items: [] }, 'items'],
      [
        { customer: customer.id, items: [{ price: basic.id }], default_payment_method: 'pm_missing' },
        'default_payment_method',
      ],
      [{ customer: customer.id, items: [{ price: basic.id }], trial_end: 1000 }, 'trial_end'],
    ];
    for (const [params, param] of cases)
      await expect(t.stripe.subscriptions.create(params), param).rejects.toMatchObject({ param });
    await expect(t.stripe.subscriptions.retrieve('sub_missing')).rejects.toMatchObject({ statusCode: 404 });
    await expect(t.stripe.subscriptions.resume('sub_missing')).rejects.toMatchObject({ statusCode: 404 });
  });
});
