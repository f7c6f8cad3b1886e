import { type Kysely, sql } from 'kysely';
import { createResourceTable } from './resource-table.js';

/**
 * US bank accounts: the Financial Connections sessions a shopper links accounts in (found by
 * their client secret from the browser), the linked accounts, and the microdeposit
 * verifications of accounts typed by hand (found by the token of their hosted page).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createResourceTable(db, 'financial_connections_sessions', ['client_secret text not null'], []);
  await sql`create unique index financial_connections_sessions_secret
    on financial_connections_sessions (client_secret)`.execute(db);
  await createResourceTable(
    db,
    'financial_connections_accounts',
    ['session text not null', 'holder_customer text'],
    ['session', 'holder_customer'],
  );
  await sql`create table microdeposit_verifications (
    id text primary key,
    account_id text not null,
    livemode boolean not null,
    intent text not null,
    payment_method text not null,
    status text not null,
    data jsonb not null,
    created integer not null
  )`.execute(db);
  await sql`create index microdeposit_verifications_intent on microdeposit_verifications (intent)`.execute(
    db,
  );
  await sql`create index microdeposit_verifications_method
    on microdeposit_verifications (payment_method, status)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table microdeposit_verifications`.execute(db);
  await sql`drop table financial_connections_accounts`.execute(db);
  await sql`drop table financial_connections_sessions`.execute(db);
}
