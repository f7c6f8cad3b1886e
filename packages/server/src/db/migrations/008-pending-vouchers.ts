import { type Kysely, sql } from 'kysely';

/**
 * The vouchers shown to shoppers (OXXO, Boleto, Konbini, Multibanco): what the hosted voucher
 * page shows, and when the test-mode processor pays or expires each one. Kept after they end so
 * the page can say so; a restart settles the pending ones all the same.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table pending_vouchers (
    id text primary key,
    account_id text not null,
    livemode boolean not null,
    payment_intent text not null,
    status text not null,
    due_at integer not null,
    data jsonb not null,
    created integer not null
  )`.execute(db);
  await sql`create index pending_vouchers_due on pending_vouchers (status, due_at)`.execute(db);
  await sql`create index pending_vouchers_intent on pending_vouchers (payment_intent)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table pending_vouchers`.execute(db);
}
