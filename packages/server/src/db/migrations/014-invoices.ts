import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { createResourceTable } from './resource-table.js';

/**
 * One-off invoices and their items. An item waits on its customer (`invoice` null) until an
 * invoice takes it. An invoice's hosted page is found by a random token, never by its id, so
 * the link in an e-mail opens that invoice and guesses open none. The invoice outbox keeps
 * the e-mails sending an invoice wrote in test mode, as the Link outbox keeps codes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createResourceTable(
    db,
    'invoiceitems',
    ['customer text not null', 'invoice text'],
    ['customer', 'invoice'],
  );
  await createResourceTable(
    db,
    'invoices',
    ['customer text not null', 'status text not null', 'number text', 'hosted_token text'],
    ['customer', 'status'],
  );
  await sql`create unique index invoices_hosted_token on invoices (hosted_token) where hosted_token is not null`.execute(
    db,
  );
  await sql`create unique index invoices_number on invoices (account_id, livemode, number) where number is not null`.execute(
    db,
  );
  await sql`create table invoice_outbox (
    id text primary key,
    seq bigserial not null,
    account_id text not null,
    livemode boolean not null,
    invoice text not null,
    recipient text not null,
    subject text not null,
    body text not null,
    created integer not null
  )`.execute(db);
  await sql`create index invoice_outbox_list on invoice_outbox (account_id, livemode, seq desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table invoice_outbox`.execute(db);
  await sql`drop table invoices`.execute(db);
  await sql`drop table invoiceitems`.execute(db);
}
