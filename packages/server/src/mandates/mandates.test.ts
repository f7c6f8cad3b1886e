import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';

const ACCEPTED_ONLINE = {
  customer_acceptance: { type: 'online', online: { ip_address: '203.0.113.7', user_agent: 'Mozilla/5.0' } },
} as Stripe.PaymentIntentCreateParams.MandateData;

describe.each(DATABASES)('mandates on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());

  async function sepaDebit(): Promise<{ pi: Stripe.PaymentIntent; mandateId: string }> {
    const pi = await t.stripe.paymentIntents.create({
      amount: 2500,
      currency: 'eur',
      payment_method_types: ['sepa_debit'],
      payment_method_data: {
        type: 'sepa_debit',
        sepa_debit: { iban: 'DE89370400440532013000' },
        billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' },
      },
      mandate_data: ACCEPTED_ONLINE,
      confirm: true,
    } as unknown as Stripe.PaymentIntentCreateParams);
    const charge = await t.stripe.charges.retrieve(pi.latest_charge as string);
    return { pi, mandateId: charge.payment_method_details?.sepa_debit?.mandate as string };
  }

  it('makes the mandate a SEPA debit runs under retrievable, as the official client reads it', async () => {
    const { pi, mandateId } = await sepaDebit();
    const mandate = await t.stripe.mandates.retrieve(mandateId, { expand: ['payment_method'] });
    expectValidResource('mandate', { ...mandate, payment_method: pi.payment_method });
    expect(mandate).toMatchObject({
      id: mandateId,
      object: 'mandate',
      livemode: false,
      status: 'active',
      type: 'multi_use',
      multi_use: {},
      customer_acceptance: {
        type: 'online',
        online: { ip_address: '203.0.113.7', user_agent: 'Mozilla/5.0' },
      },
      payment_method: { id: pi.payment_method, type: 'sepa_debit' },
      payment_method_details: { type: 'sepa_debit', sepa_debit: { reference: expect.any(String) } },
    });
    expect(mandate.customer_acceptance.accepted_at).toBeGreaterThan(Date.now() / 1000 - 60);
    await expect(t.stripe.mandates.retrieve('mandate_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such mandate: 'mandate_missing'",
    });
  });

  it('shows the mandate on its hosted page to whoever holds the URL, and to no one else', async () => {
    const { mandateId } = await sepaDebit();
    const mandate = await t.stripe.mandates.retrieve(mandateId);
    const details = mandate.payment_method_details.sepa_debit!;
    const page = await fetch(details.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Direct Debit mandate');
    expect(html).toContain(details.reference);
    expect(html).toContain('DE •••• 3000');
    expect(html).toContain('Jenny Rosen');
    expect(html).not.toContain('DE89370400440532013000');
    const polish = await (await fetch(`${details.url}?locale=pl`)).text();
    expect(polish).toContain('<html lang="pl" dir="ltr">');
    expect(polish).toContain('<h1>Polecenie zapłaty</h1>');
    expect(polish).toContain('8 tygodni');
    const taiwan = await (
      await fetch(details.url, { headers: { 'accept-language': 'zh-TW,zh;q=0.8' } })
    ).text();
    expect(taiwan).toContain('<html lang="zh-TW" dir="ltr">');
    expect(taiwan).toContain('<h1>直接扣款授權書</h1>');
    expect(taiwan).toContain('<dd>Jenny Rosen</dd>');
    const forged = await fetch(details.url.replace(/[^/]+$/, 'x'.repeat(32)));
    expect(forged.status).toBe(404);
  });

  it('sets a SEPA account up with an offline mandate that later off-session debits run under', async () => {
    const customer = await t.stripe.customers.create({ email: 'mandate@example.com' });
    const si = await t.stripe.setupIntents.create({
      customer: customer.id,
      payment_method_types: ['sepa_debit'],
      payment_method_data: {
        type: 'sepa_debit',
        sepa_debit: { iban: 'AT611904300234573201' },
        billing_details: { name: 'Jenny Rosen', email: 'mandate@example.com' },
      },
      mandate_data: { customer_acceptance: { type: 'offline' } },
      confirm: true,
    } as unknown as Stripe.SetupIntentCreateParams);
    const mandate = await t.stripe.mandates.retrieve(si.mandate as string);
    expectValidResource('mandate', mandate);
    expect(mandate).toMatchObject({
      payment_method: si.payment_method,
      customer_acceptance: { type: 'offline', offline: {} },
    });
    const later = await t.stripe.paymentIntents.create({
      amount: 990,
      currency: 'eur',
      customer: customer.id,
      payment_method: si.payment_method as string,
      payment_method_types: ['sepa_debit'],
      off_session: true,
      confirm: true,
    } as unknown as Stripe.PaymentIntentCreateParams);
    const charge = await t.stripe.charges.retrieve(later.latest_charge as string);
    expect(charge.payment_method_details?.sepa_debit?.mandate).toBe(mandate.id);
  });
});
