import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/** The vault's data keys, wrapped under each master key allowed to open this database. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table vault_keys (
    check_value text primary key,
    wrapped text not null,
    created bigint not null
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table vault_keys`.execute(db);
}
