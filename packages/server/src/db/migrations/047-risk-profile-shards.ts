import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * An account's payment history (what Radar's rules read as its charges so far) was one row per
 * account and mode, updated by every succeeded payment. A row lock is held until the commit is
 * on disk, so all of an account's payments committed one after the other, each waiting for its
 * own disk flush: the hot path's ceiling. The history is now the sum of up to one row per
 * database connection (`shard`), so concurrent payments update different rows and their commits
 * are flushed together; the sum reads exactly what the single row held. A connection writes the
 * row of its backend process id modulo 64, so an account has at most 64.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table risk_profiles add column shard smallint not null default 0`.execute(db);
  await sql`alter table risk_profiles drop constraint risk_profiles_pkey`.execute(db);
  await sql`alter table risk_profiles add primary key (account_id, livemode, shard)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create temporary table risk_profile_sums as
    select account_id, livemode, sum(charges)::integer as charges, sum(amount_usd) as amount_usd
    from risk_profiles group by account_id, livemode`.execute(db);
  await sql`delete from risk_profiles`.execute(db);
  await sql`alter table risk_profiles drop constraint risk_profiles_pkey`.execute(db);
  await sql`alter table risk_profiles drop column shard`.execute(db);
  await sql`insert into risk_profiles (account_id, livemode, charges, amount_usd)
    select account_id, livemode, charges, amount_usd from risk_profile_sums`.execute(db);
  await sql`drop table risk_profile_sums`.execute(db);
  await sql`alter table risk_profiles add primary key (account_id, livemode)`.execute(db);
}
