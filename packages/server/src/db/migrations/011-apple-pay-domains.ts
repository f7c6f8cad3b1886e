import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { createResourceTable } from './resource-table.js';

/** Apple Pay domains: the older API for registering a domain, beside payment method domains. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createResourceTable(db, 'apple_pay_domains', ['domain_name text not null'], ['domain_name']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table apple_pay_domains`.execute(db);
}
