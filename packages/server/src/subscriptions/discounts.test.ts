import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';

const START = 1_893_456_000;

describe.each(DATABASES)('discounts on subscriptions on %s', (database) => {
  let t: TestServer;
  let monthly: Stripe.Price;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
    monthly = await t.stripe.prices.create({
      product_data: { name: 'Discounted plan' },
      unit_amount: 2000,
      currency: 'usd',
      recurring: { interval: 'month' },
    });
  });
  afterAll(async () => t?.close());

  async function customerOn(clock: string) {
    const customer = await t.stripe.customers.create({ test_clock: clock, email: 'off@example.com' });
    const pm = await t.stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    await t.stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: pm.id } });
    return customer;
  }

  it("discounts each invoice for a repeating coupon's months, redeeming it once", async () => {
    const coupon = await t.stripe.coupons.create({
      percent_off: 25,
      duration: 'repeating',
      duration_in_months: 2,
    });
    const clock = await t.stripe.testHelpers.testClocks.create({ frozen_time: START });
    const customer = await customerOn(clock.id);
    const sub = await t.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: monthly.id }],
      discounts: [{ coupon: coupon.id }],
      expand: ['latest_invoice'],
    });
    expectValidResource('subscription', sub);
    expect(sub.latest_invoice).toMatchObject({ status: 'paid', subtotal: 2000, total: 1500 });
    expect((await t.stripe.invoices.createPreview({ subscription: sub.id })).total).toBe(1500);
    const totals: number[] = [];
    let at = (sub as unknown as { current_period_end: number }).current_period_end;
    for (let month = 0; month < 2; month++) {
      await t.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: at + 7200 });
      const renewed = await t.stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
      const invoice = renewed.latest_invoice as Stripe.Invoice;
      expect(invoice.status).toBe('paid');
      totals.push(invoice.total);
      at = (renewed as unknown as { current_period_end: number }).current_period_end;
    }
    // Two months of discount: the first invoice and the first renewal; the second is full.
    expect(totals).toEqual([1500, 2000]);
    expect((await t.stripe.coupons.retrieve(coupon.id)).times_redeemed).toBe(1);
  });

  it('refuses a coupon that does not exist', async () => {
    const customer = await t.stripe.customers.create({ email: 'none@example.com' });
    await expect(
      t.stripe.subscriptions.create({
        customer: customer.id,
        items: [{ price: monthly.id }],
        discounts: [{ coupon: 'MISSING' }],
      }),
    ).rejects.toMatchObject({ statusCode: 404, param: 'discounts[0][coupon]' });
  });
});
