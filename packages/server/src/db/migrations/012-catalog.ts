import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The catalogue: products and their prices. A product's id may be chosen by the merchant, so
 * it is unique per account and mode rather than across the server. A lookup key names at most
 * one price of an account and mode.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table products (
    id text not null,
    account_id text not null,
    livemode boolean not null,
    seq bigserial not null,
    created integer not null,
    data jsonb not null,
    active boolean not null,
    shippable boolean,
    url text,
    primary key (account_id, livemode, id)
  )`.execute(db);
  await sql`create index products_list on products (account_id, livemode, seq desc)`.execute(db);
  await sql`create index products_active on products (account_id, livemode, active, seq desc)`.execute(db);

  await sql`create table prices (
    id text primary key,
    account_id text not null,
    livemode boolean not null,
    seq bigserial not null,
    created integer not null,
    data jsonb not null,
    product text not null,
    active boolean not null,
    currency text not null,
    type text not null,
    recurring_interval text,
    lookup_key text
  )`.execute(db);
  await sql`create index prices_list on prices (account_id, livemode, seq desc)`.execute(db);
  await sql`create index prices_product on prices (account_id, livemode, product, seq desc)`.execute(db);
  await sql`create unique index prices_lookup_key on prices (account_id, livemode, lookup_key)
    where lookup_key is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table prices`.execute(db);
  await sql`drop table products`.execute(db);
}
