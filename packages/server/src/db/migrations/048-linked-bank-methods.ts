import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Payment methods made of an account linked at the bank (a Canadian pre-authorized debit
 * account linked in the bank-linking modal): verified instantly, so an intent that asks for
 * instant verification takes them and no microdeposits are sent to them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table linked_bank_methods (
    payment_method text primary key,
    account_id text not null,
    financial_connections_account text not null,
    created bigint not null
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table linked_bank_methods`.execute(db);
}
