import { Kysely, PostgresDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, freshPostgresDatabase } from '../testing/harness.js';
import { preparedPool } from './pg-pool.js';
import { PreparedBatches } from './prepared-batches.js';
import { COMMIT_AFTER, DEFER } from './statement-batching.js';

describe('PreparedBatches', () => {
  it('prepares a statement with the batch that first carries it, then only executes it', () => {
    const batches = new PreparedBatches();
    const first = batches.render('insert into t values ($1, $2)', ["it's", 2]);
    expect(first).toMatch(
      /^prepare (p[0-9a-f]{24}) as insert into t values \(\$1, \$2\)\n;\nexecute \1 \('it''s', '2'\)$/,
    );
    // Twice in one batch: prepared once.
    expect(batches.render('insert into t values ($1, $2)', ['b', null])).toMatch(
      /^execute p\w+ \('b', NULL\)$/,
    );
    batches.settled(true);
    expect(batches.render('insert into t values ($1, $2)', ['c', 3])).toMatch(/^execute p\w+ \('c', '3'\)$/);
  });

  it('inlines what PREPARE does not take, and declines values it cannot write', () => {
    const batches = new PreparedBatches();
    expect(batches.render('rollback to savepoint s1', [])).toBe('rollback to savepoint s1');
    expect(batches.render('select $1', [new Date(0)])).toBeUndefined();
  });

  it('forgets what a dropped or failed batch would have prepared', () => {
    const batches = new PreparedBatches();
    batches.render('select $1', ['a']);
    batches.discard();
    expect(batches.render('select $1', ['a'])).toMatch(/^prepare /);
    batches.settled(false);
    expect(batches.inDoubt).toBe(true);
    batches.resync([]);
    expect(batches.inDoubt).toBe(false);
    expect(batches.render('select $1', ['a'])).toMatch(/^prepare /);
  });
});

describe.skipIf(!DATABASES.includes('postgres'))('prepared batches on PostgreSQL', () => {
  let drop: () => Promise<void>;
  let db: Kysely<Record<string, { id: string; n: number }>>;
  beforeAll(async () => {
    const fresh = await freshPostgresDatabase();
    drop = fresh.drop;
    // One connection, so every transaction meets what the earlier ones prepared.
    db = new Kysely({ dialect: new PostgresDialect({ pool: preparedPool(fresh.url, 1) }) });
    await sql`create table t (id text primary key, n int not null)`.execute(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await drop?.();
  });

  const write = (id: string, n: number) =>
    db.transaction().execute(async (tx) => {
      await sql`${sql.raw(DEFER)}insert into t (id, n) values (${id}, ${n})`.execute(tx);
      await sql`${sql.raw(COMMIT_AFTER)}insert into t (id, n) values (${`${id}-last`}, ${n + 1})`.execute(tx);
    });

  it('writes with prepared statements, and recovers after a batch that failed midway', async () => {
    await write('a', 1);
    await write('b', 2);
    // The first statement of this batch fails, so nothing after it runs.
    await expect(write('a', 3)).rejects.toMatchObject({ code: '23505' });
    await write('c', 4);
    // The last insert fails after a new statement was prepared (and run) in the same batch:
    // what exists is read back, so it is not prepared twice.
    await expect(
      db.transaction().execute(async (tx) => {
        await sql`${sql.raw(DEFER)}insert into t (n, id) values (${6}, ${'d'})`.execute(tx);
        await sql`${sql.raw(COMMIT_AFTER)}insert into t (id, n) values (${'c'}, ${5})`.execute(tx);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    await db.transaction().execute(async (tx) => {
      await sql`${sql.raw(DEFER)}insert into t (n, id) values (${7}, ${'e'})`.execute(tx);
      await sql`${sql.raw(COMMIT_AFTER)}insert into t (id, n) values (${'f'}, ${8})`.execute(tx);
    });
    const rows = await db.selectFrom('t').select(['id', 'n']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'a', n: 1 },
      { id: 'a-last', n: 2 },
      { id: 'b', n: 2 },
      { id: 'b-last', n: 3 },
      { id: 'c', n: 4 },
      { id: 'c-last', n: 5 },
      { id: 'e', n: 7 },
      { id: 'f', n: 8 },
    ]);
  });
});
