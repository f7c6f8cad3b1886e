/**
 * Round trips to PostgreSQL are the hot path's main cost: on this kind of machine one costs
 * the server about as much CPU as 50 lines of request handling (see bench/api.ts). Inside a
 * transaction, statements whose results nobody reads are therefore batched:
 *
 * - Kysely's `begin` waits and travels with the transaction's first statement;
 * - a statement marked `DEFER` (the store's inserts, updates and deletes) is answered at
 *   once and sent with the next statement that needs an answer, or with the COMMIT;
 * - a statement marked `COMMIT_AFTER` (the idempotency record, always last) carries the
 *   COMMIT, and Kysely's own `commit` is then answered without a round trip.
 *
 * A batch is one simple-protocol message, its statements' parameters written as literals
 * (quoted, so they are typed by context exactly like bound parameters). The pool's
 * connections pass a BatchWriter that prepares each statement once and runs it with EXECUTE
 * (prepared-batches.ts), so PostgreSQL does not parse and plan it again on every request. A statement whose
 * parameters are not plain strings, numbers, booleans or nulls is sent on its own, as
 * before. Consequence to know: a deferred statement's error is reported by the statement
 * that carried it, so only statements that are not expected to fail may be deferred.
 * Outside a transaction nothing is deferred. PGlite takes the same batches, as one `exec`.
 *
 * A statement marked `GUARD` (an idempotency key's lock and lookup, first in its transaction)
 * is queued and answered at once like a deferred write; it is checked when the batch that
 * carries it is answered. When the first row it returned has `proceed` false, the statement
 * that carried it rejects with GuardStopped (holding that row), and so does every statement
 * after it until the rollback: the request's code never sees a result computed past a guard
 * that said stop. A COMMIT_AFTER batch is not stopped: it ends with the write the guard
 * protects (the idempotency record, whose unique key refuses a second commit).
 */
export const DEFER = '/* defer */ ';
export const COMMIT_AFTER = '/* commit after */ ';
export const GUARD = '/* guard */ ';

/** A guard's first row said not to proceed; the row says why. */
export class GuardStopped extends Error {
  constructor(readonly row: Readonly<Record<string, unknown>>) {
    super('the transaction was stopped by its guard');
  }
}

const firstRow = (result: unknown): Record<string, unknown> | undefined =>
  (result as { rows?: Record<string, unknown>[] } | undefined)?.rows?.[0];

/** A quoted literal, as pg's escapeLiteral writes it but with native string search. */
function quoteText(value: string): string {
  const quoted = value.replaceAll("'", "''");
  return value.includes('\\') ? ` E'${quoted.replaceAll('\\', '\\\\')}'` : `'${quoted}'`;
}

function literal(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return quoteText(value);
  if (typeof value === 'boolean') return value ? "'true'" : "'false'";
  if (typeof value === 'number') return Number.isFinite(value) ? `'${String(value)}'` : undefined;
  if (typeof value === 'bigint') return `'${value.toString()}'`;
  return undefined;
}

/**
 * What a statement's text is made of, for placeholders to be found outside quotes and
 * comments: a quoted literal or identifier, a comment, a `$n`, or dollar-quoted text.
 */
const TOKENS = /'(?:[^']|'')*'|"(?:[^"]|"")*"|--[^\n]*|\/\*[\s\S]*?\*\/|\$(\d+)|\$\w*\$/g;

/**
 * The statement with its `$n` placeholders replaced by literals (never inside quotes or
 * comments of the statement), or undefined when a value cannot be written as one.
 */
export function inlineParameters(text: string, values: readonly unknown[]): string | undefined {
  const literals = values.map(literal);
  if (literals.some((l) => l === undefined)) return undefined;
  // Backslash escapes in E'' strings would need a fuller scanner: such statements go alone.
  if (/(^|[^\w])[eE]'/.test(text)) return undefined;
  let unreadable = false;
  const inlined = text.replace(TOKENS, (token: string, index: string | undefined) => {
    if (index === undefined) {
      // Dollar-quoted text cannot be told from a placeholder cheaply: do not batch it.
      if (token.startsWith('$')) unreadable = true;
      return token;
    }
    const value = literals[Number(index) - 1];
    if (value === undefined) unreadable = true;
    return value ?? token;
  });
  return unreadable ? undefined : inlined;
}

type Send = (text: unknown, values?: unknown) => Promise<unknown>;

/** How statements are written into a batch, and told what became of it (prepared-batches.ts). */
export interface BatchWriter {
  render(text: string, values: readonly unknown[]): string | undefined;
  settled(ok: boolean): void;
  discard(): void;
  readonly inDoubt: boolean;
  readonly resyncQuery: string;
  resync(names: readonly string[]): void;
}

/** Writes parameters as literals in the statement itself: nothing to remember. */
const INLINE: BatchWriter = {
  render: inlineParameters,
  settled: () => {},
  discard: () => {},
  inDoubt: false,
  resyncQuery: '',
  resync: () => {},
};

const answered = (command: string, rowCount: number | null = null): Promise<unknown> =>
  Promise.resolve({ command, rowCount, rows: [], fields: [] });

/** A multi-statement simple query answers with one result per statement. */
const resultAt = (result: unknown, index: number): unknown =>
  Array.isArray(result) ? result.at(index) : result;

// A newline first, so a statement ending in a line comment cannot swallow the next one.
const join = (statements: readonly string[]) => statements.join('\n;\n');

/** Wraps one connection's `query` (text and values; see the module comment). */
export function batchTransactions(rawSend: Send, writer: BatchWriter = INLINE): Send {
  let inTransaction = false;
  let beginSent = false;
  let committed = false;
  /** Statements not sent yet: `begin` first while it waits. */
  let queue: string[] = [];
  /** Where the queued guard's answer will be among the results of the batch that takes it. */
  let guardAt: number | undefined;
  /** Set when a guard said stop: every statement is refused until the transaction ends. */
  let stopped: GuardStopped | undefined;

  /** A simple-protocol message of one or more statements, telling the writer how it went. */
  const send: Send = async (text, values) => {
    if (values !== undefined) return rawSend(text, values);
    if (writer.inDoubt) {
      const known = (await rawSend(writer.resyncQuery)) as { rows: { name: string }[] };
      writer.resync(known.rows.map((row) => row.name));
    }
    try {
      const result = await rawSend(text);
      writer.settled(true);
      return result;
    } catch (error) {
      writer.settled(false);
      throw error;
    }
  };
  const inline = (text: string, values: readonly unknown[]) => writer.render(text, values);

  const take = () => {
    const batch = queue;
    queue = [];
    if (batch[0] === 'begin') beginSent = true;
    return batch;
  };

  /**
   * Sends what waits followed by `tail` as one batch, and answers the guard it carries: a
   * guard that says stop refuses the result to the caller, unless the batch carries the COMMIT.
   */
  const flush = async (tail: readonly string[], commits: boolean): Promise<unknown> => {
    const carried = guardAt;
    guardAt = undefined;
    const result = await send(join([...take(), ...tail]));
    const row = carried === undefined ? undefined : firstRow(resultAt(result, carried));
    if (!commits && row?.proceed === false) {
      stopped = new GuardStopped(row);
      throw stopped;
    }
    return result;
  };

  /** Sends what waits together with this statement, or before it when it cannot be inlined. */
  const withQueue = (text: string, values: readonly unknown[] | undefined): Promise<unknown> => {
    if (queue.length === 0) return send(text, values);
    const inlined = inline(text, values ?? []);
    if (inlined !== undefined) return flush([inlined], false).then((r) => resultAt(r, -1));
    return flush([], false).then(() => send(text, values));
  };

  /** A guard goes at once where it cannot wait in the queue; its answer is checked the same way. */
  const guardNow = async (text: string, values: readonly unknown[] | undefined): Promise<unknown> => {
    const result = await withQueue(text, values);
    const row = firstRow(result);
    if (row?.proceed !== false) return result;
    const stop = new GuardStopped(row);
    if (inTransaction) stopped = stop;
    throw stop;
  };

  /** Queues a guard first in its transaction, where its place in the batch is known. */
  const queueGuard = (rendered: string): Promise<unknown> => {
    // A statement prepared in this batch is two: its PREPARE, then its EXECUTE.
    guardAt = queue.length + (rendered.startsWith('prepare ') ? 1 : 0);
    queue.push(rendered);
    return answered('SELECT', 0);
  };

  /** After the rollback that follows a failed batch, the connection is idle: read its names back. */
  const resyncAfterFailure = async (result: unknown) => {
    if (writer.inDoubt) {
      const known = (await rawSend(writer.resyncQuery)) as { rows: { name: string }[] };
      writer.resync(known.rows.map((row) => row.name));
    }
    return result;
  };

  const endTransaction = () => {
    guardAt = undefined;
    stopped = undefined;
  };

  return (text, values) => {
    const params = Array.isArray(values) ? (values as unknown[]) : undefined;
    // After a guard said stop, only the transaction's end goes through (a commit is refused).
    if (stopped && text !== 'rollback') return Promise.reject(stopped);
    if (typeof text !== 'string') {
      // A query config object: send what waits first, then it as it is.
      return queue.length === 0 ? send(text, values) : flush([], false).then(() => send(text, values));
    }
    if (text === 'begin') {
      endTransaction();
      inTransaction = true;
      beginSent = false;
      committed = false;
      queue = ['begin'];
      return answered('BEGIN');
    }
    if (text === 'commit' || text === 'rollback') {
      const wasCommitted = committed;
      const started = beginSent;
      inTransaction = false;
      beginSent = false;
      committed = false;
      if (wasCommitted) return answered(text.toUpperCase());
      if (text === 'rollback') {
        queue = [];
        endTransaction();
        writer.discard();
        return started ? rawSend('rollback').then(resyncAfterFailure) : answered('ROLLBACK');
      }
      if (queue.length === 1 && queue[0] === 'begin') {
        queue = [];
        return answered('COMMIT'); // Nothing ran.
      }
      return queue.length === 0 ? send('commit') : flush(['commit'], true).then((r) => resultAt(r, -1));
    }
    if (text.startsWith('start transaction')) {
      endTransaction();
      inTransaction = true;
      beginSent = true;
      committed = false;
      return withQueue(text, params);
    }
    if (text.startsWith(GUARD)) {
      const onlyBegin = queue.length === 0 || (queue.length === 1 && queue[0] === 'begin');
      const inlined =
        inTransaction && onlyBegin && guardAt === undefined ? inline(text, params ?? []) : undefined;
      return inlined === undefined ? guardNow(text, params) : queueGuard(inlined);
    }
    if (inTransaction && text.startsWith(DEFER)) {
      const inlined = inline(text, params ?? []);
      if (inlined !== undefined) {
        queue.push(inlined);
        const command = /^\s*(\w+)/.exec(text.slice(DEFER.length))?.[1]?.toUpperCase() ?? 'DEFERRED';
        return answered(command, 1);
      }
    }
    if (inTransaction && text.startsWith(COMMIT_AFTER)) {
      const inlined = inline(text, params ?? []);
      if (inlined !== undefined) {
        return flush([inlined, 'commit'], true).then((r) => {
          committed = true;
          return resultAt(r, -2);
        });
      }
    }
    return withQueue(text, params);
  };
}
