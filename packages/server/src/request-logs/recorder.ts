import type { Db } from '../store/types.js';

export interface RequestLogEntry {
  id: string;
  accountId: string;
  livemode: boolean;
  createdMs: number;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  idempotencyKey: string | null;
  keyKind: string;
  sourceIp: string | null;
}

/** Rows written at once at most, and the wait before a partial batch is written. */
const BATCH = 200;
const FLUSH_MS = 250;
/** Beyond this many waiting rows (the database is down or slow), the oldest are dropped. */
const MAX_WAITING = 5000;

/**
 * Keeps the request log off the request's path: entries wait in memory and are written a batch
 * at a time, a quarter of a second apart at most. Losing the last quarter second of log lines
 * in a crash is the price of not adding a write to every call.
 */
export class RequestLogRecorder {
  #waiting: RequestLogEntry[] = [];
  #timer: NodeJS.Timeout | undefined;
  #writing: Promise<void> = Promise.resolve();
  #closed = false;

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
  ) {}

  record(entry: RequestLogEntry): void {
    if (this.#closed) return;
    this.#waiting.push(entry);
    if (this.#waiting.length > MAX_WAITING) this.#waiting.splice(0, this.#waiting.length - MAX_WAITING);
    if (this.#waiting.length >= BATCH) void this.flush();
    else this.#timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }

  /** Writes what waits; resolves once it (and any earlier write) is in the database. */
  flush(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const rows = this.#waiting.splice(0);
    if (rows.length === 0) return this.#writing;
    this.#writing = this.#writing.then(() => this.#write(rows)).catch(this.onError);
    return this.#writing;
  }

  async close(): Promise<void> {
    await this.flush();
    this.#closed = true;
  }

  async #write(rows: RequestLogEntry[]): Promise<void> {
    for (let start = 0; start < rows.length; start += BATCH) {
      await this.db
        .insertInto('request_logs')
        .values(
          rows.slice(start, start + BATCH).map((row) => ({
            id: row.id,
            account_id: row.accountId,
            livemode: row.livemode,
            created_ms: row.createdMs,
            method: row.method,
            path: row.path,
            status: row.status,
            duration_ms: row.durationMs,
            idempotency_key: row.idempotencyKey,
            key_kind: row.keyKind,
            source_ip: row.sourceIp,
          })),
        )
        .execute();
    }
  }
}

/** Request log rows are kept this long (seven days, as a tail or an investigation needs). */
export const REQUEST_LOG_RETENTION_MS = 7 * 24 * 3600_000;

export async function pruneRequestLogs(db: Db, now = Date.now()): Promise<void> {
  await db
    .deleteFrom('request_logs')
    .where('created_ms', '<', now - REQUEST_LOG_RETENTION_MS)
    .execute();
}

declare module '../kernel/app-context.js' {
  interface AppContext {
    requestLogs: RequestLogRecorder;
  }
}
