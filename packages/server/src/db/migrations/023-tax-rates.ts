import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { createResourceTable } from './resource-table.js';

/**
 * Tax rates, and what a first-purchase promotion code looks up for a shopper known only by
 * e-mail: the account's completed Checkout Sessions and its charges, by that e-mail (lower
 * case), so the check reads an index, not every row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createResourceTable(
    db,
    'tax_rates',
    ['active boolean not null', 'inclusive boolean not null'],
    ['active', 'inclusive'],
  );
  await sql`create index checkout_sessions_paid_email on checkout_sessions (account_id, livemode,
    lower(coalesce(data->>'customer_email', data->'customer_details'->>'email')))
    where status = 'complete'`.execute(db);
  await sql`create index charges_paid_email on charges (account_id, livemode,
    lower(coalesce(data->>'receipt_email', data->'billing_details'->>'email')))
    where data->>'status' = 'succeeded'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index charges_paid_email`.execute(db);
  await sql`drop index checkout_sessions_paid_email`.execute(db);
  await sql`drop table tax_rates`.execute(db);
}
