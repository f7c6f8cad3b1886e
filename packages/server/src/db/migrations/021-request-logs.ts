import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/** One row per authenticated API call: what `payframe logs tail` and the operators read. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table request_logs (
    seq bigserial primary key,
    id text not null,
    account_id text not null,
    livemode boolean not null,
    created_ms bigint not null,
    method text not null,
    path text not null,
    status integer not null,
    duration_ms integer not null,
    idempotency_key text,
    key_kind text not null,
    source_ip text
  )`.execute(db);
  await sql`create index request_logs_account on request_logs (account_id, livemode, seq)`.execute(db);
  await sql`create index request_logs_created on request_logs (created_ms)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table request_logs`.execute(db);
}
