import { type Kysely, sql } from 'kysely';

/** Refunds the processor has not decided yet, kept so that a restart settles them all the same. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table pending_refunds (
    id text primary key,
    account_id text not null,
    livemode boolean not null,
    due_at integer not null,
    data jsonb not null,
    created integer not null
  )`.execute(db);
  await sql`create index pending_refunds_due on pending_refunds (due_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table pending_refunds`.execute(db);
}
