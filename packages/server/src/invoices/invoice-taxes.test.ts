import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';

describe.each(DATABASES)('tax rates on invoices on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());

  const path = (url: string | null | undefined) => new URL(String(url)).pathname;

  it("taxes each line by its item's rates or the invoice's defaults, on the page and the PDF", async () => {
    const vat = await t.stripe.taxRates.create({ display_name: 'VAT', percentage: 20, inclusive: false });
    const reduced = await t.stripe.taxRates.create({ display_name: 'VAT', percentage: 5.5, inclusive: true });
    const customer = await t.stripe.customers.create({ email: 'tax@example.com', name: 'Tax Payer' });
    const coupon = await t.stripe.coupons.create({ amount_off: 500, currency: 'eur', duration: 'once' });
    const draft = await t.stripe.invoices.create({
      customer: customer.id,
      collection_method: 'send_invoice',
      days_until_due: 7,
      currency: 'eur',
      default_tax_rates: [vat.id],
      discounts: [{ coupon: coupon.id }],
    });
    expect(draft.default_tax_rates.map((r) => r.id)).toEqual([vat.id]);
    const service = await t.stripe.invoiceItems.create({
      customer: customer.id,
      invoice: draft.id,
      amount: 10000,
      currency: 'eur',
      description: 'Design work',
    });
    const book = await t.stripe.invoiceItems.create({
      customer: customer.id,
      invoice: draft.id,
      amount: 1055,
      currency: 'eur',
      description: 'Book',
      tax_rates: [reduced.id],
    });
    expectValidResource('invoiceitem', book);
    expect(book.tax_rates?.map((r) => r.id)).toEqual([reduced.id]);
    const invoice = await t.stripe.invoices.finalizeInvoice(draft.id);
    expectValidResource('invoice', invoice);
    // The 500 off is shared 10000 : 1055 → 452 and 48. The design work is taxed on 9548 at 20%
    // (1909.6 → 1910); the book's 1007 holds 1007 × 5.5 / 105.5 = 52.49… → 52 of VAT.
    type TaxedLine = { amount: number; tax_amounts: unknown[]; tax_rates: { id: string }[] };
    const [designLine, bookLine] = (invoice.lines.data as unknown as TaxedLine[]).sort(
      (a, b) => b.amount - a.amount,
    );
    expect(designLine?.tax_amounts).toEqual([{ amount: 1910, inclusive: false, tax_rate: vat.id }]);
    expect(bookLine?.tax_amounts).toEqual([{ amount: 52, inclusive: true, tax_rate: reduced.id }]);
    expect(bookLine?.tax_rates?.map((r) => r.id)).toEqual([reduced.id]);
    expect(invoice).toMatchObject({
      subtotal: 11055,
      tax: 1962,
      total: 11055 - 500 + 1910,
      amount_due: 12465,
      total_tax_amounts: expect.arrayContaining([
        { amount: 1910, inclusive: false, tax_rate: vat.id },
        { amount: 52, inclusive: true, tax_rate: reduced.id },
      ]),
    });
    const page = await t.raw('GET', `${path(invoice.hosted_invoice_url)}?locale=en`);
    expect(page.text).toContain('VAT (20%)');
    expect(page.text).toContain('Includes VAT (5.5%)');
    expect(page.text).toContain('€19.10');
    const pdf = await t.raw('GET', `${path(invoice.invoice_pdf)}?locale=en`);
    expect(pdf.text).toContain('(VAT \\(20%\\))');
    // The customer pays the total with tax.
    const paid = await t.stripe.invoices.pay(invoice.id, { payment_method: 'pm_card_visa' });
    expect(paid).toMatchObject({ status: 'paid', amount_paid: 12465 });
    const intent = await t.stripe.paymentIntents.retrieve(
      String((paid as unknown as { payment_intent: string }).payment_intent),
    );
    expect(intent.amount).toBe(12465);
    void service;
  });

  it('changes and clears the rates of a draft, and refuses unknown or inactive ones', async () => {
    const gst = await t.stripe.taxRates.create({ display_name: 'GST', percentage: 10, inclusive: false });
    const customer = await t.stripe.customers.create({ email: 'gst@example.com' });
    const draft = await t.stripe.invoices.create({ customer: customer.id, currency: 'aud' });
    const item = await t.stripe.invoiceItems.create({
      customer: customer.id,
      invoice: draft.id,
      amount: 1000,
      currency: 'aud',
    });
    const taxed = await t.stripe.invoices.update(draft.id, { default_tax_rates: [gst.id] });
    expect(taxed).toMatchObject({ total: 1100, tax: 100 });
    const own = await t.stripe.invoiceItems.update(item.id, { tax_rates: [] });
    expect(own.tax_rates).toEqual([]);
    const cleared = await t.request('POST', `/v1/invoices/${draft.id}`, { body: { default_tax_rates: '' } });
    expect(cleared.body).toMatchObject({
      total: 1000,
      tax: null,
      default_tax_rates: [],
      total_tax_amounts: [],
    });
    const unknown = await t.request('POST', `/v1/invoices/${draft.id}`, {
      body: { 'default_tax_rates[0]': 'txr_nothing' },
    });
    expect(unknown.body.error).toMatchObject({ param: 'default_tax_rates[0]' });
    await t.stripe.taxRates.update(gst.id, { active: false });
    const inactive = await t.request('POST', '/v1/invoiceitems', {
      body: { customer: customer.id, amount: 5, currency: 'aud', 'tax_rates[0]': gst.id },
    });
    expect(inactive.status).toBe(400);
    expect(inactive.body.error).toMatchObject({ param: 'tax_rates[0]' });
  });
});
