import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';

const START = 1_893_456_000;

describe.each(DATABASES)('tax rates on subscriptions on %s', (database) => {
  let t: TestServer;
  let monthly: Stripe.Price;
  let extra: Stripe.Price;
  let salesTax: Stripe.TaxRate;
  let vat: Stripe.TaxRate;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
    const product = await t.stripe.products.create({ name: 'Plan' });
    monthly = await t.stripe.prices.create({
      product: product.id,
      unit_amount: 2000,
      currency: 'usd',
      recurring: { interval: 'month' },
    });
    extra = await t.stripe.prices.create({
      product_data: { name: 'Seat' },
      unit_amount: 1200,
      currency: 'usd',
      recurring: { interval: 'month' },
    });
    salesTax = await t.stripe.taxRates.create({
      display_name: 'Sales tax',
      percentage: 10,
      inclusive: false,
    });
    vat = await t.stripe.taxRates.create({ display_name: 'VAT', percentage: 20, inclusive: true });
  });
  afterAll(async () => t?.close());

  async function customerOn(clock: string) {
    const customer = await t.stripe.customers.create({ test_clock: clock, email: 'tax@example.com' });
    const pm = await t.stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    await t.stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: pm.id } });
    return customer;
  }

  it('taxes the first invoice, the preview and the renewal by default_tax_rates and items[tax_rates]', async () => {
    const clock = await t.stripe.testHelpers.testClocks.create({ frozen_time: START });
    const customer = await customerOn(clock.id);
    const sub = await t.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: monthly.id }, { price: extra.id, tax_rates: [vat.id] }],
      default_tax_rates: [salesTax.id],
      expand: ['latest_invoice'],
    });
    expectValidResource('subscription', sub);
    expect(sub.default_tax_rates?.map((rate) => rate.id)).toEqual([salesTax.id]);
    expect(sub.items.data.map((item) => item.tax_rates?.map((rate) => rate.id))).toEqual([[], [vat.id]]);
    // 2000 + 10% exclusive; 1200 with 20% inclusive (200 of it).
    const first = sub.latest_invoice as Stripe.Invoice;
    expectValidResource('invoice', first);
    expect(first).toMatchObject({ status: 'paid', subtotal: 3200, total: 3400, amount_paid: 3400 });
    const taxes = (first as unknown as { total_tax_amounts: { amount: number; tax_rate: string }[] })
      .total_tax_amounts;
    expect(taxes.map((tax) => [tax.tax_rate, tax.amount]).sort()).toEqual(
      [
        [salesTax.id, 200],
        [vat.id, 200],
      ].sort(),
    );

    const preview = await t.stripe.invoices.createPreview({ subscription: sub.id });
    expect(preview).toMatchObject({ subtotal: 3200, total: 3400 });

    const end = (sub as unknown as { current_period_end: number }).current_period_end;
    await t.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: end + 7200 });
    const renewed = await t.stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
    const renewal = renewed.latest_invoice as Stripe.Invoice;
    expect(renewal).toMatchObject({ billing_reason: 'subscription_cycle', status: 'paid', total: 3400 });
    expectValidResource('invoice', renewal);
  });

  it('changes and clears the rates on update, and refuses a rate that does not exist', async () => {
    const clock = await t.stripe.testHelpers.testClocks.create({ frozen_time: START });
    const customer = await customerOn(clock.id);
    const sub = await t.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: monthly.id }],
    });
    const taxed = await t.stripe.subscriptions.update(sub.id, {
      default_tax_rates: [salesTax.id],
      items: [{ id: sub.items.data[0]!.id, tax_rates: [vat.id] }],
    });
    expect(taxed.default_tax_rates?.map((rate) => rate.id)).toEqual([salesTax.id]);
    expect(taxed.items.data[0]!.tax_rates?.map((rate) => rate.id)).toEqual([vat.id]);
    const preview = await t.stripe.invoices.createPreview({ subscription: sub.id });
    // The item's own rate wins over the default: 2000 with 20% VAT within it.
    expect(preview).toMatchObject({ subtotal: 2000, total: 2000 });
    const cleared = await t.stripe.subscriptions.update(sub.id, {
      default_tax_rates: '',
      items: [{ id: sub.items.data[0]!.id, tax_rates: '' }],
    });
    expect(cleared.default_tax_rates).toEqual([]);
    expect(cleared.items.data[0]!.tax_rates).toEqual([]);
    await expect(
      t.stripe.subscriptions.update(sub.id, { default_tax_rates: ['txr_missing'] }),
    ).rejects.toMatchObject({ statusCode: 404, param: 'default_tax_rates[0]' });
    await expect(
      t.stripe.subscriptions.create({
        customer: customer.id,
        items: [{ price: extra.id, tax_rates: ['txr_missing'] }],
      }),
    ).rejects.toMatchObject({ statusCode: 404, param: 'items[0][tax_rates][0]' });
  });
});
