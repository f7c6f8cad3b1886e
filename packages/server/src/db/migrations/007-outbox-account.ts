import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The test-mode Link outbox records the merchant account whose page asked for each code, so
 * one account's test helper reads only its own shoppers' codes. Earlier rows have none and are
 * shown to no account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table consumer_outbox add column account_id text`.execute(db);
  await sql`create index consumer_outbox_account on consumer_outbox (account_id, seq desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index consumer_outbox_account`.execute(db);
  await sql`alter table consumer_outbox drop column account_id`.execute(db);
}
