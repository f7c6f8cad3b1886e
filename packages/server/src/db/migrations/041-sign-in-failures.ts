import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Failed dashboard sign-ins counted in the database, so every server instance on one database
 * refuses the same guesses: a limit kept in each process's memory would let an attacker spread
 * guesses across instances behind a load balancer. A key is `ip <address>` or `email <e-mail>`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table sign_in_failures (
    key text primary key,
    count integer not null,
    since_ms bigint not null
  )`.execute(db);
  await sql`create index sign_in_failures_since on sign_in_failures (since_ms)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table sign_in_failures`.execute(db);
}
