import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import { migrations } from './migrations/index.js';
import { preparedPool } from './pg-pool.js';
import { pgliteDialect } from './pglite-driver.js';
import type { Database } from './schema.js';

export interface OpenDatabase {
  db: Kysely<Database>;
  kind: 'postgres' | 'pglite';
  /** The PostgreSQL pool's connections now (none for PGlite, which has one in-process connection). */
  poolStats?: () => PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  /** Connections open, idle among them, and queries waiting for one. */
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface OpenOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; `memory://` for a throw-away database. */
  dataDir: string;
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const max = options.poolSize ?? 16;
    const pool = preparedPool(options.databaseUrl, max);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    await migrate(db);
    const poolStats = () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max,
    });
    return { db, kind: 'postgres', poolStats, close: () => db.destroy() };
  }
  let location = options.dataDir;
  if (!location.startsWith('memory://')) {
    location = path.join(options.dataDir, 'pgdata');
    mkdirSync(location, { recursive: true });
  }
  const pglite = new PGlite(location, { parsers: { 20: (value: string) => Number(value) } });
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: pgliteDialect(pglite) });
  await migrate(db);
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}

async function migrate(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
