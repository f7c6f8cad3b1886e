import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../db/index.js';
import { GuardStopped } from '../db/statement-batching.js';
import { answerForKey, guardKey, saveIdempotent, stoppedByKey, storedAnswer } from '../http/idempotency.js';
import { listResources } from '../kernel/list.js';
import { DATABASES, freshPostgresDatabase } from '../testing/harness.js';
import { Vault } from '../vault/index.js';
import { deferWrite, findResource, insertResource, updateResource } from './index.js';
import type { Scope, StripeObject } from './types.js';

const scope: Scope = { accountId: 'acct_store_test', livemode: false };
const vault = Vault.fromMasterKey(Buffer.alloc(32, 7));

/** Text that a careless literal would break: quotes, backslashes, dollars, newlines, emoji. */
const AWKWARD = `O'Brien \\ "quoted" $1 $$ -- not a comment /* nor this */ ;\n\t😀 ü`;

function customer(id: string, extra: Record<string, unknown> = {}): StripeObject {
  return {
    id,
    object: 'customer',
    created: 1_700_000_000,
    email: `${id}@example.com`,
    name: AWKWARD,
    ...extra,
  };
}

async function count(db: OpenDatabase['db'], id: string): Promise<number> {
  const rows = await db.selectFrom('customers').select('id').where('id', '=', id).execute();
  return rows.length;
}

/*
 * The store's writes are deferred inside transactions on PostgreSQL (src/db/statement-batching.ts):
 * what a transaction reads, commits and rolls back must be exactly what it would be unbatched,
 * on both databases.
 */
describe.each(DATABASES)('the store inside transactions on %s', (database) => {
  let opened: OpenDatabase;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const pg = database === 'postgres' ? await freshPostgresDatabase() : undefined;
    drop = pg?.drop;
    opened = await openDatabase({ databaseUrl: pg?.url, dataDir: 'memory://' });
  });
  afterAll(async () => {
    await opened?.close();
    await drop?.();
  });

  it('reads its own deferred writes, and commits them', async () => {
    const read = await opened.db.transaction().execute(async (tx) => {
      await insertResource(tx, 'customers', scope, customer('cus_own'), { email: 'own@example.com' });
      await updateResource(tx, 'customers', scope, customer('cus_own', { description: 'updated' }), {
        email: "o'wn@example.com",
      });
      const found = await findResource(tx, 'customers', scope, 'cus_own');
      const byColumn = await tx
        .selectFrom('customers')
        .select('email')
        .where('email', '=', "o'wn@example.com")
        .where('livemode', '=', false)
        .executeTakeFirst();
      return { found, byColumn };
    });
    expect(read.found).toEqual(customer('cus_own', { description: 'updated' }));
    expect(read.byColumn).toEqual({ email: "o'wn@example.com" });
    expect(await findResource(opened.db, 'customers', scope, 'cus_own')).toEqual(
      customer('cus_own', { description: 'updated' }),
    );
  });

  it('keeps every character of what it stores', async () => {
    const object = customer('cus_chars', {
      metadata: { [AWKWARD]: AWKWARD },
      nested: { list: [1, 'two', null] },
    });
    await opened.db.transaction().execute(async (tx) => {
      await insertResource(tx, 'customers', scope, object, { email: AWKWARD });
    });
    expect(await findResource(opened.db, 'customers', scope, 'cus_chars')).toEqual(object);
    const row = await opened.db
      .selectFrom('customers')
      .select('email')
      .where('id', '=', 'cus_chars')
      .executeTakeFirst();
    expect(row?.email).toBe(AWKWARD);
  });

  it('throws away deferred writes when the transaction rolls back', async () => {
    await expect(
      opened.db.transaction().execute(async (tx) => {
        await insertResource(tx, 'customers', scope, customer('cus_rolled_back'));
        throw new Error('handler failed');
      }),
    ).rejects.toThrow('handler failed');
    expect(await count(opened.db, 'cus_rolled_back')).toBe(0);
  });

  it('fails the transaction as a whole when a deferred write fails', async () => {
    await opened.db.transaction().execute(async (tx) => {
      await insertResource(tx, 'customers', scope, customer('cus_taken'));
    });
    await expect(
      opened.db.transaction().execute(async (tx) => {
        await insertResource(tx, 'customers', scope, customer('cus_first_of_two'));
        await insertResource(tx, 'customers', scope, customer('cus_taken'));
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await count(opened.db, 'cus_first_of_two')).toBe(0);
    // The connection is usable afterwards.
    expect(await count(opened.db, 'cus_taken')).toBe(1);
  });

  it('commits with the idempotency record, which refuses a key stored meanwhile', async () => {
    const answer = { status: 200, body: JSON.stringify({ note: AWKWARD }) };
    await opened.db.transaction().execute(async (tx) => {
      await guardKey(tx, scope, 'key-1');
      await insertResource(tx, 'customers', scope, customer('cus_keyed'));
      await saveIdempotent(tx, vault, scope, 'key-1', 'hash', answer);
    });
    expect(await count(opened.db, 'cus_keyed')).toBe(1);
    // At rest the answer is sealed: it may hold a secret shown once (a webhook signing secret).
    const stored = await opened.db
      .selectFrom('idempotency_keys')
      .select('body')
      .where('key', '=', 'key-1')
      .executeTakeFirstOrThrow();
    expect(stored.body).toMatch(/^v1\./);
    expect(stored.body).not.toContain('quoted');
    expect(await storedAnswer(opened.db, vault, scope, 'key-1', 'hash', 'key-1')).toEqual(answer);
    // The guard travels with the transaction's first read: a stored key stops that read, so
    // the request's code never goes on, and the write that came before it is rolled back.
    let goneOn = false;
    const guarded = opened.db.transaction().execute(async (tx) => {
      await guardKey(tx, scope, 'key-1');
      await insertResource(tx, 'customers', scope, customer('cus_after_guard'));
      await findResource(tx, 'customers', scope, 'cus_after_guard');
      goneOn = true;
    });
    await expect(guarded).rejects.toBeInstanceOf(GuardStopped);
    const row = stoppedByKey(await guarded.catch((error: unknown) => error));
    expect(row).toMatchObject({ locked: true, request_hash: 'hash', status: 200 });
    expect(answerForKey(vault, row!, 'hash', 'key-1')).toEqual(answer);
    expect(goneOn).toBe(false);
    expect(await count(opened.db, 'cus_after_guard')).toBe(0);
    await expect(
      opened.db.transaction().execute(async (tx) => {
        await insertResource(tx, 'customers', scope, customer('cus_keyed_twice'));
        await saveIdempotent(tx, vault, scope, 'key-1', 'hash', answer);
      }),
    ).rejects.toMatchObject({ status: 409 });
    expect(await count(opened.db, 'cus_keyed_twice')).toBe(0);
  });

  it('defers any Kysely write with deferWrite, in and out of transactions', async () => {
    const vaultRow = (id: string) => ({ id, account_id: scope.accountId, sealed: AWKWARD, created: 1 });
    const read = await opened.db.transaction().execute(async (tx) => {
      await deferWrite(tx, tx.insertInto('vault').values(vaultRow('vault_in_tx')));
      await deferWrite(tx, tx.updateTable('vault').set({ created: 2 }).where('id', '=', 'vault_in_tx'));
      return tx
        .selectFrom('vault')
        .select(['sealed', 'created'])
        .where('id', '=', 'vault_in_tx')
        .executeTakeFirst();
    });
    expect(read).toEqual({ sealed: AWKWARD, created: 2 });
    await deferWrite(opened.db, opened.db.insertInto('vault').values(vaultRow('vault_alone')));
    const alone = await opened.db.selectFrom('vault').select('id').where('id', '=', 'vault_alone').execute();
    expect(alone).toHaveLength(1);
  });

  it('keeps concurrent transactions apart', async () => {
    const ids = Array.from({ length: 12 }, (_, i) => `cus_parallel_${i}`);
    const outcomes = await Promise.allSettled(
      ids.map((id, i) =>
        opened.db.transaction().execute(async (tx) => {
          await insertResource(tx, 'customers', scope, customer(id));
          if (i % 3 === 0) throw new Error('rolled back');
          await updateResource(tx, 'customers', scope, customer(id, { description: `n${i}` }));
          return findResource(tx, 'customers', scope, id);
        }),
      ),
    );
    for (const [i, outcome] of outcomes.entries()) {
      if (i % 3 === 0) {
        expect(outcome.status).toBe('rejected');
        expect(await count(opened.db, ids[i]!)).toBe(0);
      } else {
        expect(outcome).toMatchObject({ status: 'fulfilled', value: { description: `n${i}` } });
        expect(await count(opened.db, ids[i]!)).toBe(1);
      }
    }
  });

  it('filters lists on booleans, numbers and strings alike', async () => {
    const other: Scope = { accountId: 'acct_store_list', livemode: true };
    await opened.db.transaction().execute(async (tx) => {
      for (let i = 0; i < 3; i++) {
        await insertResource(tx, 'customers', other, {
          ...customer(`cus_list_${i}`),
          created: 1_700_000_000 + i,
        });
      }
      // Within the transaction, the deferred inserts are already listed.
      const page = await listResources(
        tx,
        'customers',
        other,
        { limit: 2, created: { gte: 1_700_000_001 } },
        '/v1/customers',
      );
      expect(page.data.map((c) => c.id)).toEqual(['cus_list_2', 'cus_list_1']);
    });
    const all = await listResources(opened.db, 'customers', other, { limit: 10 }, '/v1/customers', {
      deleted: false,
    });
    expect(all.data.map((c) => c.id)).toEqual(['cus_list_2', 'cus_list_1', 'cus_list_0']);
    const locked = await sql<{
      n: number;
    }>`select count(*)::int as n from customers where livemode = ${true}`.execute(opened.db);
    expect(locked.rows[0]?.n).toBe(3);
  });
});
