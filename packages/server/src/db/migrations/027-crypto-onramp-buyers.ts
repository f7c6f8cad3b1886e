import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The onramp's returning buyers, one per e-mail per account and mode: the identity check's
 * outcome and the name and address it was given (never the tax id or the date of birth), the
 * wallets they saved and their preferred network and coin. A buyer verified once is not asked
 * again on the merchant's next session.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table crypto_onramp_buyers (
    account_id text not null references accounts(id),
    livemode boolean not null,
    email text not null,
    data jsonb not null,
    updated bigint not null,
    primary key (account_id, livemode, email)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table crypto_onramp_buyers`.execute(db);
}
