import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, freshPostgresDatabase } from '../testing/harness.js';
import { preparedPool } from './pg-pool.js';

describe.skipIf(!DATABASES.includes('postgres'))('the PostgreSQL pool', () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  beforeAll(async () => {
    database = await freshPostgresDatabase();
  });
  afterAll(async () => database?.drop());

  it('compresses the JSON it stores with lz4 where the server has it, and still works where it has not', async () => {
    const pool = preparedPool(database.url, 2);
    try {
      const client = await pool.connect();
      try {
        const offered = await client.query<{ lz4: boolean }>(
          `select 'lz4' = any(enumvals) as lz4 from pg_settings where name = 'default_toast_compression'`,
        );
        const setting = await client.query<{ default_toast_compression: string }>(
          'show default_toast_compression',
        );
        expect(setting.rows[0]?.default_toast_compression).toBe(offered.rows[0]?.lz4 ? 'lz4' : 'pglz');
        // A large document is stored compressed with the connection's method.
        await client.query('create table documents (data jsonb)');
        await client.query(
          `insert into documents select jsonb_build_object('text', repeat('payframe ', 1000))`,
        );
        const stored = await client.query<{ method: string }>(
          'select pg_column_compression(data) as method from documents',
        );
        expect(stored.rows[0]?.method).toBe(setting.rows[0]?.default_toast_compression);
      } finally {
        client.release();
      }
    } finally {
      await pool.end();
    }
  });
});
