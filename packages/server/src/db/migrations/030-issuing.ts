import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { createResourceTable } from './resource-table.js';

/**
 * Issuing: cardholders, their virtual cards, the test authorizations made on them, and the nonces that let a browser show a card's
 * number. A card's number is sealed in the vault; the table keeps only its hash, so no two
 * cards share a number. An ephemeral key made for a card's display remembers its nonce.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createResourceTable(
    db,
    'issuing_cardholders',
    ['email text', 'phone_number text', 'status text not null', 'type text not null'],
    ['email', 'status'],
  );
  await createResourceTable(
    db,
    'issuing_cards',
    [
      'cardholder text not null',
      'status text not null',
      'type text not null',
      'last4 text not null',
      'exp_month integer not null',
      'exp_year integer not null',
      'number_hash text not null',
    ],
    ['cardholder', 'status', 'last4'],
  );
  await createResourceTable(
    db,
    'issuing_authorizations',
    ['card text not null', 'cardholder text not null', 'status text not null'],
    ['card', 'cardholder', 'status'],
  );
  await sql`create unique index issuing_cards_number on issuing_cards (number_hash)`.execute(db);
  await sql`create table ephemeral_key_nonces (
    id text primary key,
    account_id text not null,
    livemode boolean not null,
    issuing_card text not null,
    private_hash text not null,
    created integer not null,
    used boolean not null default false
  )`.execute(db);
  await sql`alter table ephemeral_keys add column nonce text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ephemeral_keys drop column nonce`.execute(db);
  await sql`drop table ephemeral_key_nonces`.execute(db);
  await sql`drop table issuing_authorizations`.execute(db);
  await sql`drop table issuing_cards`.execute(db);
  await sql`drop table issuing_cardholders`.execute(db);
}
