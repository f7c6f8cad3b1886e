import { createHash } from 'node:crypto';
import pg from 'pg';
import { PreparedBatches } from './prepared-batches.js';
import { batchTransactions } from './statement-batching.js';

// int8 (counts, sequences) as numbers: every value we store fits in 2^53.
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

/**
 * A pg pool whose clients prepare every parameterised statement once per connection
 * (named by a hash of its text), so the hot path skips parse and plan, and whose
 * transactions send what nobody waits for in batches (statement-batching.ts) of statements
 * prepared with SQL's PREPARE (prepared-batches.ts).
 */
export function preparedPool(connectionString: string, max = 16): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, types: types as pg.CustomTypesConfig });
  const names = new Map<string, string>();
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
    // Every payment writes five or six JSON documents of 2 to 4 KB, which PostgreSQL compresses
    // before storing; lz4 costs a fraction of the default pglz's CPU. A server
    // built without lz4 (or older than 14) refuses the setting and keeps its default.
    query(`set default_toast_compression = 'lz4'`).catch(() => undefined);
    const prepared = (text: unknown, values?: unknown): Promise<unknown> => {
      if (typeof text === 'string' && Array.isArray(values) && values.length > 0) {
        let name = names.get(text);
        if (!name) {
          name = `k${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
          if (names.size < 10_000) names.set(text, name);
        }
        return query({ name, text, values });
      }
      return values === undefined ? query(text) : query(text, values);
    };
    const batched = batchTransactions(prepared, new PreparedBatches());
    (client as { query: unknown }).query = (...args: unknown[]) =>
      // The callback form (pg's own pool.query) passes through untouched.
      args.some((a) => typeof a === 'function') ? query(...args) : batched(args[0], args[1]);
  });
  return pool;
}
