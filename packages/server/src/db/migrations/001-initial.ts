import { type Kysely, sql } from 'kysely';
import { createResourceTable } from './resource-table.js';

const RESOURCE_TABLES: Record<string, string[]> = {
  customers: ['email text', 'deleted boolean not null default false'],
  // consumed: detached, or used once without a customer: Stripe refuses to use it again.
  payment_methods: [
    'customer text',
    'type text not null',
    'fingerprint text',
    'consumed boolean not null default false',
  ],
  payment_intents: ['customer text'],
  setup_intents: ['customer text'],
  // processor_ref: the processor's reference for the payment (capture, refund, release use it).
  charges: ['customer text', 'payment_intent text', 'processor_ref text'],
  refunds: ['charge text', 'payment_intent text'],
  tokens: [],
  // used: a confirmation token confirms one intent only.
  confirmation_tokens: ['used boolean not null default false'],
  customer_sessions: ['secret_hash text not null', 'expires_at integer'],
  ephemeral_keys: ['secret_hash text not null', 'expires_at integer'],
  events: ['type text not null', 'dispatch_pending boolean not null default false'],
  webhook_endpoints: [
    'secret_sealed text not null',
    'connect boolean not null default false',
    'disabled boolean not null default false',
  ],
};

const FILTER_INDEXES: Record<string, string[]> = {
  customers: ['email'],
  payment_methods: ['customer'],
  payment_intents: ['customer'],
  setup_intents: ['customer'],
  charges: ['payment_intent', 'customer'],
  refunds: ['charge', 'payment_intent'],
  events: ['type'],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table accounts (
    id text primary key,
    created integer not null,
    parent_id text references accounts(id),
    data jsonb not null
  )`.execute(db);
  await sql`create table api_keys (
    id text primary key,
    account_id text not null references accounts(id),
    livemode boolean not null,
    kind text not null,
    hash text not null unique,
    sealed text not null,
    created integer not null,
    expires_at integer
  )`.execute(db);

  for (const [table, extra] of Object.entries(RESOURCE_TABLES)) {
    await createResourceTable(db, table, extra, FILTER_INDEXES[table] ?? []);
  }
  await sql`create unique index customer_sessions_secret on customer_sessions (secret_hash)`.execute(db);
  await sql`create unique index ephemeral_keys_secret on ephemeral_keys (secret_hash)`.execute(db);
  await sql`create index events_dispatch on events (seq) where dispatch_pending`.execute(db);

  await sql`create table webhook_deliveries (
    id text primary key,
    account_id text not null,
    livemode boolean not null,
    event_id text not null,
    endpoint_id text not null,
    attempts integer not null default 0,
    next_attempt_at bigint not null,
    status text not null,
    last_status integer,
    last_error text,
    created integer not null
  )`.execute(db);
  await sql`create index webhook_deliveries_due on webhook_deliveries (next_attempt_at) where status = 'pending'`.execute(
    db,
  );
  await sql`create index webhook_deliveries_event on webhook_deliveries (event_id)`.execute(db);
  await sql`create index webhook_deliveries_endpoint on webhook_deliveries (endpoint_id)`.execute(db);

  // A pending next action of an intent (3-D Secure challenge, redirect authorization): the hosted
  // page's URL names the row and carries a token whose hash is kept here.
  await sql`create table intent_actions (
    id text primary key,
    account_id text not null,
    livemode boolean not null,
    intent_id text not null,
    kind text not null,
    token_hash text not null,
    status text not null,
    created integer not null,
    data jsonb not null
  )`.execute(db);
  await sql`create index intent_actions_intent on intent_actions (intent_id)`.execute(db);

  // Bank debits waiting for the processor to settle them; kept here so a restart loses none.
  await sql`create table pending_debits (
    id text primary key,
    account_id text not null,
    livemode boolean not null,
    payment_intent text not null,
    due_at integer not null,
    data jsonb not null,
    created integer not null
  )`.execute(db);
  await sql`create index pending_debits_due on pending_debits (due_at)`.execute(db);

  await sql`create table idempotency_keys (
    account_id text not null,
    livemode boolean not null,
    key text not null,
    request_hash text not null,
    status integer not null,
    body text not null,
    created integer not null,
    primary key (account_id, livemode, key)
  )`.execute(db);
  await sql`create index idempotency_keys_created on idempotency_keys (created)`.execute(db);

  await sql`create table vault (
    id text primary key,
    account_id text not null,
    sealed text not null,
    created integer not null
  )`.execute(db);
}
