import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { dispatchBatch } from '../webhooks/dispatch.js';

/**
 * Rows are what a payment costs the database beside its round trips: each one written is a
 * tuple, its indexes and its WAL. A trigger on every table counts the rows a create + confirm
 * writes, the request log's batch and the webhook dispatcher's pass included, so a write
 * added to the hot path (or one nothing reads) shows up here.
 */
describe.each(DATABASES)('rows written per payment on %s', (database) => {
  let t: TestServer;
  const db = () => t.server.context.db;

  async function pay(): Promise<void> {
    const pi = await t.stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    expect(pi.status).toBe('succeeded');
    await t.server.context.requestLogs.flush();
  }

  /** Rows written by `work`, table by table ("table op": count). */
  async function rowsWritten(work: () => Promise<void>): Promise<Record<string, number>> {
    await sql`delete from row_writes`.execute(db());
    await work();
    const { rows } = await sql<{ tbl: string; op: string; n: number }>`
      select tbl, op, count(*)::int as n from row_writes group by tbl, op order by tbl, op`.execute(db());
    const written: Record<string, number> = {};
    for (const r of rows) {
      // The account's payment history is one row per shard: added on its first use, then updated.
      const op = r.tbl === 'risk_profiles' ? 'upsert' : r.op.toLowerCase();
      written[`${r.tbl} ${op}`] = (written[`${r.tbl} ${op}`] ?? 0) + r.n;
    }
    return written;
  }

  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
    await pay();
    await sql`create table row_writes (tbl text not null, op text not null)`.execute(db());
    await sql`create function count_row_write() returns trigger language plpgsql as $$
      begin insert into row_writes values (tg_table_name, tg_op); return null; end $$`.execute(db());
    await sql`do $$ declare t text; begin
      for t in select table_name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> 'row_writes'
      loop
        execute format('create trigger count_row_write after insert or update or delete on %I
          for each row execute function count_row_write()', t);
      end loop; end $$`.execute(db());
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates and confirms a card payment in ten rows, none for webhooks nobody listens to', async () => {
    const written = await rowsWritten(async () => {
      await pay();
      // No endpoint listens: the dispatcher has nothing to deliver, and nothing to mark.
      expect(await dispatchBatch(db())).toEqual({ deliveries: 0, more: false });
    });
    expect(written).toEqual({
      'charges insert': 1,
      'events insert': 3,
      'idempotency_keys insert': 1,
      'payment_intents insert': 1,
      // Made for this payment without a customer: written used up at once (one payment only).
      'payment_methods insert': 1,
      'request_logs insert': 1,
      'risk_profiles upsert': 1,
      'vault insert': 1,
    });
  });

  it('marks only the events an endpoint listens to for the dispatcher', async () => {
    await t.stripe.webhookEndpoints.create({
      url: 'https://example.com/hook',
      enabled_events: ['charge.succeeded'],
    });
    const written = await rowsWritten(async () => {
      await pay();
      expect(await dispatchBatch(db())).toMatchObject({ deliveries: 1 });
    });
    expect(written).toMatchObject({ 'events insert': 3, 'events update': 1, 'webhook_deliveries insert': 1 });
  });
});
