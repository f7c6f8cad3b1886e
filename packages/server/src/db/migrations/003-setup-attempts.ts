import { type Kysely, sql } from 'kysely';
import { createResourceTable } from './resource-table.js';

/** Each SetupIntent confirmation is kept as a SetupAttempt, listed by its intent. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createResourceTable(db, 'setup_attempts', ['setup_intent text not null'], ['setup_intent']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table setup_attempts`.execute(db);
}
