import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/index.js';
import type { Db } from '../store/types.js';
import { DATABASES, freshPostgresDatabase } from '../testing/harness.js';
import { LoginLimiter, pruneSignInFailures, SIGN_IN_WINDOW_MS } from './login-limiter.js';

describe.each(DATABASES)('the sign-in limit on %s', (kind) => {
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  async function database(): Promise<Db> {
    if (kind === 'postgres') {
      const pg = await freshPostgresDatabase();
      const opened = await openDatabase({ databaseUrl: pg.url, dataDir: 'unused' });
      drops.push(async () => {
        await opened.close();
        await pg.drop();
      });
      return opened.db;
    }
    const opened = await openDatabase({ dataDir: 'memory://' });
    drops.push(() => opened.close());
    return opened.db;
  }

  it('counts failures made through two server instances together', async () => {
    const db = await database();
    // Two limiters stand for two instances behind a load balancer: each sees half the guesses.
    const [first, second] = [new LoginLimiter(), new LoginLimiter()];
    const keys = ['ip 203.0.113.9', 'email ops@example.com'];
    const now = 1_000_000;
    for (let i = 0; i < 5; i++) {
      expect(await (i % 2 ? second : first).blocked(db, keys, now + i)).toBe(false);
      await (i % 2 ? second : first).fail(db, keys, now + i);
    }
    expect(await first.blocked(db, keys, now + 10)).toBe(true);
    expect(await second.blocked(db, keys, now + 10)).toBe(true);
    // Another address guessing the same operator's password is held by the e-mail key.
    expect(await second.blocked(db, ['ip 198.51.100.1', 'email ops@example.com'], now + 10)).toBe(true);
    expect(await second.blocked(db, ['ip 198.51.100.1', 'email other@example.com'], now + 10)).toBe(false);
  });

  it('counts guesses made at the same moment on both instances', async () => {
    const db = await database();
    const [first, second] = [new LoginLimiter(), new LoginLimiter()];
    const keys = ['ip 203.0.113.10'];
    await Promise.all([0, 1, 2, 3, 4].map((i) => (i % 2 ? second : first).fail(db, keys, 5_000)));
    const rows = await db
      .selectFrom('sign_in_failures')
      .selectAll()
      .where('key', '=', keys[0] ?? '')
      .execute();
    expect(rows.map((row) => row.count)).toEqual([5]);
    expect(await first.blocked(db, keys, 5_001)).toBe(true);
  });

  it('starts a new window once the last one ends, forgets on success, and prunes ended windows', async () => {
    const db = await database();
    const limiter = new LoginLimiter(2, 1000);
    const keys = ['ip 203.0.113.11'];
    await limiter.fail(db, keys, 0);
    await limiter.fail(db, keys, 10);
    expect(await limiter.blocked(db, keys, 500)).toBe(true);
    expect(await limiter.blocked(db, keys, 1011)).toBe(false);
    await limiter.fail(db, keys, 1200);
    expect(await limiter.blocked(db, keys, 1201)).toBe(false);
    await limiter.fail(db, keys, 1300);
    expect(await limiter.blocked(db, keys, 1301)).toBe(true);
    await limiter.succeed(db, keys);
    expect(await limiter.blocked(db, keys, 1302)).toBe(false);

    await new LoginLimiter().fail(db, ['ip 203.0.113.12'], 0);
    await new LoginLimiter().fail(db, ['ip 203.0.113.13'], SIGN_IN_WINDOW_MS);
    await pruneSignInFailures(db, SIGN_IN_WINDOW_MS + 1);
    const left = await db.selectFrom('sign_in_failures').select('key').execute();
    expect(left.map((row) => row.key)).toEqual(['ip 203.0.113.13']);
  });
});
