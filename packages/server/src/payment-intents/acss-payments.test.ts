import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';
import { AGREEMENT, acssCalls, acssData, acssPayment, HOLDER, MANDATE } from './acss.fixture.js';
import { eventTypes } from './event-types.js';

/**
 * Pre-authorized debit (Canada) through the official client: an account under the merchant's PAD
 * agreement, paid in CAD or USD, processing and then settled as Stripe's test account numbers
 * say; set up with a SetupIntent and debited off-session, or saved while paying.
 */
describe.each(DATABASES)('Pre-authorized debit on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    // No background settling: the test helper decides when a debit settles.
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());
  const { settle, create, debited } = acssCalls(() => t);

  it('debits 000123456789: processing under the PAD mandate, then succeeded, with its events', async () => {
    const pi = await debited(acssPayment('000123456789'));
    expect(pi.status).toBe('processing');
    expectValidResource('payment_intent', pi);
    const pending = await t.stripe.charges.retrieve(pi.latest_charge as string);
    expectValidResource('charge', pending);
    expect(pending.payment_method_details).toEqual({
      type: 'acss_debit',
      acss_debit: {
        bank_name: 'STRIPE TEST BANK',
        fingerprint: expect.any(String),
        institution_number: '000',
        last4: '6789',
        mandate: expect.stringMatching(/^mandate_/),
        transit_number: '11000',
      },
    });
    const mandate = await t.stripe.mandates.retrieve(pending.payment_method_details!.acss_debit!.mandate!);
    expectValidResource('mandate', mandate);
    expect(mandate).toMatchObject({
      status: 'active',
      type: 'multi_use',
      payment_method: pi.payment_method,
      customer_acceptance: { type: 'online', online: { ip_address: '203.0.113.7' } },
      payment_method_details: {
        type: 'acss_debit',
        acss_debit: {
          interval_description: 'On the first day of every month',
          payment_schedule: 'interval',
          transaction_type: 'personal',
        },
      },
    });
    const after = await settle(pi.id);
    expect(after).toMatchObject({ status: 'succeeded', amount_received: 4200 });
    expect(await eventTypes(t.stripe, pi.id)).toEqual([
      'payment_intent.created',
      'payment_intent.requires_action',
      'payment_intent.processing',
      'payment_intent.succeeded',
    ]);
    expect(await eventTypes(t.stripe, pending.id)).toEqual(['charge.pending', 'charge.succeeded']);
  });

  it.each([['900123456789'], ['000555555559']])('debits %s: processing, then succeeded', async (account) => {
    const pi = await debited(acssPayment(account));
    expect(pi.status).toBe('processing');
    expect((await settle(pi.id)).status).toBe('succeeded');
  });

  it.each([
    ['000111111113', 'account_closed'],
    ['900111111113', 'account_closed'],
    ['000111111116', 'no_account'],
    ['000222222227', 'insufficient_funds'],
    ['900222222227', 'insufficient_funds'],
    ['000333333335', 'debit_not_authorized'],
    ['000444444440', 'invalid_currency'],
  ])('debits %s: processing, then payment_failed with %s', async (account, code) => {
    const pi = await debited(acssPayment(account));
    expect(pi.status).toBe('processing');
    const after = await settle(pi.id);
    expect(after).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code, payment_method: { type: 'acss_debit' } },
    });
    expectValidResource('payment_intent', after);
    const charge = await t.stripe.charges.retrieve(pi.latest_charge as string);
    expect(charge).toMatchObject({ status: 'failed', failure_code: code });
    expect(await eventTypes(t.stripe, pi.id)).toEqual([
      'payment_intent.created',
      'payment_intent.requires_action',
      'payment_intent.processing',
      'payment_intent.payment_failed',
    ]);
  });

  it('pays in CAD or USD only, offered when named', async () => {
    await expect(
      t.stripe.paymentIntents.create({
        amount: 1000,
        currency: 'eur',
        payment_method_types: ['acss_debit'],
      } as Stripe.PaymentIntentCreateParams),
    ).rejects.toMatchObject({ statusCode: 400, param: 'currency' });
    const usd = await debited({
      ...acssPayment('000123456789'),
      currency: 'usd',
    } as Stripe.PaymentIntentCreateParams);
    expect(usd.status).toBe('processing');
    const automatic = await t.stripe.paymentIntents.create({ amount: 1000, currency: 'cad' });
    expect(automatic.payment_method_types).not.toContain('acss_debit');
    const named = await t.stripe.paymentIntents.create({
      amount: 1000,
      currency: 'cad',
      payment_method_types: ['card', 'acss_debit'],
    } as Stripe.PaymentIntentCreateParams);
    const session = await t.request('GET', `/v1/elements/sessions?client_secret=${named.client_secret}`, {
      key: t.publishableKey,
    });
    const specs = session.body.payment_method_specs as { type: string; fields: { type: string }[] }[];
    expect(specs.find((spec) => spec.type === 'acss_debit')?.fields.map((field) => field.type)).toEqual([
      'name',
      'email',
    ]);
  });

  it('sets an account up with a SetupIntent for a customer, then debits it off-session under that mandate', async () => {
    const customer = await t.stripe.customers.create({ email: HOLDER.email });
    const si = await t.stripe.setupIntents.create({
      customer: customer.id,
      payment_method_types: ['acss_debit'],
      payment_method_data: acssData('000123456789'),
      payment_method_options: {
        acss_debit: {
          currency: 'cad',
          mandate_options: {
            payment_schedule: 'sporadic',
            transaction_type: 'business',
            default_for: ['invoice'],
          },
        },
      },
      mandate_data: MANDATE,
      confirm: true,
    } as unknown as Stripe.SetupIntentCreateParams);
    expectValidResource('setup_intent', si);
    // Typed in under the default automatic verification: microdeposits first, then set up.
    expect(si).toMatchObject({
      status: 'requires_action',
      next_action: { type: 'verify_with_microdeposits' },
    });
    const done = await t.stripe.setupIntents.verifyMicrodeposits(si.id, { amounts: [32, 45] });
    expect(done).toMatchObject({ status: 'succeeded', mandate: expect.stringMatching(/^mandate_/) });
    const mandate = await t.stripe.mandates.retrieve(done.mandate as string);
    expect(mandate.payment_method_details.acss_debit).toEqual({
      default_for: ['invoice'],
      interval_description: null,
      payment_schedule: 'sporadic',
      transaction_type: 'business',
    });
    const pm = await t.stripe.paymentMethods.retrieve(si.payment_method as string);
    expect(pm).toMatchObject({ type: 'acss_debit', customer: customer.id });
    const listed = await t.stripe.customers.listPaymentMethods(customer.id, { type: 'acss_debit' });
    expect(listed.data.map((each) => each.id)).toEqual([pm.id]);

    const pi = await t.stripe.paymentIntents.create({
      amount: 1500,
      currency: 'cad',
      customer: customer.id,
      payment_method: pm.id,
      payment_method_types: ['acss_debit'],
      off_session: true,
      confirm: true,
    } as Stripe.PaymentIntentCreateParams);
    expect(pi.status).toBe('processing');
    const charge = await t.stripe.charges.retrieve(pi.latest_charge as string);
    expect(charge.payment_method_details?.acss_debit?.mandate).toBe(done.mandate);
    expect((await settle(pi.id)).status).toBe('succeeded');
  });

  it('saves the account with setup_future_usage while paying, and attaches one made beforehand', async () => {
    const customer = await t.stripe.customers.create({ email: HOLDER.email });
    const pi = await debited({
      ...acssPayment('000123456789', { ...AGREEMENT, setup_future_usage: 'off_session' }),
      customer: customer.id,
    } as Stripe.PaymentIntentCreateParams);
    expect(pi.status).toBe('processing');
    expect((await t.stripe.paymentMethods.retrieve(pi.payment_method as string)).customer).toBe(customer.id);
    const made = await create(acssData('000123456789'));
    const attached = await t.stripe.paymentMethods.attach(made.id, { customer: customer.id });
    expect(attached.customer).toBe(customer.id);
  });
});
