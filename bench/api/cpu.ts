import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

/**
 * CPU time from /proc (Linux), so a result on a shared machine can be read per request:
 * throughput falls when other work takes the cores, CPU per request does not.
 */
const TICKS_PER_SECOND = 100;

export function ownCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function children(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/** CPU milliseconds used so far by a process and all its descendants. */
export function treeCpuMs(pid: number): number {
  return ownCpuMs(pid) + children(pid).reduce((sum, child) => sum + treeCpuMs(child), 0);
}

/** CPU milliseconds used so far by the PostgreSQL backends serving one database. */
export async function backendCpuMs(adminUrl: string, database: string): Promise<number> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1',
      [database],
    );
    return rows.reduce((sum, row) => sum + ownCpuMs(row.pid), 0);
  } finally {
    await client.end();
  }
}

export const cpuAvailable = (() => {
  try {
    readFileSync('/proc/self/stat');
    return true;
  } catch {
    return false;
  }
})();

/**
 * Checkpoints PostgreSQL has run so far (on time or asked for by WAL volume). A checkpoint's
 * writes and the full pages the WAL carries after it slow commits for a while: the tail of a
 * run with one in it is not the tail of a run without.
 */
export async function checkpointCount(adminUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'select checkpoints_timed + checkpoints_req as n from pg_stat_bgwriter',
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}
