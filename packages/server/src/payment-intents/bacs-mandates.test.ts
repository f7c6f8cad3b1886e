import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';
import { eventTypes } from './event-types.js';

/**
 * What the shopper's bank does with a Bacs Direct Debit mandate in test mode, as Stripe's test
 * account numbers at sort code 10-88-00 say: refused as soon as it is made (00033333), revoked
 * by a debit the shopper never authorized (33333335), kept after insufficient funds
 * (22222227); and the account whose bank sets up no Direct Debit at all (00044444). Also the
 * limits of Stripe's Canadian test accounts.
 */

const MANDATE = {
  customer_acceptance: { type: 'online', online: { ip_address: '203.0.113.7', user_agent: 'Mozilla/5.0' } },
};

const HOLDER = {
  name: 'Jenny Rosen',
  email: 'jenny@example.com',
  address: { line1: '10 Downing Street', city: 'London', postal_code: 'SW1A 2AA', country: 'GB' },
};

const bacsData = (account: string) => ({
  type: 'bacs_debit',
  bacs_debit: { sort_code: '108800', account_number: account },
  billing_details: HOLDER,
});

describe.each(DATABASES)('Bacs mandates at the test bank on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());

  const pay = (account: string) =>
    t.stripe.paymentIntents.create({
      amount: 4200,
      currency: 'gbp',
      payment_method_types: ['bacs_debit'],
      payment_method_data: bacsData(account),
      mandate_data: MANDATE,
      confirm: true,
    } as unknown as Stripe.PaymentIntentCreateParams);

  async function settle(paymentIntent: string): Promise<Stripe.PaymentIntent> {
    const answer = await t.request('POST', '/v1/test_helpers/bank_debits/settle', {
      body: { payment_intent: paymentIntent },
    });
    expect(answer.status).toBe(200);
    return t.stripe.paymentIntents.retrieve(paymentIntent);
  }

  async function mandateOf(pi: Stripe.PaymentIntent): Promise<Stripe.Mandate> {
    const charge = await t.stripe.charges.retrieve(pi.latest_charge as string);
    return t.stripe.mandates.retrieve(charge.payment_method_details!.bacs_debit!.mandate!);
  }

  it('00033333: the bank refuses the mandate at once (inactive, mandate.updated), and the debit fails', async () => {
    const pi = await pay('00033333');
    expect(pi.status).toBe('processing');
    const refused = await mandateOf(pi);
    expectValidResource('mandate', refused);
    expect(refused).toMatchObject({
      status: 'inactive',
      payment_method_details: { bacs_debit: { network_status: 'refused', revocation_reason: null } },
    });
    expect(await eventTypes(t.stripe, refused.id)).toEqual(['mandate.updated']);
    const after = await settle(pi.id);
    expect(after).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'debit_not_authorized' },
    });
    expect(await eventTypes(t.stripe, pi.id)).toEqual([
      'payment_intent.created',
      'payment_intent.processing',
      'payment_intent.payment_failed',
    ]);
  });

  it('00033333 set up for later: the set-up succeeds, its mandate is inactive, and no debit runs under it', async () => {
    const customer = await t.stripe.customers.create({ email: HOLDER.email });
    const si = await t.stripe.setupIntents.create({
      customer: customer.id,
      payment_method_types: ['bacs_debit'],
      payment_method_data: bacsData('00033333'),
      mandate_data: MANDATE,
      confirm: true,
    } as unknown as Stripe.SetupIntentCreateParams);
    expect(si.status).toBe('succeeded');
    const mandate = await t.stripe.mandates.retrieve(si.mandate as string);
    expect(mandate.status).toBe('inactive');
    await expect(
      t.stripe.paymentIntents.create({
        amount: 1000,
        currency: 'gbp',
        customer: customer.id,
        payment_method: si.payment_method as string,
        payment_method_types: ['bacs_debit'],
        off_session: true,
        confirm: true,
      } as Stripe.PaymentIntentCreateParams),
    ).rejects.toMatchObject({ statusCode: 400, param: 'mandate_data' });
  });

  it('33333335: the debit the shopper never authorized fails and revokes the mandate', async () => {
    const pi = await pay('33333335');
    expect((await mandateOf(pi)).status).toBe('active');
    const after = await settle(pi.id);
    expect(after.last_payment_error?.code).toBe('debit_not_authorized');
    const revoked = await mandateOf(pi);
    expectValidResource('mandate', revoked);
    expect(revoked).toMatchObject({
      status: 'inactive',
      payment_method_details: {
        bacs_debit: { network_status: 'revoked', revocation_reason: 'debit_not_authorized' },
      },
    });
    expect(await eventTypes(t.stripe, revoked.id)).toEqual(['mandate.updated']);
  });

  it('22222227: insufficient funds fail the debit and leave the mandate active', async () => {
    const pi = await pay('22222227');
    expect((await settle(pi.id)).last_payment_error?.code).toBe('insufficient_funds');
    expect((await mandateOf(pi)).status).toBe('active');
  });

  it('00044444: the bank sets up no Direct Debit from it, so no payment method is made', async () => {
    await expect(
      t.stripe.paymentMethods.create(bacsData('00044444') as unknown as Stripe.PaymentMethodCreateParams),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'bank_account_unusable',
      param: 'bacs_debit[account_number]',
    });
  });

  it.each([
    ['000777777771', 'charge_exceeds_source_limit'],
    ['000888888881', 'charge_exceeds_transaction_limit'],
  ])('pre-authorized debit from %s fails with %s', async (account, code) => {
    const pi = await t.stripe.paymentIntents.create({
      amount: 4200,
      currency: 'cad',
      payment_method_types: ['acss_debit'],
      payment_method_data: {
        type: 'acss_debit',
        acss_debit: { institution_number: '000', transit_number: '11000', account_number: account },
        billing_details: { name: HOLDER.name, email: HOLDER.email },
      },
      payment_method_options: {
        acss_debit: { mandate_options: { payment_schedule: 'sporadic', transaction_type: 'personal' } },
      },
      mandate_data: MANDATE,
      confirm: true,
    } as unknown as Stripe.PaymentIntentCreateParams);
    // An account typed in is verified by microdeposits before it is debited.
    expect(pi.next_action?.type).toBe('verify_with_microdeposits');
    await t.stripe.paymentIntents.verifyMicrodeposits(pi.id, { amounts: [32, 45] });
    const after = await settle(pi.id);
    expect(after.last_payment_error?.code).toBe(code);
    const charge = await t.stripe.charges.retrieve(after.latest_charge as string);
    expect(charge.failure_message).toBeTruthy();
  });
});
