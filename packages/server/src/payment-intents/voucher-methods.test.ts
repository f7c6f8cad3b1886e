import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource, validateResource } from '../testing/openapi.js';
import { WebhookListener } from '../webhooks/listener.fixture.js';
import { waitFor } from '../webhooks/wait.fixture.js';

/**
 * OXXO, Boleto, Konbini and Multibanco over the API: the voucher next action in Stripe's shape,
 * the hosted voucher page and the boleto PDF, the test e-mails and the test helper that pays or
 * expires a voucher, the events, and the charge's details.
 */

const BILLING = {
  oxxo: { name: 'Jenny Rosen' },
  boleto: {
    name: 'Jenny Rosen',
    address: {
      line1: 'Av. Paulista 1000',
      city: 'São Paulo',
      state: 'SP',
      postal_code: '01310-100',
      country: 'BR',
    },
  },
  konbini: { name: 'Jenny Rosen', phone: '+81 90 1234 5678' },
  multibanco: {},
} as const;

const CASES = [
  {
    type: 'oxxo',
    currency: 'mxn',
    amount: 15_000,
    schema: 'payment_intent_next_action_display_oxxo_details',
  },
  { type: 'boleto', currency: 'brl', amount: 12_345, schema: 'payment_intent_next_action_boleto' },
  { type: 'konbini', currency: 'jpy', amount: 1_500, schema: 'payment_intent_next_action_konbini' },
  // The vendored description predates Multibanco: its shape is checked field by field.
  { type: 'multibanco', currency: 'eur', amount: 2_000, schema: null },
] as const;

type Case = (typeof CASES)[number];
type Display = Record<string, unknown> & { hosted_voucher_url: string };

function methodData(c: Pick<Case, 'type'>, email: string): Record<string, unknown> {
  return {
    type: c.type,
    billing_details: { ...BILLING[c.type], email },
    ...(c.type === 'boleto' ? { boleto: { tax_id: '000.000.000-00' } } : {}),
  };
}

describe.each(DATABASES)('voucher payments on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    // No background settling: the test helper ends vouchers when the test says so.
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());

  async function confirmed(
    c: Pick<Case, 'type' | 'currency' | 'amount'>,
    email = 'jenny@example.com',
    options: Record<string, unknown> = {},
  ): Promise<Stripe.PaymentIntent> {
    const pi = await t.stripe.paymentIntents.create({
      amount: c.amount,
      currency: c.currency,
      payment_method_types: [c.type],
      payment_method_data: methodData(c, email),
      ...(Object.keys(options).length > 0 ? { payment_method_options: { [c.type]: options } } : {}),
      confirm: true,
    } as unknown as Stripe.PaymentIntentCreateParams);
    expect(pi.status).toBe('requires_action');
    return pi;
  }

  function displayOf(pi: Stripe.PaymentIntent, type: string): Display {
    expect(pi.next_action?.type).toBe(`${type}_display_details`);
    return (pi.next_action as unknown as Record<string, Display>)[`${type}_display_details`]!;
  }

  async function settle(body: Record<string, string>) {
    return t.request('POST', '/v1/test_helpers/vouchers/settle', { body });
  }

  it.each(CASES)("$type: confirming shows a voucher in the API's shape, hosted by the server", async (c) => {
    const pi = await confirmed(c);
    expectValidResource('payment_intent', pi);
    expect(pi.latest_charge).toBeNull();
    const display = displayOf(pi, c.type);
    if (c.schema) expectValidResource(c.schema, display);
    expect(display.hosted_voucher_url).toMatch(new RegExp(`^${t.url}/vouchers/vch_\\w+\\?token=\\w+$`));
    const now = Date.now() / 1000;
    const expiry = (display.expires_after ?? display.expires_at) as number;
    expect(expiry).toBeGreaterThan(now);
    if (c.type === 'oxxo') {
      expect(display.number).toMatch(/^\d{18}$/);
      expect(expiry - now).toBeLessThan(4 * 86_400 + 60);
    }
    if (c.type === 'boleto') {
      expect(display.number).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
      expect(String(display.number).endsWith('0000012345')).toBe(true);
      const pdf = await fetch(display.pdf as string);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      const bytes = Buffer.from(await pdf.arrayBuffer());
      expect(bytes.subarray(0, 8).toString()).toBe('%PDF-1.4');
      expect(bytes.subarray(-6).toString()).toBe('%%EOF\n');
    }
    if (c.type === 'konbini') {
      const stores = display.stores as Record<string, { confirmation_number: string; payment_code: string }>;
      expect(Object.keys(stores)).toEqual(['familymart', 'lawson', 'ministop', 'seicomart']);
      // The shopper's phone confirms the payment at the till.
      expect(stores.lawson!.confirmation_number).toBe('09012345678');
    }
    if (c.type === 'multibanco') {
      expect(Object.keys(display).sort()).toEqual([
        'entity',
        'expires_at',
        'hosted_voucher_url',
        'reference',
      ]);
      expect(display.entity).toMatch(/^\d{5}$/);
      expect(display.reference).toMatch(/^\d{9}$/);
      expect(Math.round((expiry - now) / 86_400)).toBe(7);
    }
    const page = await fetch(`${display.hosted_voucher_url}&locale=fr`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="fr" dir="ltr">');
    expect(html).toContain('Payframe Test Shop');
    expect(html).toContain('Imprimer');
    const polish = await (await fetch(`${display.hosted_voucher_url}&locale=pl`)).text();
    expect(polish).toContain('<html lang="pl" dir="ltr">');
    expect(polish).toContain('Drukuj');
    const taiwan = await (
      await fetch(display.hosted_voucher_url, { headers: { 'accept-language': 'zh-TW' } })
    ).text();
    expect(taiwan).toContain('<html lang="zh-TW" dir="ltr">');
    if (c.type === 'oxxo' || c.type === 'boleto') expect(html).toContain('<svg');
    const wrong = await fetch(display.hosted_voucher_url.replace(/token=\w+/, 'token=nope'));
    expect(wrong.status).toBe(404);
  });

  it.each(CASES)('$type: the test helper pays the voucher; the charge carries its details', async (c) => {
    const pi = await confirmed(c);
    const display = displayOf(pi, c.type);
    const answer = await settle({ payment_intent: pi.id });
    expect(answer.status).toBe(200);
    expect((answer.body as { data: { id: string; status: string }[] }).data).toMatchObject([
      { id: pi.id, status: 'succeeded' },
    ]);
    const after = await t.stripe.paymentIntents.retrieve(pi.id, { expand: ['latest_charge'] });
    expect(after.status).toBe('succeeded');
    expect(after.next_action).toBeNull();
    expectValidResource('payment_intent', after);
    const charge = after.latest_charge as Stripe.Charge;
    expectValidResource('charge', charge);
    const details = (charge.payment_method_details as unknown as Record<string, Record<string, unknown>>)[
      c.type
    ]!;
    expect(validateResource(`payment_method_details_${c.type}`, details)).toEqual([]);
    if (c.type === 'oxxo') expect(details).toEqual({ number: display.number });
    if (c.type === 'boleto') expect(details).toEqual({ tax_id: '00000000000' });
    if (c.type === 'konbini') expect(details).toEqual({ store: { chain: 'familymart' } });
    if (c.type === 'multibanco')
      expect(details).toEqual({ entity: display.entity, reference: display.reference });
    const events = await t.stripe.events.list({ limit: 20 });
    const mine = events.data.filter(
      (e) =>
        (e.data.object as { id?: string }).id === pi.id ||
        (e.data.object as { payment_intent?: string }).payment_intent === pi.id,
    );
    expect(mine.map((e) => e.type)).toEqual(
      expect.arrayContaining([
        'payment_intent.requires_action',
        'charge.succeeded',
        'payment_intent.succeeded',
      ]),
    );
    // The page says it is paid.
    expect(await (await fetch(display.hosted_voucher_url)).text()).toContain('This voucher has been paid.');
  });

  it.each([
    ['expire_immediately@example.com', 'requires_payment_method'],
    ['shopper+expire_with_delay@example.com', 'requires_payment_method'],
    ['fill_never@example.com', 'requires_payment_method'],
    ['succeed_immediately@example.com', 'succeeded'],
    ['jenny@example.com', 'succeeded'],
  ])('%s: the voucher ends as the test e-mail says (%s)', async (email, status) => {
    const pi = await confirmed(CASES[0], email);
    await settle({ payment_intent: pi.id });
    const after = await t.stripe.paymentIntents.retrieve(pi.id);
    expect(after.status).toBe(status);
    if (status === 'requires_payment_method') {
      expect(after.last_payment_error).toMatchObject({
        type: 'invalid_request_error',
        code: 'payment_intent_payment_attempt_expired',
        payment_method: { type: 'oxxo' },
      });
      expect(after.payment_method).toBeNull();
      const events = await t.stripe.events.list({ type: 'payment_intent.payment_failed', limit: 5 });
      expect(events.data.some((e) => (e.data.object as { id: string }).id === pi.id)).toBe(true);
    }
    expectValidResource('payment_intent', after);
  });

  it('the test helper expires a voucher on demand, and refuses an intent with none', async () => {
    const pi = await confirmed(CASES[1]);
    await settle({ payment_intent: pi.id, outcome: 'expired' });
    expect((await t.stripe.paymentIntents.retrieve(pi.id)).status).toBe('requires_payment_method');
    const again = await settle({ payment_intent: pi.id });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: { type: 'invalid_request_error', param: 'payment_intent' } });
  });

  it('OXXO and Boleto payments cannot be refunded; Konbini and Multibanco ones can', async () => {
    for (const c of CASES) {
      const pi = await confirmed(c);
      await settle({ payment_intent: pi.id });
      const refund = t.stripe.refunds.create({ payment_intent: pi.id });
      if (c.type === 'oxxo' || c.type === 'boleto') {
        await expect(refund).rejects.toMatchObject({ statusCode: 400, code: 'charge_not_refundable' });
      } else {
        await expect(refund).resolves.toMatchObject({ object: 'refund', amount: c.amount });
      }
    }
  });

  it("a canceled intent's voucher is no longer paid", async () => {
    const pi = await confirmed(CASES[0]);
    const display = displayOf(pi, 'oxxo');
    await t.stripe.paymentIntents.cancel(pi.id);
    expect((await settle({ payment_intent: pi.id })).status).toBe(200);
    expect((await t.stripe.paymentIntents.retrieve(pi.id)).status).toBe('canceled');
    expect(await (await fetch(display.hosted_voucher_url)).text()).toContain(
      'This voucher is no longer valid.',
    );
  });

  it("takes how long a voucher is valid, and Konbini's confirmation number, as Stripe does", async () => {
    const oxxo = await confirmed(CASES[0], 'jenny@example.com', { expires_after_days: 1 });
    expect(oxxo.payment_method_options?.oxxo).toMatchObject({ expires_after_days: 1 });
    const until = displayOf(oxxo, 'oxxo').expires_after as number;
    expect(until - Date.now() / 1000).toBeLessThan(2 * 86_400 + 60);
    const konbini = await confirmed(CASES[2], 'jenny@example.com', {
      confirmation_number: '11223344556',
      expires_at: Math.floor(Date.now() / 1000) + 3600,
    });
    const display = displayOf(konbini, 'konbini');
    expect(display.expires_at).toBe(konbini.payment_method_options?.konbini?.expires_at);
    expect(
      (display.stores as Record<string, { confirmation_number: string }>).familymart!.confirmation_number,
    ).toBe('11223344556');
    const both = t.stripe.paymentIntents.create({
      amount: 1500,
      currency: 'jpy',
      payment_method_types: ['konbini'],
      payment_method_data: methodData(CASES[2], 'jenny@example.com'),
      payment_method_options: {
        konbini: { expires_after_days: 2, expires_at: Math.floor(Date.now() / 1000) + 60 },
      },
      confirm: true,
    } as unknown as Stripe.PaymentIntentCreateParams);
    await expect(both).rejects.toMatchObject({
      statusCode: 400,
      param: 'payment_method_options[konbini][expires_at]',
    });
    const tooLong = t.stripe.paymentIntents.create({
      amount: 15_000,
      currency: 'mxn',
      payment_method_types: ['oxxo'],
      payment_method_options: { oxxo: { expires_after_days: 8 } },
    } as unknown as Stripe.PaymentIntentCreateParams);
    await expect(tooLong).rejects.toMatchObject({
      statusCode: 400,
      param: 'payment_method_options[oxxo][expires_after_days]',
    });
    const created = await t.stripe.paymentIntents.create({
      amount: 1000,
      currency: 'mxn',
      payment_method_types: ['oxxo'],
    } as unknown as Stripe.PaymentIntentCreateParams);
    expect(created.payment_method_options?.oxxo).toEqual({ expires_after_days: 3 });
    expectValidResource('payment_intent', created);
  });

  it('Boleto takes a CPF or CNPJ with valid check digits only', async () => {
    const pm = await t.stripe.paymentMethods.create({
      type: 'boleto',
      boleto: { tax_id: '11.222.333/0001-81' },
      billing_details: BILLING.boleto,
    } as unknown as Stripe.PaymentMethodCreateParams);
    expect(pm.boleto).toEqual({ tax_id: '11222333000181' });
    expectValidResource('payment_method', pm);
    const wrong = t.stripe.paymentMethods.create({
      type: 'boleto',
      boleto: { tax_id: '529.982.247-24' },
    } as unknown as Stripe.PaymentMethodCreateParams);
    await expect(wrong).rejects.toMatchObject({ statusCode: 400, param: 'boleto[tax_id]' });
  });

  it('OXXO refuses an amount under its MX$10.00, and a payment without a name', async () => {
    const small = t.stripe.paymentIntents.create({
      amount: 500,
      currency: 'mxn',
      payment_method_types: ['oxxo'],
      payment_method_data: methodData(CASES[0], 'jenny@example.com'),
      confirm: true,
    } as unknown as Stripe.PaymentIntentCreateParams);
    await expect(small).rejects.toMatchObject({ statusCode: 400, code: 'amount_too_small' });
    const nameless = t.stripe.paymentIntents.create({
      amount: 1500,
      currency: 'mxn',
      payment_method_types: ['oxxo'],
      payment_method_data: { type: 'oxxo', billing_details: { email: 'jenny@example.com' } },
      confirm: true,
    } as unknown as Stripe.PaymentIntentCreateParams);
    await expect(nameless).rejects.toMatchObject({ statusCode: 400, code: 'parameter_missing' });
  });
});

describe('vouchers settled by the background worker', () => {
  let t: TestServer;
  const hooks = new WebhookListener();
  beforeAll(async () => {
    t = await startTestServer({ database: 'pglite' });
    await hooks.listen();
  });
  afterAll(async () => {
    await hooks.close();
    await t?.close();
  });

  async function voucherFor(email: string): Promise<Stripe.PaymentIntent> {
    const pi = await t.stripe.paymentIntents.create({
      amount: 15_000,
      currency: 'mxn',
      payment_method_types: ['oxxo'],
      payment_method_data: methodData(CASES[0], email),
      confirm: true,
    } as unknown as Stripe.PaymentIntentCreateParams);
    expect(pi.status).toBe('requires_action');
    return pi;
  }

  it('succeed_immediately@ pays after a few seconds and expire_immediately@ expires: their webhooks arrive', async () => {
    const endpoint = await t.stripe.webhookEndpoints.create({
      url: hooks.url,
      enabled_events: ['payment_intent.succeeded', 'payment_intent.payment_failed', 'charge.succeeded'],
    });
    const paid = await voucherFor('succeed_immediately@example.com');
    const expired = await voucherFor('shopper.expire_immediately@example.com');
    const started = Date.now();
    const events = () =>
      hooks.requests.map((r) =>
        t.stripe.webhooks.constructEvent(r.body, r.headers['stripe-signature'] as string, endpoint.secret!),
      );
    const about = (id: string) =>
      events()
        .filter(
          (e) =>
            (e.data.object as { id?: string; payment_intent?: string }).id === id ||
            (e.data.object as { payment_intent?: string }).payment_intent === id,
        )
        .map((e) => e.type);
    await waitFor(
      'both vouchers ended',
      () => about(paid.id).length >= 2 && about(expired.id).length >= 1,
      20_000,
    );
    // Not at once: the worker waits the few seconds the test e-mail says.
    expect(Date.now() - started).toBeGreaterThan(1_000);
    expect(about(paid.id).sort()).toEqual(['charge.succeeded', 'payment_intent.succeeded']);
    expect(about(expired.id)).toEqual(['payment_intent.payment_failed']);
    expect((await t.stripe.paymentIntents.retrieve(paid.id)).status).toBe('succeeded');
    const after = await t.stripe.paymentIntents.retrieve(expired.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_payment_error?.code).toBe('payment_intent_payment_attempt_expired');
  });
});
