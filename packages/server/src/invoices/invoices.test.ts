import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidList, expectValidResource } from '../testing/openapi.js';

describe.each(DATABASES)('one-off invoices on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());

  async function eventTypes(id: string) {
    const events = await t.stripe.events.list({ limit: 100 });
    return events.data
      .filter((e) => (e.data.object as { id?: string }).id === id)
      .map((e) => e.type)
      .reverse();
  }

  const raw = (invoice: unknown) => invoice as Record<string, unknown>;

  it('bills pending items, finalizes, sends to the outbox and is paid with a card', async () => {
    const customer = await t.stripe.customers.create({
      email: 'ada@example.com',
      name: 'Ada',
      preferred_locales: ['fr-FR'],
    });
    const product = await t.stripe.products.create({ name: 'Consulting hour' });
    const price = await t.stripe.prices.create({ product: product.id, unit_amount: 12000, currency: 'eur' });
    const fromPrice = await t.stripe.invoiceItems.create({
      customer: customer.id,
      pricing: { price: price.id },
      quantity: 2,
    });
    expectValidResource('invoiceitem', fromPrice);
    expect(fromPrice).toMatchObject({
      amount: 24000,
      currency: 'eur',
      quantity: 2,
      description: 'Consulting hour',
      invoice: null,
    });
    const fee = await t.stripe.invoiceItems.create({
      customer: customer.id,
      amount: 1500,
      currency: 'eur',
      description: 'Travel',
    });
    const pending = await t.stripe.invoiceItems.list({ customer: customer.id, pending: true });
    expectValidList('invoiceitem', pending);
    expect(pending.data.map((i) => i.id)).toEqual([fee.id, fromPrice.id]);

    const draft = await t.stripe.invoices.create({
      customer: customer.id,
      collection_method: 'send_invoice',
      days_until_due: 14,
      pending_invoice_items_behavior: 'include',
      metadata: { order: '42' },
    });
    expectValidResource('invoice', draft);
    expect(draft).toMatchObject({
      status: 'draft',
      currency: 'eur',
      amount_due: 25500,
      subtotal: 25500,
      total: 25500,
      number: null,
      hosted_invoice_url: null,
      customer_email: 'ada@example.com',
    });
    expect(draft.lines.data.map((l) => [l.description, l.amount])).toEqual([
      ['Consulting hour', 24000],
      ['Travel', 1500],
    ]);
    expect(draft.due_date).toBeGreaterThan(Date.now() / 1000 + 13 * 86400);

    const open = await t.stripe.invoices.finalizeInvoice(draft.id);
    expectValidResource('invoice', open);
    expect(open.status).toBe('open');
    expect(open.number).toMatch(/^[A-Z0-9]{8}-0001$/);
    expect(open.hosted_invoice_url).toMatch(/\/i\/test_[A-Za-z0-9]{40}$/);
    expect(open.invoice_pdf).toBe(`${open.hosted_invoice_url}/pdf`);
    const piId = raw(open).payment_intent as string;
    const pi = await t.stripe.paymentIntents.retrieve(piId);
    expect(pi).toMatchObject({
      amount: 25500,
      currency: 'eur',
      customer: customer.id,
      status: 'requires_payment_method',
    });
    expect(raw(pi).invoice).toBe(draft.id);
    await expect(t.stripe.invoiceItems.del(fee.id)).rejects.toMatchObject({ code: 'invoice_not_editable' });
    await expect(t.stripe.invoices.finalizeInvoice(draft.id)).rejects.toMatchObject({
      code: 'invoice_not_editable',
    });

    await t.stripe.invoices.sendInvoice(draft.id);
    const outbox = await t.request('GET', `/v1/test_helpers/invoices/outbox?invoice=${draft.id}`);
    expect(outbox.body.data).toHaveLength(1);
    expect(outbox.body.data[0]).toMatchObject({
      to: 'ada@example.com',
      subject: `Facture ${open.number} de Payframe Test Shop`,
    });
    expect(outbox.body.data[0].body).toContain(open.hosted_invoice_url);

    const paid = await t.stripe.invoices.pay(draft.id, { payment_method: 'pm_card_visa' });
    expectValidResource('invoice', paid);
    expect(paid).toMatchObject({ status: 'paid', amount_paid: 25500, amount_remaining: 0, attempt_count: 1 });
    expect(raw(paid).paid).toBe(true);
    expect(paid.status_transitions.paid_at).toBeGreaterThan(0);
    expect((await t.stripe.paymentIntents.retrieve(piId)).status).toBe('succeeded');
    expect(await eventTypes(draft.id)).toEqual([
      'invoice.created',
      'invoice.finalized',
      'invoice.sent',
      'invoice.paid',
      'invoice.payment_succeeded',
    ]);
    const list = await t.stripe.invoices.list({ customer: customer.id, status: 'paid' });
    expectValidList('invoice', list);
    expect(list.data.map((i) => i.id)).toEqual([draft.id]);
    const sent = await t.stripe.invoices.list({ customer: customer.id, collection_method: 'send_invoice' });
    expect(sent.data.map((i) => i.id)).toEqual([draft.id]);
    const charged = await t.stripe.invoices.list({
      customer: customer.id,
      collection_method: 'charge_automatically',
    });
    expect(charged.data).toEqual([]);
    const due = await t.stripe.invoices.list({ due_date: paid.due_date! });
    expect(due.data.map((i) => i.id)).toEqual([draft.id]);
  });

  it('counts a declined payment, then is paid out of band', async () => {
    const customer = await t.stripe.customers.create({ email: 'bo@example.com' });
    const invoice = await t.stripe.invoices.create({ customer: customer.id, currency: 'usd' });
    const item = await t.stripe.invoiceItems.create({
      customer: customer.id,
      invoice: invoice.id,
      amount: 5000,
      currency: 'usd',
    });
    expect(item.invoice).toBe(invoice.id);
    expect((await t.stripe.invoices.retrieve(invoice.id)).amount_due).toBe(5000);
    await t.stripe.invoices.finalizeInvoice(invoice.id);
    await expect(
      t.stripe.invoices.pay(invoice.id, { payment_method: 'pm_card_chargeDeclined' }),
    ).rejects.toMatchObject({
      statusCode: 402,
      type: 'StripeCardError',
      code: 'card_declined',
    });
    const failed = await t.stripe.invoices.retrieve(invoice.id);
    expect(failed).toMatchObject({ status: 'open', attempt_count: 1, attempted: true });
    await expect(t.stripe.invoices.pay(invoice.id)).rejects.toMatchObject({ param: 'payment_method' });
    await expect(t.stripe.invoices.sendInvoice(invoice.id)).rejects.toMatchObject({
      code: 'invoice_not_editable',
    });
    const paid = await t.stripe.invoices.pay(invoice.id, { paid_out_of_band: true });
    expect(paid).toMatchObject({ status: 'paid', paid_out_of_band: true });
    expect((await t.stripe.paymentIntents.retrieve(raw(paid).payment_intent as string)).status).toBe(
      'canceled',
    );
    expect(await eventTypes(invoice.id)).toEqual([
      'invoice.created',
      'invoice.finalized',
      'invoice.payment_failed',
      'invoice.paid',
    ]);
  });

  it('voids an open invoice, deletes a draft and refuses what Stripe refuses', async () => {
    const customer = await t.stripe.customers.create({});
    await t.stripe.invoiceItems.create({ customer: customer.id, amount: 700, currency: 'usd' });
    const draft = await t.stripe.invoices.create({
      customer: customer.id,
      pending_invoice_items_behavior: 'include',
    });
    expect(draft.amount_due).toBe(700);
    const deleted = await t.stripe.invoices.del(draft.id);
    expectValidResource('deleted_invoice', deleted);
    expect((await t.stripe.invoiceItems.list({ customer: customer.id, pending: true })).data).toHaveLength(1);

    const other = await t.stripe.invoices.create({
      customer: customer.id,
      pending_invoice_items_behavior: 'include',
    });
    await t.stripe.invoices.finalizeInvoice(other.id);
    const voided = await t.stripe.invoices.voidInvoice(other.id);
    expect(voided.status).toBe('void');
    expect(voided.status_transitions.voided_at).toBeGreaterThan(0);
    expect(await eventTypes(other.id)).toEqual(['invoice.created', 'invoice.finalized', 'invoice.voided']);
    await expect(t.stripe.invoices.pay(other.id)).rejects.toMatchObject({ code: 'invoice_not_editable' });
    await expect(t.stripe.invoices.del(other.id)).rejects.toMatchObject({ code: 'invoice_not_editable' });

    const cases: [() => Promise<unknown>, string | undefined][] = [
      [() => t.stripe.invoices.create({ customer: 'cus_missing' }), 'customer'],
      [
        () => t.stripe.invoices.create({ customer: customer.id, collection_method: 'send_invoice' }),
        'days_until_due',
      ],
      [() => t.stripe.invoices.create({ customer: customer.id, days_until_due: 3 }), 'days_until_due'],
      [() => t.stripe.invoiceItems.create({ customer: customer.id, currency: 'usd' }), 'amount'],
      [() => t.stripe.invoiceItems.create({ customer: customer.id, amount: 100 }), 'currency'],
    ];
    for (const [call, param] of cases) await expect(call()).rejects.toMatchObject({ param });

    const zero = await t.stripe.invoices.create({ customer: customer.id, currency: 'usd' });
    const free = await t.stripe.invoices.finalizeInvoice(zero.id);
    expect(free).toMatchObject({ status: 'paid', amount_due: 0 });
  });

  it('takes the pending items by default before the API version that stopped it', async () => {
    const customer = await t.stripe.customers.create({});
    await t.stripe.invoiceItems.create({ customer: customer.id, amount: 900, currency: 'usd' });
    const old = await t.request('POST', '/v1/invoices', {
      body: { customer: customer.id },
      headers: { 'Stripe-Version': '2020-08-27' },
    });
    expect(old.status).toBe(200);
    expect(old.body.amount_due).toBe(900);
  });

  it('takes a coupon or a promotion code off the total, counted as redeemed when finalized', async () => {
    const customer = await t.stripe.customers.create({ email: 'cy@example.com' });
    const coupon = await t.stripe.coupons.create({ percent_off: 10, name: 'Loyalty' });
    const code = await t.stripe.promotionCodes.create({
      promotion: { type: 'coupon', coupon: coupon.id },
      code: 'LOYAL10',
      restrictions: { minimum_amount: 3000, minimum_amount_currency: 'usd' },
    });
    const invoice = await t.stripe.invoices.create({
      customer: customer.id,
      currency: 'usd',
      discounts: [{ promotion_code: code.id }],
    });
    await t.stripe.invoiceItems.create({
      customer: customer.id,
      invoice: invoice.id,
      amount: 2000,
      currency: 'usd',
    });
    await t.stripe.invoiceItems.create({
      customer: customer.id,
      invoice: invoice.id,
      amount: 500,
      currency: 'usd',
      discountable: false,
    });
    const draft = await t.stripe.invoices.retrieve(invoice.id);
    expectValidResource('invoice', draft);
    expect(draft).toMatchObject({ subtotal: 2500, total: 2300, amount_due: 2300 });
    expect(raw(draft).total_discount_amounts).toEqual([
      { amount: 200, discount: (raw(draft).discounts as string[])[0] },
    ]);
    // Under the code's minimum: finalizing is refused, and nothing is counted.
    await expect(t.stripe.invoices.finalizeInvoice(invoice.id)).rejects.toMatchObject({
      code: 'promotion_code_minimum_amount_not_met',
    });
    await t.stripe.invoiceItems.create({
      customer: customer.id,
      invoice: invoice.id,
      amount: 1000,
      currency: 'usd',
    });
    const open = await t.stripe.invoices.finalizeInvoice(invoice.id);
    expect(open).toMatchObject({ subtotal: 3500, total: 3200, amount_due: 3200 });
    expect((await t.stripe.paymentIntents.retrieve(raw(open).payment_intent as string)).amount).toBe(3200);
    expect((await t.stripe.promotionCodes.retrieve(code.id)).times_redeemed).toBe(1);
    expect((await t.stripe.coupons.retrieve(coupon.id)).times_redeemed).toBe(1);

    const plain = await t.stripe.invoices.create({ customer: customer.id, currency: 'usd' });
    const withCoupon = await t.stripe.invoices.update(plain.id, { discounts: [{ coupon: coupon.id }] });
    expect(raw(withCoupon).discount).toMatchObject({
      object: 'discount',
      coupon: { id: coupon.id },
      promotion_code: null,
    });
    const removed = await t.stripe.invoices.update(plain.id, { discounts: '' });
    expect(raw(removed).discount).toBeNull();

    await t.stripe.promotionCodes.update(code.id, { active: false });
    await expect(
      t.stripe.invoices.create({
        customer: customer.id,
        currency: 'usd',
        discounts: [{ promotion_code: code.id }],
      }),
    ).rejects.toMatchObject({ code: 'promotion_code_inactive', param: 'discounts[0][promotion_code]' });
    const euros = await t.stripe.coupons.create({ amount_off: 100, currency: 'eur' });
    await expect(
      t.stripe.invoices.create({ customer: customer.id, currency: 'usd', discounts: [{ coupon: euros.id }] }),
    ).rejects.toMatchObject({ param: 'discounts[0][coupon]' });
  });
});
