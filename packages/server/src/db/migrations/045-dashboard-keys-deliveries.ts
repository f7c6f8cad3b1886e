import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * What the dashboard's developer pages need. `revealed_at`: a secret key is shown in full once
 * (when it is revealed or made by a roll), then only masked. `response_body`: the start of what
 * an endpoint answered to a delivery's last attempt, for the operator to see why it failed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table api_keys add column revealed_at integer`.execute(db);
  await sql`alter table webhook_deliveries add column response_body text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table webhook_deliveries drop column response_body`.execute(db);
  await sql`alter table api_keys drop column revealed_at`.execute(db);
}
