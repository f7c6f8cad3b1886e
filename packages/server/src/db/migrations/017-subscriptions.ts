import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { createResourceTable } from './resource-table.js';

/**
 * Subscriptions and the test clocks that move their time. A subscription keeps its customer,
 * status and clock beside the object: lists filter on the first two, and advancing a clock
 * finds the subscriptions it carries by the third.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createResourceTable(
    db,
    'subscriptions',
    ['customer text not null', 'status text not null', 'test_clock text'],
    ['customer', 'status', 'test_clock'],
  );
  await createResourceTable(db, 'test_clocks', [], []);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table test_clocks`.execute(db);
  await sql`drop table subscriptions`.execute(db);
}
