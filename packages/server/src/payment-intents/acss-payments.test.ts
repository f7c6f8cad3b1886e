import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';
import { eventTypes } from './event-types.js';

/**
 * Pre-authorized debit (Canada) through the official client: an institution, transit and
 * account number under the merchant's PAD agreement, paid in CAD or USD, verified by
 * microdeposits (typed in, not linked at the bank), processing and then settled as Stripe's
 * test account numbers say.
 */

const MANDATE = {
  customer_acceptance: { type: 'online', online: { ip_address: '203.0.113.7', user_agent: 'Mozilla/5.0' } },
} as Stripe.PaymentIntentCreateParams.MandateData;

const HOLDER = { name: 'Jenny Rosen', email: 'jenny@example.com' };

const AGREEMENT = {
  mandate_options: {
    payment_schedule: 'interval',
    interval_description: 'On the first day of every month',
    transaction_type: 'personal',
  },
};

function acssData(account: string, institution = '000', transit = '11000'): Record<string, unknown> {
  return {
    type: 'acss_debit',
    acss_debit: { institution_number: institution, transit_number: transit, account_number: account },
    billing_details: HOLDER,
  };
}

function acssPayment(account: string, options: Record<string, unknown> = AGREEMENT) {
  return {
    amount: 4200,
    currency: 'cad',
    payment_method_types: ['acss_debit'],
    payment_method_data: acssData(account),
    payment_method_options: { acss_debit: options },
    mandate_data: MANDATE,
    confirm: true,
  } as unknown as Stripe.PaymentIntentCreateParams;
}

describe.each(DATABASES)('Pre-authorized debit on %s', (database) => {
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

  /**
   * A payment with an account typed in: verified by microdeposits first (the intent's default
   * `automatic` verification falls back to them), then processing once the amounts are read back.
   */
  async function debited(params: Stripe.PaymentIntentCreateParams): Promise<Stripe.PaymentIntent> {
    const pi = await t.stripe.paymentIntents.create(params);
    expect(pi.status).toBe('requires_action');
    expect(pi.next_action?.type).toBe('verify_with_microdeposits');
    return t.stripe.paymentIntents.verifyMicrodeposits(pi.id, { amounts: [32, 45] });
  }

  it('makes a payment method of the three numbers, showing the bank, its numbers and the last 4 digits', async () => {
    const pm = await create(acssData('000123456789'));
    expectValidResource('payment_method', pm);
    expect(pm).toMatchObject({
      type: 'acss_debit',
      acss_debit: {
        bank_name: 'STRIPE TEST BANK',
        institution_number: '000',
        transit_number: '11000',
        last4: '6789',
        fingerprint: expect.any(String),
      },
      billing_details: HOLDER,
    });
    expect(JSON.stringify(pm)).not.toContain('000123456789');
    const again = await create(acssData('000123456789'));
    expect(again.acss_debit?.fingerprint).toBe(pm.acss_debit?.fingerprint);
  });

  it('refuses bad numbers and a missing name or e-mail, naming the parameter', async () => {
    await expect(create(acssData('000123456789', '00'))).rejects.toMatchObject({
      statusCode: 400,
      type: 'StripeInvalidRequestError',
      param: 'acss_debit[institution_number]',
      message: 'The institution number you provided is invalid: it must have 3 digits.',
    });
    await expect(create(acssData('000123456789', '000', '1100A'))).rejects.toMatchObject({
      param: 'acss_debit[transit_number]',
      message: 'The transit number you provided is invalid: it must have 5 digits.',
    });
    await expect(create(acssData('123456'))).rejects.toMatchObject({
      param: 'acss_debit[account_number]',
      message: 'The account number you provided is invalid: it must have 7 to 12 digits.',
    });
    await expect(create(acssData('1234567890123'))).rejects.toMatchObject({
      param: 'acss_debit[account_number]',
    });
    await expect(
      create({ ...acssData('000123456789'), billing_details: { name: HOLDER.name } }),
    ).rejects.toMatchObject({ code: 'parameter_missing', param: 'billing_details[email]' });
    await expect(t.stripe.paymentIntents.create(acssPayment('12'))).rejects.toMatchObject({
      param: 'payment_method_data[acss_debit][account_number]',
    });
  });

  it('wants the PAD agreement complete: schedule, transaction type and, for intervals, their description', async () => {
    await expect(t.stripe.paymentIntents.create(acssPayment('000123456789', {}))).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_missing',
      param: 'payment_method_options[acss_debit][mandate_options][payment_schedule]',
    });
    await expect(
      t.stripe.paymentIntents.create(
        acssPayment('000123456789', { mandate_options: { payment_schedule: 'sporadic' } }),
      ),
    ).rejects.toMatchObject({
      param: 'payment_method_options[acss_debit][mandate_options][transaction_type]',
    });
    await expect(
      t.stripe.paymentIntents.create(
        acssPayment('000123456789', {
          mandate_options: { payment_schedule: 'combined', transaction_type: 'business' },
        }),
      ),
    ).rejects.toMatchObject({
      param: 'payment_method_options[acss_debit][mandate_options][interval_description]',
      message: expect.stringContaining('is required when'),
    });
    await expect(
      t.stripe.paymentIntents.create(
        acssPayment('000123456789', {
          mandate_options: { payment_schedule: 'weekly', transaction_type: 'personal' },
        }),
      ),
    ).rejects.toMatchObject({ statusCode: 400 });
    // Nothing was left half-written: no payment method, no intent of these attempts is processing.
    const sporadic = await debited(
      acssPayment('000123456789', {
        mandate_options: { payment_schedule: 'sporadic', transaction_type: 'business' },
      }),
    );
    expect(sporadic.status).toBe('processing');
  });

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
  it('falls back to microdeposits for an account typed in under automatic verification; instant refuses it', async () => {
    const pi = await t.stripe.paymentIntents.create(acssPayment('000123456789'));
    expectValidResource('payment_intent', pi);
    expect(pi).toMatchObject({
      status: 'requires_action',
      next_action: {
        type: 'verify_with_microdeposits',
        verify_with_microdeposits: {
          microdeposit_type: 'amounts',
          hosted_verification_url: expect.any(String),
        },
      },
    });
    expect(pi.latest_charge).toBeNull();
    await expect(
      t.stripe.paymentIntents.create(
        acssPayment('000123456789', { ...AGREEMENT, verification_method: 'instant' }),
      ),
    ).rejects.toMatchObject({
      statusCode: 400,
      param: 'payment_method',
      message: expect.stringContaining('instant'),
    });
  });

  it('verifies the account by microdeposits first when the merchant asks: two amounts, then the debit', async () => {
    const customer = await t.stripe.customers.create({ email: HOLDER.email });
    const pi = await t.stripe.paymentIntents.create({
      ...acssPayment('000123456789', { ...AGREEMENT, verification_method: 'microdeposits' }),
      customer: customer.id,
      setup_future_usage: 'off_session',
    } as Stripe.PaymentIntentCreateParams);
    expect(pi.status).toBe('requires_action');
    expect(pi.next_action).toMatchObject({
      type: 'verify_with_microdeposits',
      verify_with_microdeposits: {
        microdeposit_type: 'amounts',
        hosted_verification_url: expect.any(String),
      },
    });
    await expect(
      t.stripe.paymentIntents.verifyMicrodeposits(pi.id, { amounts: [10, 20] }),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'payment_method_microdeposit_verification_amounts_mismatch',
    });
    const verified = await t.stripe.paymentIntents.verifyMicrodeposits(pi.id, { amounts: [32, 45] });
    expect(verified.status).toBe('processing');
    expect((await settle(pi.id)).status).toBe('succeeded');
    // Verified once, the same account is debited at once on a later payment.
    const again = await t.stripe.paymentIntents.create({
      amount: 1000,
      currency: 'cad',
      customer: customer.id,
      payment_method: pi.payment_method as string,
      payment_method_types: ['acss_debit'],
      payment_method_options: { acss_debit: { ...AGREEMENT, verification_method: 'microdeposits' } },
      mandate_data: MANDATE,
      confirm: true,
    } as unknown as Stripe.PaymentIntentCreateParams);
    expect(again.status).toBe('processing');
  });
});
