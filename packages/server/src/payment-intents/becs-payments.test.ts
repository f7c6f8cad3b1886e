import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';
import { eventTypes } from './event-types.js';

/**
 * BECS Direct Debit through the official client: an Australian account (BSB and account
 * number) under a Direct Debit Request mandate, paid in AUD, processing and then settled as
 * Stripe's test account numbers say.
 */

const MANDATE = {
  customer_acceptance: { type: 'online', online: { ip_address: '203.0.113.7', user_agent: 'Mozilla/5.0' } },
} as Stripe.PaymentIntentCreateParams.MandateData;

const HOLDER = { name: 'Jenny Rosen', email: 'jenny@example.com' };

function becsData(accountNumber: string, bsbNumber = '000-000'): Record<string, unknown> {
  return {
    type: 'au_becs_debit',
    au_becs_debit: { bsb_number: bsbNumber, account_number: accountNumber },
    billing_details: HOLDER,
  };
}

function becsPayment(accountNumber: string): Stripe.PaymentIntentCreateParams {
  return {
    amount: 4200,
    currency: 'aud',
    payment_method_types: ['au_becs_debit'],
    payment_method_data: becsData(accountNumber),
    mandate_data: MANDATE,
    confirm: true,
  } as unknown as Stripe.PaymentIntentCreateParams;
}

describe.each(DATABASES)('BECS Direct Debit on %s', (database) => {
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

  it('makes a payment method of the BSB and account number, showing only the BSB and last 4 digits', async () => {
    const pm = await t.stripe.paymentMethods.create(
      becsData('000123456') as unknown as Stripe.PaymentMethodCreateParams,
    );
    expectValidResource('payment_method', pm);
    expect(pm).toMatchObject({
      type: 'au_becs_debit',
      au_becs_debit: { bsb_number: '000000', last4: '3456', fingerprint: expect.any(String) },
      billing_details: HOLDER,
    });
    expect(Object.keys(pm.au_becs_debit ?? {}).sort()).toEqual(['bsb_number', 'fingerprint', 'last4']);
    expect(JSON.stringify(pm)).not.toContain('000123456');
    // The same account has the same fingerprint, however the BSB is written; another does not.
    const again = await t.stripe.paymentMethods.create(
      becsData('000123456', '000000') as unknown as Stripe.PaymentMethodCreateParams,
    );
    expect(again.au_becs_debit?.fingerprint).toBe(pm.au_becs_debit?.fingerprint);
    const other = await t.stripe.paymentMethods.create(
      becsData('900123456') as unknown as Stripe.PaymentMethodCreateParams,
    );
    expect(other.au_becs_debit?.fingerprint).not.toBe(pm.au_becs_debit?.fingerprint);
  });

  it('refuses a bad BSB, a bad account number and a missing name or e-mail, naming the parameter', async () => {
    const create = (data: Record<string, unknown>) =>
      t.stripe.paymentMethods.create(data as unknown as Stripe.PaymentMethodCreateParams);
    await expect(create(becsData('000123456', '000-00'))).rejects.toMatchObject({
      statusCode: 400,
      type: 'StripeInvalidRequestError',
      param: 'au_becs_debit[bsb_number]',
      message: 'The BSB number you provided is invalid: it must have 6 digits.',
    });
    await expect(create(becsData('000123456', '06200A'))).rejects.toMatchObject({
      param: 'au_becs_debit[bsb_number]',
    });
    await expect(create(becsData('1234'))).rejects.toMatchObject({
      statusCode: 400,
      param: 'au_becs_debit[account_number]',
      message: 'The account number you provided is invalid: it must have 5 to 9 digits.',
    });
    await expect(create(becsData('1234567890'))).rejects.toMatchObject({
      param: 'au_becs_debit[account_number]',
    });
    await expect(
      create({ ...becsData('000123456'), billing_details: { email: HOLDER.email } }),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_missing',
      param: 'billing_details[name]',
    });
    await expect(
      create({ ...becsData('000123456'), billing_details: { name: HOLDER.name } }),
    ).rejects.toMatchObject({
      param: 'billing_details[email]',
    });
    await expect(create({ type: 'au_becs_debit', billing_details: HOLDER })).rejects.toMatchObject({
      code: 'parameter_missing',
      param: 'au_becs_debit',
    });
    await expect(
      create({ type: 'au_becs_debit', au_becs_debit: { bsb_number: '000000' }, billing_details: HOLDER }),
    ).rejects.toMatchObject({ code: 'parameter_missing', param: 'au_becs_debit[account_number]' });
    // Inside a confirmation, the error names the parameter where the data sat.
    await expect(t.stripe.paymentIntents.create(becsPayment('12'))).rejects.toMatchObject({
      param: 'payment_method_data[au_becs_debit][account_number]',
    });
  });

  it('debits 000123456: processing under the mandate, then succeeded, with its events', async () => {
    const pi = await t.stripe.paymentIntents.create(becsPayment('000123456'));
    expect(pi.status).toBe('processing');
    expectValidResource('payment_intent', pi);
    const pending = await t.stripe.charges.retrieve(pi.latest_charge as string);
    expectValidResource('charge', pending);
    expect(pending).toMatchObject({ status: 'pending', paid: false, amount: 4200, currency: 'aud' });
    const details = pending.payment_method_details;
    expect(details?.type).toBe('au_becs_debit');
    expect(details?.au_becs_debit).toEqual({
      bsb_number: '000000',
      fingerprint: expect.any(String),
      last4: '3456',
      mandate: expect.stringMatching(/^mandate_/),
    });

    // The mandate records what the shopper accepted; its page is for their records.
    const mandate = await t.stripe.mandates.retrieve(details!.au_becs_debit!.mandate as string);
    expectValidResource('mandate', mandate);
    expect(mandate).toMatchObject({
      status: 'active',
      type: 'multi_use',
      payment_method: pi.payment_method,
      customer_acceptance: { type: 'online', online: { ip_address: '203.0.113.7' } },
      payment_method_details: { type: 'au_becs_debit', au_becs_debit: { url: expect.any(String) } },
    });
    const page = await fetch(
      (mandate.payment_method_details as unknown as { au_becs_debit: { url: string } }).au_becs_debit.url,
    );
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('BSB 000-000 •••• 3456');
    expect(html).toContain('Bulk Electronic Clearing System (BECS)');

    const after = await settle(pi.id);
    expect(after).toMatchObject({ status: 'succeeded', amount_received: 4200 });
    expect(await eventTypes(t.stripe, pi.id)).toEqual([
      'payment_intent.created',
      'payment_intent.processing',
      'payment_intent.succeeded',
    ]);
    expect(await eventTypes(t.stripe, pending.id)).toEqual(['charge.pending', 'charge.succeeded']);
  });

  it.each([
    ['111111113', 'account_closed'],
    ['111111116', 'no_account'],
    ['222222227', 'refer_to_customer'],
    ['922222227', 'refer_to_customer'],
  ])('debits %s: processing, then payment_failed with %s', async (account, code) => {
    const pi = await t.stripe.paymentIntents.create(becsPayment(account));
    expect(pi.status).toBe('processing');
    const after = await settle(pi.id);
    expect(after).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code, payment_method: { type: 'au_becs_debit' } },
    });
    expectValidResource('payment_intent', after);
    const charge = await t.stripe.charges.retrieve(pi.latest_charge as string);
    expect(charge).toMatchObject({ status: 'failed', failure_code: code });
    expect(await eventTypes(t.stripe, pi.id)).toEqual([
      'payment_intent.created',
      'payment_intent.processing',
      'payment_intent.payment_failed',
    ]);
    expect(await eventTypes(t.stripe, charge.id)).toEqual(['charge.pending', 'charge.failed']);
  });

  it('pays only in AUD, and automatic payment methods offer it for AUD', async () => {
    await expect(
      t.stripe.paymentIntents.create({
        amount: 1000,
        currency: 'eur',
        payment_method_types: ['au_becs_debit'],
      } as Stripe.PaymentIntentCreateParams),
    ).rejects.toMatchObject({ statusCode: 400, param: 'currency' });
    const aud = await t.stripe.paymentIntents.create({
      amount: 1000,
      currency: 'aud',
      automatic_payment_methods: { enabled: true },
    });
    expect(aud.payment_method_types).toContain('au_becs_debit');
    const usd = await t.stripe.paymentIntents.create({ amount: 1000, currency: 'usd' });
    expect(usd.payment_method_types).not.toContain('au_becs_debit');
  });

  it('wants the mandate accepted to debit an account', async () => {
    const { mandate_data: _mandate, ...params } = becsPayment('000123456') as unknown as Record<
      string,
      unknown
    >;
    await expect(
      t.stripe.paymentIntents.create(params as unknown as Stripe.PaymentIntentCreateParams),
    ).rejects.toMatchObject({ statusCode: 400, param: 'mandate_data' });
  });

  it('sets an account up with a SetupIntent, then debits it off-session under the same mandate', async () => {
    const customer = await t.stripe.customers.create({ email: HOLDER.email });
    const si = await t.stripe.setupIntents.create({
      customer: customer.id,
      payment_method_types: ['au_becs_debit'],
      payment_method_data: becsData('000123456'),
      mandate_data: MANDATE,
      confirm: true,
    } as unknown as Stripe.SetupIntentCreateParams);
    expectValidResource('setup_intent', si);
    expect(si).toMatchObject({ status: 'succeeded', mandate: expect.stringMatching(/^mandate_/) });
    const pm = await t.stripe.paymentMethods.retrieve(si.payment_method as string);
    expect(pm).toMatchObject({ type: 'au_becs_debit', customer: customer.id });

    const pi = await t.stripe.paymentIntents.create({
      amount: 1500,
      currency: 'aud',
      customer: customer.id,
      payment_method: pm.id,
      payment_method_types: ['au_becs_debit'],
      off_session: true,
      confirm: true,
    } as Stripe.PaymentIntentCreateParams);
    expect(pi.status).toBe('processing');
    const charge = await t.stripe.charges.retrieve(pi.latest_charge as string);
    expect(charge.payment_method_details?.au_becs_debit?.mandate).toBe(si.mandate);
    expect((await settle(pi.id)).status).toBe('succeeded');
  });

  it('refunds a settled debit: pending first, as a bank refund', async () => {
    const pi = await t.stripe.paymentIntents.create(becsPayment('000123456'));
    await settle(pi.id);
    const refund = await t.stripe.refunds.create({ payment_intent: pi.id, amount: 1000 });
    expectValidResource('refund', refund);
    expect(refund).toMatchObject({ status: 'pending', amount: 1000, currency: 'aud' });
  });
});
