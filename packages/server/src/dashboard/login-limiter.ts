import { sql } from 'kysely';
import type { Db } from '../store/types.js';

/**
 * Sign-in attempts are limited per client address and per e-mail: after `max` failures within
 * the window, further attempts are refused unchecked until the window ends, so a password can
 * not be guessed quickly from one address, nor one operator's from many. The counts live in
 * the database, so every server instance sharing it holds the same limit.
 */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

export class LoginLimiter {
  constructor(
    private readonly max = 5,
    private readonly windowMs = SIGN_IN_WINDOW_MS,
  ) {}

  async blocked(db: Db, keys: readonly string[], now = Date.now()): Promise<boolean> {
    const rows = await db
      .selectFrom('sign_in_failures')
      .select(['count', 'since_ms'])
      .where('key', 'in', keys)
      .execute();
    return rows.some((row) => now - Number(row.since_ms) <= this.windowMs && row.count >= this.max);
  }

  /** Counts a failure under each key in one statement each, atomic across instances. */
  async fail(db: Db, keys: readonly string[], now = Date.now()): Promise<void> {
    const windowStart = now - this.windowMs;
    for (const key of keys) {
      await db
        .insertInto('sign_in_failures')
        .values({ key, count: 1, since_ms: now })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            count: sql<number>`case when sign_in_failures.since_ms < ${windowStart} then 1 else sign_in_failures.count + 1 end`,
            since_ms: sql<number>`case when sign_in_failures.since_ms < ${windowStart} then ${now} else sign_in_failures.since_ms end`,
          }),
        )
        .execute();
    }
  }

  async succeed(db: Db, keys: readonly string[]): Promise<void> {
    await db.deleteFrom('sign_in_failures').where('key', 'in', keys).execute();
  }
}

/** Forgets failure windows that have ended (run by the server's hourly pruning task). */
export async function pruneSignInFailures(db: Db, now = Date.now()): Promise<void> {
  await db
    .deleteFrom('sign_in_failures')
    .where('since_ms', '<', now - SIGN_IN_WINDOW_MS)
    .execute();
}
