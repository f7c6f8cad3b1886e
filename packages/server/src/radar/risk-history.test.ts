import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../db/index.js';
import { DATABASES, type DatabaseKind, freshPostgresDatabase } from '../testing/harness.js';
import { readRiskData, recordPaidAmount } from './risk-read.js';

const scope = { accountId: 'acct_history', livemode: false };

describe.each(DATABASES)('the payment history Radar reads (%s)', (kind: DatabaseKind) => {
  let open: OpenDatabase;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const fresh = kind === 'postgres' ? await freshPostgresDatabase() : undefined;
    drop = fresh?.drop;
    open = await openDatabase({ databaseUrl: fresh?.url, dataDir: 'memory://' });
  });
  afterAll(async () => {
    await open?.close();
    await drop?.();
  });

  const history = async () => (await readRiskData(open.db, scope, [], null)).history;

  it('is the sum of every succeeded payment, whichever connection wrote it', async () => {
    expect(await history()).toEqual({ charges: 0, amountUsd: 0 });
    await Promise.all(
      [10, 20.5, 30].map((amount) =>
        open.db.transaction().execute((tx) => recordPaidAmount(tx, scope, amount)),
      ),
    );
    expect(await history()).toEqual({ charges: 3, amountUsd: 60.5 });
    expect(await readRiskData(open.db, { ...scope, livemode: true }, [], null)).toMatchObject({
      history: { charges: 0, amountUsd: 0 },
    });
  });

  it.skipIf(kind !== 'postgres')('lets a payment commit while another is still open', async () => {
    const before = await history();
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let pidA = -1;
    let recordedA!: () => void;
    const aRecorded = new Promise<void>((resolve) => {
      recordedA = resolve;
    });
    const a = open.db.transaction().execute(async (tx) => {
      await recordPaidAmount(tx, scope, 5);
      // A statement that needs an answer sends the deferred write: its row is now locked.
      pidA = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(tx)).rows[0]!.pid;
      recordedA();
      await held;
    });
    await aRecorded;
    const pidB = await open.db.transaction().execute(async (tx) => {
      const pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(tx)).rows[0]!.pid;
      // Two connections whose process ids share a row would wait: not what this test is about.
      if (pid % 64 !== pidA % 64) await recordPaidAmount(tx, scope, 7);
      return pid;
    });
    release();
    await a;
    const both = pidB % 64 !== pidA % 64;
    expect(await history()).toEqual({
      charges: before.charges + (both ? 2 : 1),
      amountUsd: before.amountUsd + (both ? 12 : 5),
    });
  });
});
