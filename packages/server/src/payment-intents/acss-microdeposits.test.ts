import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';
import { AGREEMENT, acssCalls, acssPayment, HOLDER, MANDATE } from './acss.fixture.js';

/**
 * Pre-authorized debit (Canada) through the official client, verified by microdeposits: an account
 * typed in falls back to them under automatic verification (instant verification refuses it),
 * and a merchant may ask for them first; the debit follows the two amounts read back.
 */
describe.each(DATABASES)('Pre-authorized debit verified by microdeposits on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    // No background settling: the test helper decides when a debit settles.
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());
  const { settle } = acssCalls(() => t);

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
