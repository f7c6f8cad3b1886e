import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';
import { acssCalls, acssData, acssPayment, HOLDER } from './acss.fixture.js';

/**
 * Pre-authorized debit (Canada) through the official client, what is checked before any debit:
 * the payment method made of an institution, transit and account number, the numbers and the
 * holder's details it refuses, and the merchant's PAD agreement an intent needs complete.
 */
describe.each(DATABASES)('Pre-authorized debit details on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    // No background settling: the test helper decides when a debit settles.
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());
  const { create, debited } = acssCalls(() => t);

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
});
