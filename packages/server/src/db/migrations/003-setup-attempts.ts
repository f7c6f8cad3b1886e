import { type Kysely, sql } from 'kysely';

/** Each SetupIntent confirmation is kept as a SetupAttempt, listed by its intent. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table setup_attempts (
    id text primary key,
    account_id text not null,
    livemode boolean not null,
    seq bigserial not null,
    created integer not null,
    data jsonb not null,
    setup_intent text not null
  )`.execute(db);
  await sql`create index setup_attempts_setup_intent on setup_attempts (account_id, livemode, setup_intent, seq desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table setup_attempts`.execute(db);
}
