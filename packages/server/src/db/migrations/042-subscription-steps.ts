import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * What the renewal worker needs to move subscriptions without a test clock on in real time:
 * `next_step_at`, when the next thing is due to one (null: not yet worked out, as after any
 * change), and `stepped_to`, the time up to which its steps have run, so an announcement
 * (`trial_will_end`, `invoice.upcoming`) is made once however many instances look at it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table subscriptions add column next_step_at integer`.execute(db);
  await sql`alter table subscriptions add column stepped_to integer`.execute(db);
  await sql`create index subscriptions_due on subscriptions (next_step_at)
    where test_clock is null and status not in ('canceled', 'incomplete_expired')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index subscriptions_due`.execute(db);
  await sql`alter table subscriptions drop column stepped_to`.execute(db);
  await sql`alter table subscriptions drop column next_step_at`.execute(db);
}
