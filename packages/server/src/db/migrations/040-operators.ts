import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The dashboard's operators (people who sign in with an e-mail and a password, each belonging
 * to one account) and their sign-in sessions, kept server side so a sign-out or an expiry ends
 * a session everywhere. A session is found by the sha256 of its cookie, never by the cookie.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table operators (
    id text primary key,
    account_id text not null references accounts(id),
    email text not null unique,
    password_hash text not null,
    created bigint not null
  )`.execute(db);
  await sql`create table operator_sessions (
    token_hash text primary key,
    operator_id text not null references operators(id) on delete cascade,
    csrf_token text not null,
    livemode boolean not null default false,
    created_ms bigint not null,
    expires_ms bigint not null
  )`.execute(db);
  await sql`create index operator_sessions_expiry on operator_sessions (expires_ms)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table operator_sessions`.execute(db);
  await sql`drop table operators`.execute(db);
}
