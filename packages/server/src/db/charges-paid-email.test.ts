import { type Kysely, sql } from 'kysely';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { down, up } from './migrations/050-charges-paid-email.js';

const MANDATE = {
  customer_acceptance: { type: 'online', online: { ip_address: '203.0.113.7', user_agent: 'Mozilla/5.0' } },
};

/**
 * A charge keeps the e-mail that paid in a column of its own (receipt e-mail, else billing,
 * lower case, only while it has succeeded), which the "paid before" index reads instead of an
 * expression PostgreSQL computed from the document on every write.
 */
describe.each(DATABASES)('the paid e-mail of charges on %s', (database) => {
  let t: TestServer;
  const db = () => t.server.context.db;
  const paidEmail = async (charge: string) => {
    const { rows } = await sql<{ paid_email: string | null }>`
      select paid_email from charges where id = ${charge}`.execute(db());
    return rows[0]?.paid_email;
  };

  const cardPayment = (receiptEmail: string) =>
    t.stripe.paymentIntents.create({
      amount: 1200,
      currency: 'usd',
      receipt_email: receiptEmail,
      payment_method: 'pm_card_visa',
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      confirm: true,
    });

  beforeAll(async () => {
    // No background settling: the test helper decides when a bank debit settles.
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is the receipt e-mail, else the billing one, lower case, once the charge has succeeded', async () => {
    const byReceipt = await cardPayment('Receipt@Example.com');
    expect(await paidEmail(byReceipt.latest_charge as string)).toBe('receipt@example.com');

    const byBilling = await t.stripe.paymentIntents.create({
      amount: 1300,
      currency: 'usd',
      payment_method_data: {
        type: 'card',
        card: { token: 'tok_visa' },
        billing_details: { email: 'Billing@Example.com' },
      } as never,
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      confirm: true,
    });
    expect(await paidEmail(byBilling.latest_charge as string)).toBe('billing@example.com');

    const declined = await t.stripe.paymentIntents
      .create({
        amount: 1400,
        currency: 'usd',
        receipt_email: 'declined@example.com',
        payment_method: 'pm_card_chargeDeclined',
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        confirm: true,
      })
      .catch((error: Stripe.errors.StripeError) => error.payment_intent);
    expect(declined?.latest_charge).toBeTruthy();
    expect(await paidEmail(declined?.latest_charge as string)).toBeNull();

    // A bank debit's charge is pending until it settles: the e-mail counts from then on.
    const debit = await t.stripe.paymentIntents.create({
      amount: 2500,
      currency: 'eur',
      allowed_payment_method_types: ['sepa_debit'],
      payment_method_data: {
        type: 'sepa_debit',
        sepa_debit: { iban: 'DE89370400440532013000' },
        billing_details: { name: 'Jenny Rosen', email: 'Jenny@Example.com' },
      },
      mandate_data: MANDATE,
      confirm: true,
    } as never);
    expect(debit.status).toBe('processing');
    expect(await paidEmail(debit.latest_charge as string)).toBeNull();
    const settled = await t.request('POST', '/v1/test_helpers/bank_debits/settle', {
      body: { payment_intent: debit.id },
    });
    expect(settled.status).toBe(200);
    expect(await paidEmail(debit.latest_charge as string)).toBe('jenny@example.com');
  });

  it('is filled in for the charges written before the column, and the migration goes back and forth', async () => {
    const pi = await cardPayment('Before@Example.com');
    const migrations = db() as unknown as Kysely<unknown>;
    await down(migrations);
    const { rows } = await sql<{ column_name: string }>`
      select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = 'charges' and column_name = 'paid_email'`.execute(
      db(),
    );
    expect(rows).toEqual([]);
    await up(migrations);
    expect(await paidEmail(pi.latest_charge as string)).toBe('before@example.com');
  });

  it('reads the index when asking whether an e-mail has paid', async () => {
    const plan = await db()
      .transaction()
      .execute(async (trx) => {
        // The table is small: without this the planner would rightly read it whole.
        await sql`set local enable_seqscan = off`.execute(trx);
        const { rows } = await sql<{ 'QUERY PLAN': string }>`explain select id from charges
          where account_id = 'acct_1' and livemode = false and paid_email = 'a@example.com' limit 1`.execute(
          trx,
        );
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
    expect(plan).toContain('charges_paid_email');
  });
});
