import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * What a `link` payment method pays with (docs/link.md#the-link-payment-method): the card or
 * bank account payment method, in the same merchant account, that Link shared for it. The
 * merchant only ever sees the `link` one; confirming it charges the funding source.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table link_funding (
    payment_method text primary key,
    account_id text not null,
    livemode boolean not null,
    funding text not null,
    funding_type text not null,
    created bigint not null
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table link_funding`.execute(db);
}
