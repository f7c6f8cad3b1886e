import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { createResourceTable } from './resource-table.js';

/** Payment method domains: where a merchant's pages may show wallet buttons. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createResourceTable(
    db,
    'payment_method_domains',
    ['domain_name text not null', 'enabled boolean not null'],
    ['domain_name'],
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table payment_method_domains`.execute(db);
}
