import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The documents every payment writes (its intent, charge, payment method and events) are kept
 * as `json`, the text the server sent, instead of `jsonb`: PostgreSQL then only checks them
 * instead of taking each apart into its binary form on every write and building the text again
 * on every read, which was the largest share of its CPU on a payment. The server never asks
 * these tables for what only `jsonb` does (containment, `?`, equality of documents); `->>` and
 * `#>>` work on both. Where the server offers it, they are compressed with lz4 rather than
 * pglz when they are long enough to be compressed: several times faster for about the same size.
 */
const TABLES = ['events', 'payment_intents', 'charges', 'payment_methods'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const lz4 = await offersLz4(db);
  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} alter column data type json using data::json`.execute(db);
    if (lz4) await sql`alter table ${sql.table(table)} alter column data set compression lz4`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} alter column data type jsonb using data::jsonb`.execute(db);
    await sql`alter table ${sql.table(table)} alter column data set compression default`.execute(db);
  }
}

/** PostgreSQL built with lz4 lists it among the column compressions (the embedded one may not). */
async function offersLz4(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql<{ lz4: boolean }>`
    select coalesce(bool_or('lz4' = any(enumvals)), false) as lz4
    from pg_settings where name = 'default_toast_compression'`.execute(db);
  return rows[0]?.lz4 === true;
}
