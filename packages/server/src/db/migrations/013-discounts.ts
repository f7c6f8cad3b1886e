import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { createResourceTable } from './resource-table.js';

/**
 * Coupons and the promotion codes shoppers type to redeem them. A coupon's id may be chosen
 * by the merchant, so it is unique per account and mode. A promotion code keeps its code in
 * capitals beside the object: shoppers type codes in any case, and the lookup must not care.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table coupons (
    id text not null,
    account_id text not null,
    livemode boolean not null,
    seq bigserial not null,
    created integer not null,
    data jsonb not null,
    primary key (account_id, livemode, id)
  )`.execute(db);
  await sql`create index coupons_list on coupons (account_id, livemode, seq desc)`.execute(db);
  await createResourceTable(
    db,
    'promotion_codes',
    ['code_key text not null', 'active boolean not null', 'coupon text not null', 'customer text'],
    ['code_key', 'active', 'coupon'],
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table promotion_codes`.execute(db);
  await sql`drop table coupons`.execute(db);
}
