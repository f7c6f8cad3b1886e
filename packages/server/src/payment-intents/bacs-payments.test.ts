import { bacsDebitDates } from '@payframe/core';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';
import { eventTypes } from './event-types.js';

/**
 * Bacs Direct Debit through the official client: a UK sort code and account number under a
 * Direct Debit Instruction, paid in GBP, processing and then settled as Stripe's test account
 * numbers say.
 */

const MANDATE = {
  customer_acceptance: { type: 'online', online: { ip_address: '203.0.113.7', user_agent: 'Mozilla/5.0' } },
} as Stripe.PaymentIntentCreateParams.MandateData;

const HOLDER = {
  name: 'Jenny Rosen',
  email: 'jenny@example.com',
  address: { line1: '10 Downing Street', city: 'London', postal_code: 'SW1A 2AA', country: 'GB' },
};

function bacsData(account: string, sortCode = '10-88-00'): Record<string, unknown> {
  return {
    type: 'bacs_debit',
    bacs_debit: { sort_code: sortCode, account_number: account },
    billing_details: HOLDER,
  };
}

function bacsPayment(account: string): Stripe.PaymentIntentCreateParams {
  return {
    amount: 4200,
    currency: 'gbp',
    payment_method_types: ['bacs_debit'],
    payment_method_data: bacsData(account),
    mandate_data: MANDATE,
    confirm: true,
  } as unknown as Stripe.PaymentIntentCreateParams;
}

describe.each(DATABASES)('Bacs Direct Debit on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    // No background settling: the test helper decides when a debit settles.
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());

  async function settle(paymentIntent: string): Promise<Stripe.PaymentIntent> {
    const answer = await t.request('POST', '/v1/test_helpers/bank_debits/settle', {
      body: { payment_intent: paymentIntent },
    });
    expect(answer.status).toBe(200);
    return t.stripe.paymentIntents.retrieve(paymentIntent);
  }
  const create = (data: Record<string, unknown>) =>
    t.stripe.paymentMethods.create(data as unknown as Stripe.PaymentMethodCreateParams);

  it('makes a payment method of the sort code and account number, showing only the sort code and last 4 digits', async () => {
    const pm = await create(bacsData('00012345'));
    expectValidResource('payment_method', pm);
    expect(pm).toMatchObject({
      type: 'bacs_debit',
      bacs_debit: { sort_code: '108800', last4: '2345', fingerprint: expect.any(String) },
      billing_details: HOLDER,
    });
    expect(JSON.stringify(pm)).not.toContain('00012345');
    const again = await create(bacsData('00012345', '108800'));
    expect(again.bacs_debit?.fingerprint).toBe(pm.bacs_debit?.fingerprint);
  });

  it('refuses a bad sort code or account number and a missing name or e-mail, naming the parameter', async () => {
    await expect(create(bacsData('00012345', '10-88-0'))).rejects.toMatchObject({
      statusCode: 400,
      type: 'StripeInvalidRequestError',
      param: 'bacs_debit[sort_code]',
      message: 'The sort code you provided is invalid: it must have 6 digits.',
    });
    await expect(create(bacsData('0001234'))).rejects.toMatchObject({
      param: 'bacs_debit[account_number]',
      message: 'The account number you provided is invalid: it must have 8 digits.',
    });
    await expect(create(bacsData('0001234X'))).rejects.toMatchObject({ param: 'bacs_debit[account_number]' });
    await expect(
      create({ ...bacsData('00012345'), billing_details: { email: HOLDER.email } }),
    ).rejects.toMatchObject({ code: 'parameter_missing', param: 'billing_details[name]' });
    await expect(
      create({ type: 'bacs_debit', bacs_debit: { sort_code: '108800' }, billing_details: HOLDER }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('wants the billing address the Direct Debit Instruction names when paying', async () => {
    const payment = bacsPayment('00012345') as unknown as Record<string, unknown>;
    const withoutAddress = {
      ...payment,
      payment_method_data: {
        ...bacsData('00012345'),
        billing_details: { name: HOLDER.name, email: HOLDER.email },
      },
    };
    await expect(
      t.stripe.paymentIntents.create(withoutAddress as unknown as Stripe.PaymentIntentCreateParams),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('debits 00012345: processing under the mandate, then succeeded, with its events', async () => {
    const pi = await t.stripe.paymentIntents.create(bacsPayment('00012345'));
    expect(pi.status).toBe('processing');
    expectValidResource('payment_intent', pi);
    const pending = await t.stripe.charges.retrieve(pi.latest_charge as string);
    expectValidResource('charge', pending);
    expect(pending.payment_method_details).toEqual({
      type: 'bacs_debit',
      bacs_debit: {
        fingerprint: expect.any(String),
        last4: '2345',
        mandate: expect.stringMatching(/^mandate_/),
        sort_code: '108800',
      },
    });
    const mandate = await t.stripe.mandates.retrieve(pending.payment_method_details!.bacs_debit!.mandate!);
    expectValidResource('mandate', mandate);
    expect(mandate).toMatchObject({
      status: 'active',
      type: 'multi_use',
      payment_method: pi.payment_method,
      payment_method_details: {
        type: 'bacs_debit',
        bacs_debit: {
          network_status: 'accepted',
          reference: expect.stringMatching(/^[A-Z0-9]{16}$/),
          revocation_reason: null,
          url: expect.any(String),
        },
      },
    });
    const { url, reference } = mandate.payment_method_details.bacs_debit!;
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Sort code 10-88-00 •••• 2345');
    expect(html).toContain(reference);
    expect(html).toContain('Direct Debit Guarantee');
    // The first collection: the instruction lodged, then the scheme's cycle, on Bacs working days.
    const accepted = new Date(mandate.customer_acceptance.accepted_at! * 1000);
    const first = new Date(`${bacsDebitDates(accepted, true).settles}T00:00:00Z`);
    const long = {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    } as const;
    expect(html).toContain(
      `<dt>First collection</dt><dd>${new Intl.DateTimeFormat('en', long).format(first)}</dd>`,
    );
    expect(html).toContain('<dt>Mandate reference</dt>');
    expect(html).toContain('<dt>Accepted</dt>');
    const french = await (await fetch(`${url}?locale=fr`)).text();
    expect(french).toContain(
      `<dt>Premier prélèvement</dt><dd>${new Intl.DateTimeFormat('fr', long).format(first)}</dd>`,
    );

    const after = await settle(pi.id);
    expect(after).toMatchObject({ status: 'succeeded', amount_received: 4200 });
    expect(await eventTypes(t.stripe, pi.id)).toEqual([
      'payment_intent.created',
      'payment_intent.processing',
      'payment_intent.succeeded',
    ]);
    expect(await eventTypes(t.stripe, pending.id)).toEqual(['charge.pending', 'charge.succeeded']);
  });

  it.each([['90012345'], ['55555559']])('debits %s: processing, then succeeded', async (account) => {
    const pi = await t.stripe.paymentIntents.create(bacsPayment(account));
    expect(pi.status).toBe('processing');
    expect((await settle(pi.id)).status).toBe('succeeded');
  });

  it.each([
    ['33333335', 'debit_not_authorized'],
    ['93333335', 'debit_not_authorized'],
    ['22222227', 'insufficient_funds'],
    ['92222227', 'insufficient_funds'],
    ['00033333', 'debit_not_authorized'],
    ['34343434', 'charge_exceeds_source_limit'],
    ['12121212', 'charge_exceeds_transaction_limit'],
  ])('debits %s: processing, then payment_failed with %s', async (account, code) => {
    const pi = await t.stripe.paymentIntents.create(bacsPayment(account));
    expect(pi.status).toBe('processing');
    const after = await settle(pi.id);
    expect(after).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code, payment_method: { type: 'bacs_debit' } },
    });
    expectValidResource('payment_intent', after);
    const charge = await t.stripe.charges.retrieve(pi.latest_charge as string);
    expect(charge).toMatchObject({ status: 'failed', failure_code: code });
    expect(await eventTypes(t.stripe, pi.id)).toEqual([
      'payment_intent.created',
      'payment_intent.processing',
      'payment_intent.payment_failed',
    ]);
  });

  it('pays in GBP only, offered when named, its fields in the elements session', async () => {
    await expect(
      t.stripe.paymentIntents.create({
        amount: 1000,
        currency: 'eur',
        payment_method_types: ['bacs_debit'],
      } as Stripe.PaymentIntentCreateParams),
    ).rejects.toMatchObject({ statusCode: 400, param: 'currency' });
    const automatic = await t.stripe.paymentIntents.create({ amount: 1000, currency: 'gbp' });
    expect(automatic.payment_method_types).not.toContain('bacs_debit');
    const named = await t.stripe.paymentIntents.create({
      amount: 1000,
      currency: 'gbp',
      payment_method_types: ['card', 'bacs_debit'],
    } as Stripe.PaymentIntentCreateParams);
    const session = await t.request('GET', `/v1/elements/sessions?client_secret=${named.client_secret}`, {
      key: t.publishableKey,
    });
    const specs = session.body.payment_method_specs as { type: string; fields: { type: string }[] }[];
    expect(specs.find((spec) => spec.type === 'bacs_debit')?.fields.map((field) => field.type)).toEqual([
      'name',
      'email',
      'bacs_sort_code',
      'bacs_account_number',
      'billing_address',
      'mandate',
    ]);
  });

  it('sets an account up with a SetupIntent, then debits it off-session under the same mandate', async () => {
    const customer = await t.stripe.customers.create({ email: HOLDER.email });
    const si = await t.stripe.setupIntents.create({
      customer: customer.id,
      payment_method_types: ['bacs_debit'],
      payment_method_data: bacsData('00012345'),
      mandate_data: MANDATE,
      confirm: true,
    } as unknown as Stripe.SetupIntentCreateParams);
    expectValidResource('setup_intent', si);
    expect(si).toMatchObject({ status: 'succeeded', mandate: expect.stringMatching(/^mandate_/) });
    const pm = await t.stripe.paymentMethods.retrieve(si.payment_method as string);
    expect(pm).toMatchObject({ type: 'bacs_debit', customer: customer.id });

    const pi = await t.stripe.paymentIntents.create({
      amount: 1500,
      currency: 'gbp',
      customer: customer.id,
      payment_method: pm.id,
      payment_method_types: ['bacs_debit'],
      off_session: true,
      confirm: true,
    } as Stripe.PaymentIntentCreateParams);
    expect(pi.status).toBe('processing');
    const charge = await t.stripe.charges.retrieve(pi.latest_charge as string);
    expect(charge.payment_method_details?.bacs_debit?.mandate).toBe(si.mandate);
    expect((await settle(pi.id)).status).toBe('succeeded');
    const refund = await t.stripe.refunds.create({ payment_intent: pi.id, amount: 500 });
    expect(refund).toMatchObject({ status: 'pending', amount: 500, currency: 'gbp' });
  });

  it('saves the account with setup_future_usage while paying', async () => {
    const customer = await t.stripe.customers.create({ email: HOLDER.email });
    const pi = await t.stripe.paymentIntents.create({
      ...bacsPayment('00012345'),
      customer: customer.id,
      setup_future_usage: 'off_session',
    } as Stripe.PaymentIntentCreateParams);
    expect(pi.status).toBe('processing');
    expect((await t.stripe.paymentMethods.retrieve(pi.payment_method as string)).customer).toBe(customer.id);
  });
});
