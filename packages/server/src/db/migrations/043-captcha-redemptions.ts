import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Captcha tokens already used (docs/radar.md#captcha): a token is good once, so each redeemed
 * one leaves its challenge's nonce here until the challenge expires. A passive token the
 * browser attached to a payment ahead of its confirmation (`attach_hcaptcha_token`) waits here
 * for that confirmation, which takes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table captcha_redemptions (
    nonce text primary key,
    account_id text not null,
    livemode boolean not null,
    intent_id text,
    passed boolean not null,
    taken boolean not null,
    expires_at integer not null
  )`.execute(db);
  await sql`create index captcha_redemptions_intent on captcha_redemptions (intent_id)`.execute(db);
  await sql`create index captcha_redemptions_expiry on captcha_redemptions (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table captcha_redemptions`.execute(db);
}
