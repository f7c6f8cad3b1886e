import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { createResourceTable } from './resource-table.js';

/**
 * Crypto onramp sessions. Beside the session: what the hosted flow learned of the buyer
 * (never part of the answered object), and when a paid purchase is due to be delivered.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createResourceTable(
    db,
    'crypto_onramp_sessions',
    ['status text not null', 'flow jsonb not null', 'deliver_at integer'],
    ['status'],
  );
  await sql`create index crypto_onramp_sessions_due on crypto_onramp_sessions (deliver_at) where deliver_at is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table crypto_onramp_sessions`.execute(db);
}
