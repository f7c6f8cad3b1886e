import { type Kysely, sql } from 'kysely';

/** Mandates become retrievable objects (`GET /v1/mandates/:id`), looked up by payment method. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table mandates (
    id text primary key,
    account_id text not null,
    livemode boolean not null,
    seq bigserial not null,
    created integer not null,
    data jsonb not null,
    payment_method text not null
  )`.execute(db);
  await sql`create index mandates_payment_method on mandates (account_id, livemode, payment_method, seq desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table mandates`.execute(db);
}
