import { type Kysely, sql } from 'kysely';
import { createResourceTable } from './resource-table.js';

/** Mandates become retrievable objects (`GET /v1/mandates/:id`), looked up by payment method. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createResourceTable(db, 'mandates', ['payment_method text not null'], ['payment_method']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table mandates`.execute(db);
}
