import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { createResourceTable } from './resource-table.js';

/**
 * Checkout Sessions and the shipping rates they offer. A session keeps its line items beside
 * the object (Stripe answers them only through their own list call or `expand[]=line_items`),
 * and the columns the expiry worker and the completion of an intent look it up by.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createResourceTable(
    db,
    'checkout_sessions',
    [
      'status text not null',
      'expires_at integer not null',
      'payment_intent text',
      'setup_intent text',
      'customer text',
      "line_items jsonb not null default '[]'",
      "intent_data jsonb not null default '{}'",
    ],
    ['payment_intent', 'customer'],
  );
  // The expiry worker's due rows: open sessions past their expires_at.
  await sql`create index checkout_sessions_due on checkout_sessions (expires_at) where status = 'open'`.execute(
    db,
  );
  await sql`create index checkout_sessions_setup_intent on checkout_sessions (setup_intent)`.execute(db);
  await createResourceTable(db, 'shipping_rates', ['active boolean not null'], []);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table shipping_rates`.execute(db);
  await sql`drop table checkout_sessions`.execute(db);
}
