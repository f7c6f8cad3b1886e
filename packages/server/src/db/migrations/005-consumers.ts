import { type Kysely, sql } from 'kysely';
import { createResourceTable } from './resource-table.js';

/**
 * Link, the one-click wallet. Consumer accounts belong to the wallet network of this server,
 * not to one merchant, so they are kept per mode only. Saved payment details and shipping
 * addresses are objects owned by a consumer: their `account_id` holds the consumer's id,
 * which lets the shared resource helpers (and the vault) scope them to their owner.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table consumer_accounts (
    id text primary key,
    livemode boolean not null,
    email text not null,
    phone text,
    created integer not null,
    data jsonb not null
  )`.execute(db);
  await sql`create unique index consumer_accounts_email on consumer_accounts (livemode, email)`.execute(db);
  await sql`create table consumer_sessions (
    id text primary key,
    consumer_id text not null,
    livemode boolean not null,
    secret_hash text not null,
    auth_secret_hash text,
    expires_at integer not null,
    logged_out boolean not null default false,
    created integer not null,
    data jsonb not null
  )`.execute(db);
  await sql`create unique index consumer_sessions_secret on consumer_sessions (secret_hash)`.execute(db);
  await sql`create index consumer_sessions_auth_secret on consumer_sessions (auth_secret_hash)`.execute(db);
  await createResourceTable(db, 'consumer_payment_details', [], []);
  await createResourceTable(db, 'consumer_shipping_addresses', [], []);
  // Passkeys: the credential id (base64url) and its public key (COSE, base64url).
  await sql`create table consumer_passkeys (
    id text primary key,
    consumer_id text not null,
    livemode boolean not null,
    public_key text not null,
    counter bigint not null,
    transports jsonb not null,
    created integer not null
  )`.execute(db);
  await sql`create index consumer_passkeys_consumer on consumer_passkeys (consumer_id)`.execute(db);
  // Which saved card a shared payment method came from: a decline for insufficient funds marks it.
  await sql`create table consumer_shares (
    payment_method text primary key,
    consumer_id text not null,
    payment_details text not null,
    livemode boolean not null,
    created integer not null
  )`.execute(db);
  // Test-mode messages only: what the default notifier "sent", for developers and browser tests.
  await sql`create table consumer_outbox (
    id text primary key,
    seq bigserial not null,
    livemode boolean not null,
    consumer_id text not null,
    channel text not null,
    recipient text not null,
    code text not null,
    created integer not null,
    expires_at integer not null
  )`.execute(db);
  await sql`create index consumer_outbox_recipient on consumer_outbox (livemode, recipient, seq desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'consumer_outbox',
    'consumer_shares',
    'consumer_passkeys',
    'consumer_shipping_addresses',
    'consumer_payment_details',
    'consumer_sessions',
    'consumer_accounts',
  ]) {
    await sql.raw(`drop table ${table}`).execute(db);
  }
}
