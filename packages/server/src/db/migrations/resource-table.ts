import { type Kysely, sql } from 'kysely';

/**
 * A table that holds Stripe objects: the object as JSON, its account and mode, a sequence
 * for newest-first lists, and the extra columns lists filter on, each with its own index.
 */
export async function createResourceTable(
  db: Kysely<unknown>,
  table: string,
  extraColumns: readonly string[],
  filterColumns: readonly string[],
): Promise<void> {
  const columns = [
    'id text primary key',
    'account_id text not null',
    'livemode boolean not null',
    'seq bigserial not null',
    'created integer not null',
    'data jsonb not null',
    ...extraColumns,
  ];
  await sql.raw(`create table ${table} (${columns.join(', ')})`).execute(db);
  // Lists are newest first within an account and mode.
  await sql.raw(`create index ${table}_list on ${table} (account_id, livemode, seq desc)`).execute(db);
  for (const column of filterColumns) {
    await sql
      .raw(`create index ${table}_${column} on ${table} (account_id, livemode, ${column}, seq desc)`)
      .execute(db);
  }
}
