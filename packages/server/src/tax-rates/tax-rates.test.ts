import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidList, expectValidResource } from '../testing/openapi.js';
import { dynamicRateFor, lineTaxes, shareOut } from './tax-math.js';
import type { TaxRate } from './tax-rate.js';

const rate = (percentage: number, inclusive: boolean, extra: Partial<TaxRate> = {}): TaxRate =>
  ({ id: `txr_${percentage}${inclusive}`, percentage, inclusive, active: true, ...extra }) as TaxRate;

describe('tax math', () => {
  it('adds an exclusive rate and rounds each line half up', () => {
    expect(lineTaxes(1000, [rate(8.875, false)]).map((t) => t.amount)).toEqual([89]);
    expect(lineTaxes(999, [rate(20, false)]).map((t) => t.amount)).toEqual([200]);
    expect(lineTaxes(1050, [rate(5, false)]).map((t) => t.amount)).toEqual([53]);
  });

  it('finds the tax inside an inclusive price, shared between inclusive rates', () => {
    expect(lineTaxes(1200, [rate(20, true)]).map((t) => t.amount)).toEqual([200]);
    expect(lineTaxes(1100, [rate(5, true), rate(5.0001, true)]).map((t) => t.amount)).toEqual([50, 50]);
    // An exclusive rate beside an inclusive one is on the whole amount.
    expect(lineTaxes(1200, [rate(20, true), rate(10, false)]).map((t) => t.amount)).toEqual([200, 120]);
  });

  it("picks a dynamic rate by the shopper's state, then country", () => {
    const ca = rate(7.25, false, { id: 'txr_ca', country: 'US', state: 'CA' });
    const us = rate(5, false, { id: 'txr_us', country: 'US', state: null });
    const de = rate(19, true, { id: 'txr_de', country: 'DE', state: null });
    expect(dynamicRateFor([us, ca, de], { country: 'us', state: 'ca' })?.id).toBe('txr_ca');
    expect(dynamicRateFor([us, ca, de], { country: 'US', state: 'NY' })?.id).toBe('txr_us');
    expect(dynamicRateFor([us, ca, de], { country: 'DE' })?.id).toBe('txr_de');
    expect(dynamicRateFor([us, ca, de], { country: 'FR' })).toBeNull();
    expect(dynamicRateFor([us, ca, de], null)).toBeNull();
  });

  it('shares a discount out so its parts add up', () => {
    expect(shareOut(100, [1000, 500, 500])).toEqual([50, 25, 25]);
    expect(shareOut(10, [1, 1, 1])).toEqual([3, 3, 4]);
  });
});

describe.each(DATABASES)('tax rates on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());

  it('creates, retrieves, updates and lists tax rates, with their events', async () => {
    const vat = await t.stripe.taxRates.create({
      display_name: 'VAT',
      percentage: 20,
      inclusive: true,
      country: 'gb',
      jurisdiction: 'UK',
      tax_type: 'vat',
      description: 'UK VAT',
      metadata: { book: 'uk' },
    });
    expectValidResource('tax_rate', vat);
    expect(vat).toMatchObject({
      object: 'tax_rate',
      active: true,
      country: 'GB',
      state: null,
      display_name: 'VAT',
      inclusive: true,
      jurisdiction: 'UK',
      percentage: 20,
      tax_type: 'vat',
    });
    expect(vat.id).toMatch(/^txr_/);
    expect(await t.stripe.taxRates.retrieve(vat.id)).toEqual(vat);
    const sales = await t.stripe.taxRates.create({
      display_name: 'Sales tax',
      percentage: 8.875,
      inclusive: false,
      country: 'US',
      state: 'NY',
      tax_type: 'sales_tax',
    });
    const updated = await t.stripe.taxRates.update(vat.id, {
      active: false,
      display_name: 'UK VAT',
      jurisdiction: '',
    });
    expectValidResource('tax_rate', updated);
    expect(updated).toMatchObject({
      active: false,
      display_name: 'UK VAT',
      jurisdiction: null,
      percentage: 20,
    });
    const all = await t.stripe.taxRates.list();
    expectValidList('tax_rate', all);
    expect(all.data.map((r) => r.id)).toEqual([sales.id, vat.id]);
    expect((await t.stripe.taxRates.list({ active: true })).data.map((r) => r.id)).toEqual([sales.id]);
    expect((await t.stripe.taxRates.list({ inclusive: true })).data.map((r) => r.id)).toEqual([vat.id]);
    const events = await t.stripe.events.list({ type: 'tax_rate.updated' });
    expect(events.data[0]?.data.previous_attributes).toMatchObject({ active: true, display_name: 'VAT' });
  });

  it('refuses what Stripe refuses, with its errors', async () => {
    const missing = await t.request('POST', '/v1/tax_rates', {
      body: { display_name: 'X', inclusive: false },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ type: 'invalid_request_error', param: 'percentage' });
    const over = await t.request('POST', '/v1/tax_rates', {
      body: { display_name: 'X', inclusive: false, percentage: 120 },
    });
    expect(over.body.error).toMatchObject({ param: 'percentage' });
    // The percentage is fixed once created.
    const created = await t.stripe.taxRates.create({ display_name: 'GST', percentage: 10, inclusive: false });
    const change = await t.request('POST', `/v1/tax_rates/${created.id}`, { body: { percentage: 12 } });
    expect(change.status).toBe(400);
    expect(change.body.error.message).toMatch(/percentage/);
    const unknown = await t.request('GET', '/v1/tax_rates/txr_nothing');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe("No such tax_rate: 'txr_nothing'");
  });
});
