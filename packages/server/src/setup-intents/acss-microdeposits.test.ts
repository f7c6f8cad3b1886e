import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventTypes } from '../payment-intents/event-types.js';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';

/**
 * A Canadian account verified by microdeposits when it is set up for later debits, through the
 * official client: the SetupIntent waits in `requires_action` until the shopper reads back the
 * two amounts (through the API or on the hosted page), and the PAD mandate is made then.
 */

const MANDATE = {
  customer_acceptance: { type: 'online', online: { ip_address: '203.0.113.7', user_agent: 'Mozilla/5.0' } },
};

const ACSS_OPTIONS = {
  acss_debit: {
    currency: 'cad',
    verification_method: 'microdeposits',
    mandate_options: { payment_schedule: 'sporadic', transaction_type: 'personal' },
  },
};

function acssSetup(account: string, customer: string): Stripe.SetupIntentCreateParams {
  return {
    customer,
    payment_method_types: ['acss_debit'],
    payment_method_data: {
      type: 'acss_debit',
      acss_debit: { institution_number: '000', transit_number: '11000', account_number: account },
      billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' },
    },
    payment_method_options: ACSS_OPTIONS,
    mandate_data: MANDATE,
    confirm: true,
  } as unknown as Stripe.SetupIntentCreateParams;
}

describe.each(DATABASES)('Pre-authorized debit set up by microdeposits on %s', (database) => {
  let t: TestServer;
  let customer: string;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
    customer = (await t.stripe.customers.create({ email: 'jenny@example.com' })).id;
  });
  afterAll(async () => t?.close());

  it('waits for the two amounts, refuses wrong ones, then makes the PAD mandate and saves the account', async () => {
    const si = await t.stripe.setupIntents.create(acssSetup('000123456789', customer));
    expectValidResource('setup_intent', si);
    expect(si.status).toBe('requires_action');
    expect(si.mandate).toBeNull();
    expect(si.next_action).toMatchObject({
      type: 'verify_with_microdeposits',
      verify_with_microdeposits: {
        arrival_date: expect.any(Number),
        microdeposit_type: 'amounts',
        hosted_verification_url: expect.stringMatching(/\/microdeposits\/mdv_\w+\/\w+$/),
      },
    });
    // A descriptor code is not what a Canadian bank is sent.
    await expect(
      t.stripe.setupIntents.verifyMicrodeposits(si.id, { descriptor_code: 'SM11AA' }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'descriptor_code' });
    await expect(
      t.stripe.setupIntents.verifyMicrodeposits(si.id, { amounts: [45, 33] }),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'payment_method_microdeposit_verification_amounts_mismatch',
      message: expect.stringContaining('9 attempts remaining'),
    });
    const verified = await t.stripe.setupIntents.verifyMicrodeposits(si.id, { amounts: [45, 32] });
    expectValidResource('setup_intent', verified);
    expect(verified).toMatchObject({ status: 'succeeded', next_action: null });
    const mandate = await t.stripe.mandates.retrieve(verified.mandate as string);
    expect(mandate).toMatchObject({ status: 'active', payment_method: verified.payment_method });
    expect(mandate.payment_method_details.acss_debit).toMatchObject({
      payment_schedule: 'sporadic',
      transaction_type: 'personal',
    });
    expect((await t.stripe.paymentMethods.retrieve(verified.payment_method as string)).customer).toBe(
      customer,
    );
    expect(await eventTypes(t.stripe, si.id)).toEqual(
      expect.arrayContaining([
        'setup_intent.created',
        'setup_intent.requires_action',
        'setup_intent.succeeded',
      ]),
    );
    // The account, verified once, is debited off-session under that mandate.
    const pi = await t.stripe.paymentIntents.create({
      amount: 1500,
      currency: 'cad',
      customer,
      payment_method: verified.payment_method as string,
      payment_method_types: ['acss_debit'],
      off_session: true,
      confirm: true,
    } as Stripe.PaymentIntentCreateParams);
    expect(pi.status).toBe('processing');
  });

  it('locks the verification with the test amounts 10 and 11: the set-up fails and wants another account', async () => {
    const si = await t.stripe.setupIntents.create(acssSetup('000123456789', customer));
    await expect(
      t.stripe.setupIntents.verifyMicrodeposits(si.id, { amounts: [10, 11] }),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'payment_method_microdeposit_verification_attempts_exceeded',
    });
    const after = await t.stripe.setupIntents.retrieve(si.id);
    expect(after).toMatchObject({ status: 'requires_payment_method', payment_method: null, mandate: null });
    expect(after.last_setup_error?.code).toBe('payment_method_microdeposit_verification_attempts_exceeded');
    // Nothing is waiting any more.
    await expect(
      t.stripe.setupIntents.verifyMicrodeposits(si.id, { amounts: [32, 45] }),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'setup_intent_unexpected_state',
    });
  });

  it('fails at once for 000666666661, whose bank takes no microdeposits, on a set-up and on a payment', async () => {
    // The confirmation answers the error, as a declined attempt does; the intent wants another account.
    const refused = await t.stripe.setupIntents
      .create(acssSetup('000666666661', customer))
      .catch((error: Stripe.errors.StripeError) => error);
    expect(refused).toMatchObject({ statusCode: 400, code: 'payment_method_microdeposit_failed' });
    const si = (refused as Stripe.errors.StripeError).raw as { setup_intent?: Stripe.SetupIntent };
    const after = await t.stripe.setupIntents.retrieve(si.setup_intent!.id);
    expectValidResource('setup_intent', after);
    expect(after).toMatchObject({ status: 'requires_payment_method', payment_method: null });
    expect(after.last_setup_error).toMatchObject({
      type: 'invalid_request_error',
      code: 'payment_method_microdeposit_failed',
    });
    const failed = await t.stripe.paymentIntents
      .create({
        amount: 4200,
        currency: 'cad',
        payment_method_types: ['acss_debit'],
        payment_method_data: acssSetup('000666666661', customer).payment_method_data,
        payment_method_options: ACSS_OPTIONS,
        mandate_data: MANDATE,
        confirm: true,
      } as unknown as Stripe.PaymentIntentCreateParams)
      .catch((error: Stripe.errors.StripeError) => error);
    expect(failed).toMatchObject({ statusCode: 400, code: 'payment_method_microdeposit_failed' });
    const pi = (failed as Stripe.errors.StripeError).raw as { payment_intent?: Stripe.PaymentIntent };
    expect(pi.payment_intent?.status).toBe('requires_payment_method');
  });

  it('the hosted verification page verifies a set-up too, in the shopper’s language', async () => {
    const si = await t.stripe.setupIntents.create(acssSetup('000123456789', customer));
    const url = si.next_action!.verify_with_microdeposits!.hosted_verification_url;
    const page = await fetch(`${url}?locale=fr`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('STRIPE TEST BANK •••• 6789');
    const post = (amount1: string, amount2: string) =>
      fetch(`${url}?locale=fr`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ amount1, amount2 }).toString(),
      }).then((r) => r.text());
    expect(await post('12', '34')).toContain('Tentatives restantes : 9.');
    expect(await post('32', '45')).toContain('Votre compte bancaire est vérifié.');
    const after = await t.stripe.setupIntents.retrieve(si.id);
    expect(after.status).toBe('succeeded');
    expect(after.mandate).toMatch(/^mandate_/);
  });
});
