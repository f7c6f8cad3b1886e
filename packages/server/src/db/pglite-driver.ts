import type { PGlite } from '@electric-sql/pglite';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';
import { PreparedBatches } from './prepared-batches.js';
import { batchTransactions } from './statement-batching.js';

/**
 * Kysely over embedded PGlite. PGlite is one session, so the driver hands out its single
 * connection to one caller at a time: a transaction holds it until commit or rollback.
 */
export function pgliteDialect(db: PGlite): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new PgliteDriver(db),
    createIntrospector: (k: Kysely<any>) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}

class PgliteDriver implements Driver {
  readonly #connection: PgliteConnection;
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | undefined;

  constructor(db: PGlite) {
    this.#connection = new PgliteConnection(db);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#queue;
    let release!: () => void;
    this.#queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    this.#release = release;
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery({ sql: 'begin', parameters: [] } as unknown as CompiledQuery);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery({ sql: 'commit', parameters: [] } as unknown as CompiledQuery);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery({ sql: 'rollback', parameters: [] } as unknown as CompiledQuery);
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  async destroy(): Promise<void> {
    await this.#queue;
  }
}

interface Answer {
  rows: unknown[];
  affectedRows?: number | undefined;
  /** What statement-batching.ts answers for a deferred write. */
  rowCount?: number | null;
}

/**
 * Each call into PGlite is a whole protocol exchange with the embedded server, and each
 * statement sent with parameters is parsed and planned again: the hot path's cost on PGlite.
 * Its transactions are therefore batched as on PostgreSQL (statement-batching.ts): writes that
 * nobody waits for go with the next statement that needs an answer, as one `exec` of
 * statements prepared once (prepared-batches.ts).
 */
class PgliteConnection implements DatabaseConnection {
  readonly #send: (text: unknown, values?: unknown) => Promise<unknown>;

  constructor(readonly db: PGlite) {
    this.#send = batchTransactions(async (text, values) => {
      if (typeof text !== 'string') throw new Error('PGlite takes statements as text');
      if (Array.isArray(values)) return db.query(text, values);
      const results = await db.exec(text);
      return results.length === 1 ? results[0] : results;
    }, new PreparedBatches());
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = (await this.#send(compiled.sql, [...compiled.parameters])) as Answer;
    const affected = result.affectedRows ?? result.rowCount ?? undefined;
    return {
      rows: result.rows as R[],
      ...(affected !== undefined && affected !== null ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  // biome-ignore lint/correctness/useYield: streaming is not used; Kysely requires the method.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported on PGlite');
  }
}
