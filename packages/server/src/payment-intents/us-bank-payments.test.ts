import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';
import { eventTypes } from './event-types.js';

/**
 * ACH Direct Debit (us_bank_account) through the official client: an account typed in by hand
 * is verified by microdeposits (Stripe's test code SM11AA, or amounts 32 and 45), then debited
 * under the shopper's online mandate: processing, then settled as Stripe's test account numbers say.
 */

const MANDATE = {
  customer_acceptance: { type: 'online', online: { ip_address: '203.0.113.7', user_agent: 'Mozilla/5.0' } },
} as Stripe.PaymentIntentCreateParams.MandateData;

const HOLDER = { name: 'Jenny Rosen', email: 'jenny@example.com' };
const ROUTING = '110000000';

function achData(accountNumber: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 'us_bank_account',
    us_bank_account: {
      routing_number: ROUTING,
      account_number: accountNumber,
      account_holder_type: 'individual',
    },
    billing_details: HOLDER,
    ...extra,
  };
}

function achPayment(
  accountNumber: string,
  extra: Record<string, unknown> = {},
): Stripe.PaymentIntentCreateParams {
  return {
    amount: 4200,
    currency: 'usd',
    payment_method_types: ['us_bank_account'],
    payment_method_data: achData(accountNumber),
    mandate_data: MANDATE,
    confirm: true,
    ...extra,
  } as unknown as Stripe.PaymentIntentCreateParams;
}

describe.each(DATABASES)('US bank accounts (ACH Direct Debit) on %s', (database) => {
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

  /** Confirms a payment from a typed-in account and reads back the test code: it is then processing. */
  async function verifiedPayment(accountNumber: string): Promise<Stripe.PaymentIntent> {
    const pi = await t.stripe.paymentIntents.create(achPayment(accountNumber));
    expect(pi.status).toBe('requires_action');
    const verified = await t.stripe.paymentIntents.verifyMicrodeposits(pi.id, { descriptor_code: 'SM11AA' });
    expect(verified.status).toBe('processing');
    return verified;
  }

  it('makes a payment method of the routing and account numbers, showing only the routing number and last 4', async () => {
    const pm = await t.stripe.paymentMethods.create(
      achData('000123456789') as Stripe.PaymentMethodCreateParams,
    );
    expectValidResource('payment_method', pm);
    expect(pm.us_bank_account).toEqual({
      account_holder_type: 'individual',
      account_type: 'checking',
      bank_name: 'STRIPE TEST BANK',
      financial_connections_account: null,
      fingerprint: expect.any(String),
      last4: '6789',
      networks: { preferred: 'ach', supported: ['ach'] },
      routing_number: ROUTING,
      status_details: null,
    });
    expect(JSON.stringify(pm)).not.toContain('000123456789');
    const again = await t.stripe.paymentMethods.create(
      achData('0001-2345-6789') as Stripe.PaymentMethodCreateParams,
    );
    expect(again.us_bank_account?.fingerprint).toBe(pm.us_bank_account?.fingerprint);
  });

  it('refuses a routing number with a wrong check digit or length, and a bad account number, naming the parameter', async () => {
    const create = (data: Record<string, unknown>) =>
      t.stripe.paymentMethods.create(data as Stripe.PaymentMethodCreateParams);
    const bad = (routing: string) => ({
      ...achData('000123456789'),
      us_bank_account: { routing_number: routing, account_number: '000123456789' },
    });
    await expect(create(bad('110000001'))).rejects.toMatchObject({
      statusCode: 400,
      type: 'StripeInvalidRequestError',
      code: 'routing_number_invalid',
      param: 'us_bank_account[routing_number]',
      message: 'Invalid routing number.',
    });
    await expect(create(bad('11000000'))).rejects.toMatchObject({
      code: 'routing_number_invalid',
      message: 'Routing number must have 9 digits.',
    });
    await expect(create(achData('123'))).rejects.toMatchObject({
      statusCode: 400,
      code: 'account_number_invalid',
      param: 'us_bank_account[account_number]',
    });
    await expect(create({ type: 'us_bank_account', billing_details: HOLDER })).rejects.toMatchObject({
      code: 'parameter_missing',
      param: 'us_bank_account',
    });
    await expect(
      create({ ...achData('000123456789'), billing_details: { email: HOLDER.email } }),
    ).rejects.toMatchObject({ code: 'parameter_missing', param: 'billing_details[name]' });
    await expect(t.stripe.paymentIntents.create(achPayment('12'))).rejects.toMatchObject({
      param: 'payment_method_data[us_bank_account][account_number]',
    });
  });

  it('an account typed in waits for microdeposits: a wrong code uses an attempt, SM11AA debits it, then it settles', async () => {
    const pi = await t.stripe.paymentIntents.create(achPayment('000123456789'));
    expectValidResource('payment_intent', pi);
    expect(pi.status).toBe('requires_action');
    const next = pi.next_action?.verify_with_microdeposits;
    expect(pi.next_action?.type).toBe('verify_with_microdeposits');
    expect(next).toEqual({
      arrival_date: expect.any(Number),
      hosted_verification_url: expect.stringMatching(/\/microdeposits\/mdv_\w+\/\w+$/),
      microdeposit_type: 'descriptor_code',
    });
    expect(next!.arrival_date).toBeGreaterThan(pi.created);

    await expect(
      t.stripe.paymentIntents.verifyMicrodeposits(pi.id, { descriptor_code: 'SM22BB' }),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'payment_method_microdeposit_verification_descriptor_code_mismatch',
      message: expect.stringContaining('9 attempts remaining'),
    });
    // Amounts for a descriptor code are refused without using an attempt.
    await expect(
      t.stripe.paymentIntents.verifyMicrodeposits(pi.id, { amounts: [32, 45] }),
    ).rejects.toMatchObject({
      statusCode: 400,
      param: 'amounts',
    });
    expect((await t.stripe.paymentIntents.retrieve(pi.id)).status).toBe('requires_action');

    const verified = await t.publishable.paymentIntents.verifyMicrodeposits(pi.id, {
      client_secret: pi.client_secret!,
      descriptor_code: 'sm11aa',
    } as Stripe.PaymentIntentVerifyMicrodepositsParams);
    expect(verified.status).toBe('processing');

    const seen = await t.stripe.paymentIntents.retrieve(pi.id);
    const charge = await t.stripe.charges.retrieve(seen.latest_charge as string);
    expectValidResource('charge', charge);
    expect(charge).toMatchObject({ status: 'pending', amount: 4200, currency: 'usd' });
    expect(charge.payment_method_details?.us_bank_account).toEqual({
      account_holder_type: 'individual',
      account_type: 'checking',
      bank_name: 'STRIPE TEST BANK',
      fingerprint: expect.any(String),
      last4: '6789',
      mandate: expect.stringMatching(/^mandate_/),
      routing_number: ROUTING,
    });
    const mandate = await t.stripe.mandates.retrieve(
      charge.payment_method_details!.us_bank_account!.mandate as string,
    );
    expectValidResource('mandate', mandate);
    expect(mandate).toMatchObject({
      status: 'active',
      payment_method: pi.payment_method,
      customer_acceptance: { type: 'online', online: { ip_address: '203.0.113.7' } },
      payment_method_details: { type: 'us_bank_account' },
    });
    const mandatePage = await fetch(
      (mandate.payment_method_details as unknown as { us_bank_account: { url: string } }).us_bank_account.url,
    );
    expect(await mandatePage.text()).toContain('Routing 110000000 •••• 6789');

    const after = await settle(pi.id);
    expect(after).toMatchObject({ status: 'succeeded', amount_received: 4200 });
    expect(await eventTypes(t.stripe, pi.id)).toEqual([
      'payment_intent.created',
      'payment_intent.requires_action',
      'payment_intent.processing',
      'payment_intent.succeeded',
    ]);
    expect(await eventTypes(t.stripe, charge.id)).toEqual(['charge.pending', 'charge.succeeded']);
  });

  it.each([
    ['000111111113', 'account_closed'],
    ['000111111116', 'no_account'],
    ['000222222227', 'insufficient_funds'],
    ['000333333335', 'debit_not_authorized'],
    ['000444444440', 'invalid_currency'],
  ])('debits %s: processing, then payment_failed with %s', async (account, code) => {
    const pi = await verifiedPayment(account);
    const after = await settle(pi.id);
    expect(after).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code, payment_method: { type: 'us_bank_account' } },
    });
    expectValidResource('payment_intent', after);
    const charge = await t.stripe.charges.retrieve(pi.latest_charge as string);
    expect(charge).toMatchObject({ status: 'failed', failure_code: code });
    expect((await eventTypes(t.stripe, pi.id)).slice(-2)).toEqual([
      'payment_intent.processing',
      'payment_intent.payment_failed',
    ]);
  });

  // 000555555559 is Stripe's dispute number (disputes are not simulated); 000000004954 is no ACH
  // test number at Stripe (it is the card Radar one), so it succeeds as any other account.
  it.each(['000123456789', '000555555559', '000000004954'])('debits %s: succeeded', async (account) => {
    const pi = await verifiedPayment(account);
    expect(await settle(pi.id)).toMatchObject({ status: 'succeeded' });
  });

  it('sends two amounts when the holder asks for them, and locks the verification after 10 wrong answers', async () => {
    const pi = await t.stripe.paymentIntents.create(
      achPayment('000123456789', {
        payment_method_data: achData('000123456789', {
          billing_details: { name: 'Jenny Rosen', email: 'jenny+amounts@example.com' },
        }),
      }),
    );
    expect(pi.next_action?.verify_with_microdeposits?.microdeposit_type).toBe('amounts');
    await expect(t.stripe.paymentIntents.verifyMicrodeposits(pi.id, { amounts: [32] })).rejects.toMatchObject(
      {
        code: 'payment_method_microdeposit_verification_amounts_invalid',
      },
    );
    for (let attempt = 1; attempt < 10; attempt++) {
      await expect(
        t.stripe.paymentIntents.verifyMicrodeposits(pi.id, { amounts: [1, 2] }),
      ).rejects.toMatchObject({
        code: 'payment_method_microdeposit_verification_amounts_mismatch',
      });
    }
    await expect(
      t.stripe.paymentIntents.verifyMicrodeposits(pi.id, { amounts: [1, 2] }),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'payment_method_microdeposit_verification_attempts_exceeded',
    });
    const locked = await t.stripe.paymentIntents.retrieve(pi.id);
    expectValidResource('payment_intent', locked);
    expect(locked).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'payment_method_microdeposit_verification_attempts_exceeded' },
    });
    // The right amounts come too late.
    await expect(
      t.stripe.paymentIntents.verifyMicrodeposits(pi.id, { amounts: [45, 32] }),
    ).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
  });

  it('the right amounts verify the account in either order', async () => {
    const pi = await t.stripe.paymentIntents.create(
      achPayment('000123456789', {
        payment_method_data: achData('000123456789', {
          billing_details: { name: 'Jenny Rosen', email: 'jenny+amounts@example.com' },
        }),
      }),
    );
    const verified = await t.stripe.paymentIntents.verifyMicrodeposits(pi.id, { amounts: [45, 32] });
    expect(verified.status).toBe('processing');
  });

  it('is never an automatic method; the Payment Element draws its tab when named', async () => {
    const auto = await t.stripe.paymentIntents.create({ amount: 1000, currency: 'usd' });
    expect(auto.payment_method_types).not.toContain('us_bank_account');
    const named = await t.stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      payment_method_types: ['card', 'us_bank_account'],
    } as Stripe.PaymentIntentCreateParams);
    const session = await t.request('GET', `/v1/elements/sessions?client_secret=${named.client_secret}`, {
      key: t.publishableKey,
    });
    expect(session.body.ordered_payment_method_types_and_wallets).toEqual(['card', 'us_bank_account']);
  });

  it('refuses instant verification of an account typed in', async () => {
    await expect(
      t.stripe.paymentIntents.create(
        achPayment('000123456789', {
          payment_method_options: { us_bank_account: { verification_method: 'instant' } },
        }),
      ),
    ).rejects.toMatchObject({
      statusCode: 400,
      param: 'payment_method_options[us_bank_account][verification_method]',
    });
  });

  it('a SetupIntent saves a verified account; later debits off session need no new verification', async () => {
    const customer = await t.stripe.customers.create({ email: HOLDER.email });
    const si = await t.stripe.setupIntents.create({
      customer: customer.id,
      payment_method_types: ['us_bank_account'],
      payment_method_data: achData('000123456789'),
      mandate_data: MANDATE,
      confirm: true,
    } as unknown as Stripe.SetupIntentCreateParams);
    expectValidResource('setup_intent', si);
    expect(si).toMatchObject({
      status: 'requires_action',
      next_action: { type: 'verify_with_microdeposits' },
    });
    const done = await t.stripe.setupIntents.verifyMicrodeposits(si.id, { descriptor_code: 'SM11AA' });
    expect(done).toMatchObject({ status: 'succeeded', mandate: expect.stringMatching(/^mandate_/) });
    expect(await eventTypes(t.stripe, si.id)).toEqual([
      'setup_intent.created',
      'setup_intent.requires_action',
      'setup_intent.succeeded',
    ]);
    const saved = await t.stripe.paymentMethods.retrieve(done.payment_method as string);
    expect(saved.customer).toBe(customer.id);

    const pi = await t.stripe.paymentIntents.create({
      amount: 1500,
      currency: 'usd',
      customer: customer.id,
      payment_method: saved.id,
      payment_method_types: ['us_bank_account'],
      off_session: true,
      confirm: true,
    } as Stripe.PaymentIntentCreateParams);
    expect(pi.status).toBe('processing');
    expect(await settle(pi.id)).toMatchObject({ status: 'succeeded' });
  });

  it('setup_future_usage saves the account to the customer once verified', async () => {
    const customer = await t.stripe.customers.create({ email: HOLDER.email });
    const pi = await t.stripe.paymentIntents.create(
      achPayment('000123456789', { customer: customer.id, setup_future_usage: 'off_session' }),
    );
    const verified = await t.stripe.paymentIntents.verifyMicrodeposits(pi.id, { descriptor_code: 'SM11AA' });
    expect(verified.status).toBe('processing');
    const pm = await t.stripe.paymentMethods.retrieve(verified.payment_method as string);
    expect(pm.customer).toBe(customer.id);
  });

  it('the hosted verification page takes the code in the shopper’s language, counting wrong answers', async () => {
    const pi = await t.stripe.paymentIntents.create(achPayment('000123456789'));
    const url = pi.next_action!.verify_with_microdeposits!.hosted_verification_url;
    const page = await fetch(`${url}?locale=fr`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Vérifiez votre compte bancaire');
    expect(html).toContain('STRIPE TEST BANK •••• 6789');
    const polish = await (await fetch(`${url}?locale=pl`)).text();
    expect(polish).toContain('<html lang="pl" dir="ltr">');
    expect(polish).toContain('Zweryfikuj konto bankowe');
    const taiwan = await (await fetch(url, { headers: { 'accept-language': 'zh-TW' } })).text();
    expect(taiwan).toContain('<html lang="zh-TW" dir="ltr">');
    const post = (code: string) =>
      fetch(`${url}?locale=fr`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ descriptor_code: code }).toString(),
      }).then((r) => r.text());
    expect(await post('SM00XX')).toContain('Tentatives restantes : 9.');
    expect(await post('SM11AA')).toContain('Votre compte bancaire est vérifié.');
    expect((await t.stripe.paymentIntents.retrieve(pi.id)).status).toBe('processing');
    // A wrong token finds nothing.
    expect((await fetch(url.replace(/\/\w+$/, '/nope'))).status).toBe(404);
  });
});
