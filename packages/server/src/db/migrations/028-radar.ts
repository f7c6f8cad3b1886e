import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { createResourceTable } from './resource-table.js';

/**
 * Radar: the merchant's rules and value lists, reviews, early fraud warnings, browser
 * sessions, and each account's payment history the risk engine compares amounts with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createResourceTable(db, 'radar_rules', [], []);
  // An alias names a list in rules: unique within an account and mode.
  await createResourceTable(db, 'radar_value_lists', ['alias text not null'], []);
  await sql`create unique index radar_value_lists_alias on radar_value_lists (account_id, livemode, alias)`.execute(
    db,
  );
  // `value_key` is the value as rules match it (lower-cased unless the list is case-sensitive):
  // a payment reads only the items equal to one of its own values.
  await createResourceTable(
    db,
    'radar_value_list_items',
    ['value_list text not null', 'value_key text not null'],
    ['value_list'],
  );
  await sql`create index radar_value_list_items_key on radar_value_list_items (account_id, livemode, value_key)`.execute(
    db,
  );
  await createResourceTable(
    db,
    'reviews',
    ['open boolean not null', 'charge text', 'payment_intent text'],
    ['open'],
  );
  await createResourceTable(
    db,
    'radar_early_fraud_warnings',
    ['charge text not null', 'payment_intent text'],
    ['charge', 'payment_intent'],
  );
  await createResourceTable(db, 'radar_sessions', [], []);
  await sql`create table risk_profiles (
    account_id text not null,
    livemode boolean not null,
    charges integer not null,
    amount_usd double precision not null,
    primary key (account_id, livemode)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'risk_profiles',
    'radar_sessions',
    'radar_early_fraud_warnings',
    'reviews',
    'radar_value_list_items',
    'radar_value_lists',
    'radar_rules',
  ]) {
    await sql.raw(`drop table ${table}`).execute(db);
  }
}
