import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';

const DAY = 86_400;
const START = 1_893_456_000;

describe.each(DATABASES)('subscription changes and previews on %s', (database) => {
  let t: TestServer;
  let basic: Stripe.Price;
  let premium: Stripe.Price;
  let yearly: Stripe.Price;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
    const product = await t.stripe.products.create({ name: 'Basic' });
    basic = await t.stripe.prices.create({
      product: product.id,
      unit_amount: 3000,
      currency: 'usd',
      recurring: { interval: 'month' },
    });
    const better = await t.stripe.products.create({ name: 'Premium' });
    premium = await t.stripe.prices.create({
      product: better.id,
      unit_amount: 6000,
      currency: 'usd',
      recurring: { interval: 'month' },
    });
    yearly = await t.stripe.prices.create({
      product: better.id,
      unit_amount: 60000,
      currency: 'usd',
      recurring: { interval: 'year' },
    });
  });
  afterAll(async () => t?.close());

  /** A paying subscriber to Basic on a clock at START, in a 30-day month (April 2030). */
  async function subscriber() {
    const april = START + 90 * DAY;
    const clock = await t.stripe.testHelpers.testClocks.create({ frozen_time: april });
    const customer = await t.stripe.customers.create({ test_clock: clock.id });
    const pm = await t.stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    await t.stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: pm.id } });
    const sub = await t.stripe.subscriptions.create({ customer: customer.id, items: [{ price: basic.id }] });
    // Half the 30-day period has gone.
    await t.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: april + 15 * DAY });
    return { sub, customer, clock, april };
  }

  it('previews a price change, then prorates it onto the next invoice', async () => {
    const { sub, april, clock } = await subscriber();
    const item = sub.items.data[0]!;
    const preview = await t.stripe.invoices.createPreview({
      subscription: sub.id,
      subscription_details: {
        items: [{ id: item.id, price: premium.id }],
        proration_behavior: 'create_prorations',
      },
    });
    expectValidResource('invoice', preview);
    expect(preview.lines.data.map((l) => [l.amount, l.description])).toEqual([
      [-1500, 'Unused time on 1 × Basic after 16 Apr 2030'],
      [3000, 'Remaining time on 1 × Premium after 16 Apr 2030'],
      [6000, '1 × Premium (at $60.00 / month)'],
    ]);
    expect(preview.amount_due).toBe(7500);
    expect(preview.id).toMatch(/^upcoming_/);
    const upcoming = await t.request('GET', `/v1/invoices/upcoming?subscription=${sub.id}`);
    expect(upcoming.status).toBe(200);
    expect(upcoming.body.amount_due).toBe(3000);
    expect(upcoming.body.id).toBeUndefined();

    const updated = await t.stripe.subscriptions.update(sub.id, {
      items: [{ id: item.id, price: premium.id }],
      proration_behavior: 'create_prorations',
    });
    expect(updated.items.data[0]!.price.id).toBe(premium.id);
    expect(updated.latest_invoice).toBe(sub.latest_invoice);
    const pending = await t.stripe.invoiceItems.list({ pending: true, customer: sub.customer as string });
    expect(pending.data.map((i) => i.amount).sort((a, b) => a - b)).toEqual([-1500, 3000]);
    expect(await t.stripe.invoices.createPreview({ subscription: sub.id })).toMatchObject({
      amount_due: 7500,
    });

    await t.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: april + 31 * DAY });
    const renewed = await t.stripe.invoices.retrieve(
      (await t.stripe.subscriptions.retrieve(sub.id)).latest_invoice as string,
    );
    expect(renewed).toMatchObject({ status: 'paid', amount_paid: 7500 });
    expect(renewed.lines.data.map((l) => raw(l).proration)).toEqual([true, true, false]);
  });

  it('bills a change at once with always_invoice, and nothing with none', async () => {
    const { sub } = await subscriber();
    const item = sub.items.data[0]!;
    const now = await t.stripe.subscriptions.update(sub.id, {
      items: [{ id: item.id, price: premium.id }],
      proration_behavior: 'always_invoice',
    });
    expect(now.latest_invoice).not.toBe(sub.latest_invoice);
    const invoice = await t.stripe.invoices.retrieve(now.latest_invoice as string);
    expect(invoice).toMatchObject({
      status: 'paid',
      amount_paid: 1500,
      billing_reason: 'subscription_update',
    });
    const none = await t.stripe.subscriptions.update(sub.id, {
      items: [{ id: item.id, price: basic.id }],
      proration_behavior: 'none',
    });
    expect(none.latest_invoice).toBe(now.latest_invoice);
    expect(
      (await t.stripe.invoiceItems.list({ pending: true, customer: sub.customer as string })).data,
    ).toEqual([]);
  });

  it('restarts the cycle when the interval changes, crediting the unused month', async () => {
    const { sub, april } = await subscriber();
    const item = sub.items.data[0]!;
    const changed = raw(
      await t.stripe.subscriptions.update(sub.id, { items: [{ id: item.id, price: yearly.id }] }),
    );
    expect(changed.billing_cycle_anchor).toBe(april + 15 * DAY);
    expect(changed.current_period_end).toBe(april + 15 * DAY + 365 * DAY);
    const invoice = await t.stripe.invoices.retrieve(String(changed.latest_invoice));
    expect(invoice).toMatchObject({ status: 'paid', amount_paid: 58500 });
  });

  it('refuses a change to a canceled subscription and an item it does not have', async () => {
    const { sub } = await subscriber();
    await expect(
      t.stripe.subscriptions.update(sub.id, { items: [{ id: 'si_missing', price: premium.id }] }),
    ).rejects.toMatchObject({ statusCode: 404, param: 'items[0][id]' });
    await t.stripe.subscriptions.cancel(sub.id);
    await expect(
      t.stripe.subscriptions.update(sub.id, { items: [{ price: premium.id }] }),
    ).rejects.toMatchObject({
      statusCode: 400,
    });
    const kept = await t.stripe.subscriptions.update(sub.id, { metadata: { note: 'gone' } });
    expect(kept.metadata).toEqual({ note: 'gone' });
  });
});

const raw = (value: unknown) => value as Record<string, number & string>;
