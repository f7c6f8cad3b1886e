import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestPage } from '../pages/test-page-driver.fixture.js';
import {
  DATABASES,
  type DatabaseKind,
  POSTGRES_ADMIN_URL,
  startTestServer,
  type TestServer,
} from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';
import { eventTypes } from './event-types.js';

const MANDATE = {
  customer_acceptance: { type: 'online', online: { ip_address: '203.0.113.7', user_agent: 'Mozilla/5.0' } },
} as Stripe.PaymentIntentCreateParams.MandateData;

function sepaPayment(iban: string): Stripe.PaymentIntentCreateParams {
  return {
    amount: 2500,
    currency: 'eur',
    allowed_payment_method_types: ['sepa_debit'],
    payment_method_data: {
      type: 'sepa_debit',
      sepa_debit: { iban },
      billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' },
    },
    mandate_data: MANDATE,
    confirm: true,
  } as unknown as Stripe.PaymentIntentCreateParams;
}

/** Settles pending bank debits now (the test helper), instead of after the simulator's delay. */
async function settle(t: TestServer, paymentIntent?: string) {
  const answer = await t.request('POST', '/v1/test_helpers/bank_debits/settle', {
    body: paymentIntent ? { payment_intent: paymentIntent } : {},
  });
  expect(answer.status).toBe(200);
  return answer.body as { data: Stripe.PaymentIntent[] };
}

describe.each(DATABASES)('bank debits and redirects on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    // No background settling: the test helper decides when a debit settles.
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());

  it('debits a SEPA account: processing, then succeeded', async () => {
    const pi = await t.stripe.paymentIntents.create(sepaPayment('DE89370400440532013000'));
    expect(pi.status).toBe('processing');
    expectValidResource('payment_intent', pi);
    const pending = await t.stripe.charges.retrieve(pi.latest_charge as string);
    expect(pending).toMatchObject({ status: 'pending', paid: false });
    expect(pending.id).toMatch(/^py_/);
    expect(pending.payment_method_details?.sepa_debit).toMatchObject({ last4: '3000', country: 'DE' });
    expect(pending.payment_method_details?.sepa_debit?.mandate).toMatch(/^mandate_/);

    const settled = await settle(t, pi.id);
    expect(settled.data.map((p) => [p.id, p.status])).toEqual([[pi.id, 'succeeded']]);
    const after = await t.stripe.paymentIntents.retrieve(pi.id, { expand: ['latest_charge'] });
    expect(after).toMatchObject({ status: 'succeeded', amount_received: 2500 });
    expect(after.latest_charge).toMatchObject({ status: 'succeeded', paid: true, amount_captured: 2500 });
    expect(await eventTypes(t.stripe, pi.id)).toEqual([
      'payment_intent.created',
      'payment_intent.processing',
      'payment_intent.succeeded',
    ]);
    expect(await eventTypes(t.stripe, pending.id)).toEqual(['charge.pending', 'charge.succeeded']);
  });

  it('debits a failing SEPA account: processing, then payment_failed', async () => {
    const pi = await t.stripe.paymentIntents.create(sepaPayment('DE62370400440532013001'));
    expect(pi.status).toBe('processing');
    await settle(t, pi.id);
    const after = await t.stripe.paymentIntents.retrieve(pi.id);
    expect(after).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'generic_decline' },
    });
    expectValidResource('payment_intent', after);
    const charge = await t.stripe.charges.retrieve(pi.latest_charge as string);
    expect(charge).toMatchObject({ status: 'failed', failure_code: 'generic_decline' });
    expect(await eventTypes(t.stripe, pi.id)).toEqual([
      'payment_intent.created',
      'payment_intent.processing',
      'payment_intent.payment_failed',
    ]);
    // Nothing is left to settle twice.
    expect((await settle(t, pi.id)).data).toEqual([]);
  });

  it('wants a mandate for a SEPA debit, and refuses currencies SEPA cannot pay in', async () => {
    const { mandate_data: _mandate, ...withoutMandate } = sepaPayment(
      'DE89370400440532013000',
    ) as unknown as Record<string, unknown>;
    await expect(
      t.stripe.paymentIntents.create(withoutMandate as unknown as Stripe.PaymentIntentCreateParams),
    ).rejects.toMatchObject({ statusCode: 400, param: 'mandate_data' });
    await expect(
      t.stripe.paymentIntents.create({
        amount: 1000,
        currency: 'usd',
        allowed_payment_method_types: ['sepa_debit'],
      } as unknown as Stripe.PaymentIntentCreateParams),
    ).rejects.toMatchObject({ statusCode: 400, param: 'currency' });
  });

  it('offers the methods that pay in the currency with automatic payment methods', async () => {
    const eur = await t.stripe.paymentIntents.create({
      amount: 1000,
      currency: 'eur',
      automatic_payment_methods: { enabled: true },
    });
    expect(eur.payment_method_types).toEqual(expect.arrayContaining(['card', 'sepa_debit', 'ideal']));
    const noRedirects = await t.stripe.paymentIntents.create({
      amount: 1000,
      currency: 'eur',
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
    });
    expect(noRedirects.payment_method_types).not.toContain('ideal');
    const usd = await t.stripe.paymentIntents.create({ amount: 1000, currency: 'usd' });
    // Of the buy now, pay later methods only Klarna lends 10.00 without a shipping address.
    expect(usd.payment_method_types).toEqual(['card', 'klarna']);
  });

  it('sends an iDEAL payment to the bank test page: Authorize', async () => {
    const params = {
      amount: 1999,
      currency: 'eur',
      allowed_payment_method_types: ['ideal'],
      payment_method_data: {
        type: 'ideal',
        ideal: { bank: 'ing' },
        billing_details: { name: 'Jan de Vries' },
      },
      confirm: true,
    } as unknown as Stripe.PaymentIntentCreateParams;
    await expect(t.stripe.paymentIntents.create(params)).rejects.toMatchObject({ param: 'return_url' });

    const pi = await t.stripe.paymentIntents.create({ ...params, return_url: 'https://shop.example/done' });
    expect(pi.status).toBe('requires_action');
    expect(pi.next_action?.type).toBe('redirect_to_url');
    const page = await openTestPage(pi.next_action!.redirect_to_url!.url!);
    expect(page.heading).toBe('Payframe test mode: iDEAL authorization');
    expect(page.buttons).toEqual(['Authorize', 'Fail']);
    const answer = await page.press('Authorize');
    const back = new URL(answer.location!);
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');
    expect(back.searchParams.get('payment_intent')).toBe(pi.id);

    const after = await t.stripe.paymentIntents.retrieve(pi.id, { expand: ['latest_charge'] });
    expect(after.status).toBe('succeeded');
    const charge = after.latest_charge as Stripe.Charge;
    expect(charge.payment_method_details).toMatchObject({
      type: 'ideal',
      ideal: { bank: 'ing', verified_name: 'Jan de Vries' },
    });
    expectValidResource('charge', charge);
  });

  it.each([
    ['bancontact', {}, 'Bancontact'],
    ['eps', { bank: 'bank_austria' }, 'EPS'],
    ['giropay', {}, 'giropay'],
    ['p24', { bank: 'ing' }, 'Przelewy24'],
    ['sofort', { country: 'DE' }, 'Sofort'],
  ])('sends a %s payment to its bank test page', async (type, data, name) => {
    const pi = await t.stripe.paymentIntents.create({
      amount: 1000,
      currency: 'eur',
      allowed_payment_method_types: [type],
      payment_method_data: {
        type,
        [type]: data,
        billing_details: { name: 'Jenny Rosen', email: 'j@example.com' },
      },
      confirm: true,
      return_url: 'https://shop.example/done',
    } as unknown as Stripe.PaymentIntentCreateParams);
    const page = await openTestPage(pi.next_action!.redirect_to_url!.url!);
    expect(page.heading).toBe(`Payframe test mode: ${name} authorization`);
    await page.press('Authorize');
    const after = await t.stripe.paymentIntents.retrieve(pi.id, { expand: ['latest_charge'] });
    expect(after.status).toBe('succeeded');
    expect((after.latest_charge as Stripe.Charge).payment_method_details?.type).toBe(type);
  });

  it('sends an iDEAL payment to the bank test page: Fail', async () => {
    const pi = await t.stripe.paymentIntents.create({
      amount: 1999,
      currency: 'eur',
      allowed_payment_method_types: ['ideal'],
      payment_method_data: { type: 'ideal', ideal: { bank: 'rabobank' } },
      confirm: true,
      return_url: 'https://shop.example/done',
    } as unknown as Stripe.PaymentIntentCreateParams);
    const answer = await (await openTestPage(pi.next_action!.redirect_to_url!.url!)).press('Fail');
    expect(new URL(answer.location!).searchParams.get('redirect_status')).toBe('failed');
    expect(await t.stripe.paymentIntents.retrieve(pi.id)).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'payment_intent_authentication_failure' },
    });
  });
});

/** A database that outlives one server: a PGlite directory, or a PostgreSQL database. */
async function durableStore(kind: DatabaseKind) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'payframe-restart-'));
  const encryptionKey = randomBytes(32).toString('hex');
  if (kind === 'pglite') {
    return {
      config: { dataDir, encryptionKey },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `payframe_restart_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    config: { dataDir, encryptionKey, databaseUrl: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(DATABASES)('a pending debit survives a restart on %s', (database) => {
  it('is settled by the next server', async () => {
    const store = await durableStore(database);
    try {
      // The first server is stopped before its worker could settle anything.
      const first = await startTestServer({ config: { ...store.config, workers: false } });
      const pi = await first.stripe.paymentIntents.create(sepaPayment('DE62370400440532013001'));
      expect(pi.status).toBe('processing');
      await first.close();

      const second = await startTestServer({ config: { ...store.config, workers: false } });
      try {
        expect((await second.stripe.paymentIntents.retrieve(pi.id)).status).toBe('processing');
        await settle(second);
        expect((await second.stripe.paymentIntents.retrieve(pi.id)).status).toBe('requires_payment_method');
        expect(await eventTypes(second.stripe, pi.id)).toContain('payment_intent.payment_failed');
      } finally {
        await second.close();
      }
    } finally {
      await store.drop();
    }
  });
});
