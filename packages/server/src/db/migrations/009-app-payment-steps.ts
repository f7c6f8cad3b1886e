import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * What an app payment's pending action does when its time comes, without the shopper: a QR
 * code that expires (Pix), a payment the banking app answers a few seconds after it was sent
 * (BLIK in test mode). Kept here so a restart loses none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table pending_action_steps (
    id text primary key,
    account_id text not null,
    livemode boolean not null,
    intent_id text not null,
    due_at integer not null,
    data jsonb not null,
    created integer not null
  )`.execute(db);
  await sql`create index pending_action_steps_due on pending_action_steps (due_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table pending_action_steps`.execute(db);
}
