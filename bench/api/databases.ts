import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface FreshDatabase {
  name: string;
  url: string;
  /** What the bench is entitled to claim: the server's commit durability setting. */
  synchronousCommit: string;
  drop(): Promise<void>;
}

/** A new, empty PostgreSQL database with the server's default (durable) commit settings. */
export async function freshPostgres(): Promise<FreshDatabase> {
  const name = `payframe_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const setting = await admin.query<{ synchronous_commit: string }>('show synchronous_commit');
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    synchronousCommit: setting.rows[0]?.synchronous_commit ?? 'unknown',
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
