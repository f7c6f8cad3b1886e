import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { createResourceTable } from './resource-table.js';

/** Payment links: the object, its lines, and the token of its public page address. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createResourceTable(
    db,
    'payment_links',
    ['active boolean not null', 'url_token text not null unique', 'lines jsonb not null'],
    ['active'],
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table payment_links`.execute(db);
}
