import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { createResourceTable } from './resource-table.js';

/**
 * FX quotes: the exchange rates a merchant locked to present a payment in a shopper's
 * currency. A quote's lock status follows the clock, so only its target currency is a column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createResourceTable(db, 'fx_quotes', ['to_currency text not null'], ['to_currency']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table fx_quotes`.execute(db);
}
