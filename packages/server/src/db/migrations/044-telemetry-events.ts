import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Funnel events the frames send to the merchant's own server (docs/telemetry.md): one row per
 * event, only allow-listed fields, read by account and day and pruned after the retention.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table telemetry_events (
    id text primary key,
    account_id text not null,
    livemode boolean not null,
    created bigint not null,
    session text not null,
    name text not null,
    payment_method_type text,
    element text,
    decline_code text,
    error_code text,
    link boolean
  )`.execute(db);
  await sql`create index telemetry_events_account_created on telemetry_events (account_id, livemode, created)`.execute(
    db,
  );
  await sql`create index telemetry_events_created on telemetry_events (created)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table telemetry_events`.execute(db);
}
