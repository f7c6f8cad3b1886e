import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/**
 * Rows written so far in one database (inserted, updated and deleted, every table), from
 * PostgreSQL's statistics. A backend that went idle soon after reporting reports again only
 * 10 s later (PGSTAT_IDLE_INTERVAL), so a reading first waits that long, and then until two
 * readings agree: what background work (webhooks, the request log) writes after the answers
 * counts too, as it is part of what a payment costs.
 */
export async function rowsWritten(url: string): Promise<number> {
  await sleep(11_000);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    let last = -1;
    for (let tries = 0; tries < 10; tries++) {
      const { rows } = await client.query<{ n: string | null }>(
        'select sum(n_tup_ins + n_tup_upd + n_tup_del) as n from pg_stat_user_tables',
      );
      const now = Number(rows[0]?.n ?? 0);
      if (now === last) return now;
      last = now;
      await sleep(2000);
    }
    return last;
  } finally {
    await client.end();
  }
}

/** The same, table by table (for `BENCH_ROWS=1`: where the rows of a payment go). */
export async function rowsByTable(url: string): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ relname: string; n: string }>(
      'select relname, n_tup_ins + n_tup_upd + n_tup_del as n from pg_stat_user_tables',
    );
    return new Map(rows.map((r) => [r.relname, Number(r.n)]));
  } finally {
    await client.end();
  }
}
