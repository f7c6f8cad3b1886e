import { type Compilable, CompiledQuery } from 'kysely';
import { DEFER } from '../db/statement-batching.js';
import type { Db } from './types.js';

/**
 * Runs a write whose result nobody reads (an insert, update or delete without `returning`)
 * as a deferred statement: inside a transaction on PostgreSQL it travels with the next
 * statement that needs an answer, or with the COMMIT, instead of costing a round trip of
 * its own (src/db/statement-batching.ts). It must not be expected to fail: its error, if
 * any, is reported by the statement that carried it.
 *
 *   await deferWrite(ctx.db, ctx.db.insertInto('vault').values({ ... }));
 */
export async function deferWrite(db: Db, query: Compilable): Promise<void> {
  const compiled = query.compile();
  await db.executeQuery(CompiledQuery.raw(`${DEFER}${compiled.sql}`, [...compiled.parameters]));
}
