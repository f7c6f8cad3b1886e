import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { createResourceTable } from './resource-table.js';

/** Sources (the legacy API older integrations still call): card, SEPA, BECS and iDEAL. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createResourceTable(db, 'sources', [], []);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table sources`.execute(db);
}
