import { createHash } from 'node:crypto';
import { inlineParameters } from './statement-batching.js';

/**
 * Batched statements travel as one simple-protocol message (statement-batching.ts), which
 * PostgreSQL would parse, analyse and plan again on every request. Instead each statement is
 * prepared once per connection with SQL's PREPARE (in the batch that first carries it) and
 * run with EXECUTE, its parameters written as literals: a batch then costs PostgreSQL about
 * what the same statements prepared and bound one by one would, in one round trip.
 *
 * PREPARE is not undone by a rollback, but a failed batch skips its statements after the
 * failing one, so after a failure which names exist is read back from the server before the
 * next batch (errors are rare on this path: a deferred write is not expected to fail).
 */
export class PreparedBatches {
  readonly #known = new Set<string>();
  /** Prepared in a batch not yet answered (or not yet sent). */
  readonly #pending = new Set<string>();
  #inDoubt = false;

  /** The statement as it goes in a batch, or undefined when it must go on its own. */
  render(text: string, values: readonly unknown[]): string | undefined {
    if (values.length === 0 || !PREPARABLE.test(text) || this.#known.size >= MAX_NAMES)
      return inlineParameters(text, values);
    // PREPARE takes the text as it is: only the parameters are written as literals.
    const args = inlineParameters(argumentList(values.length), values);
    if (args === undefined) return undefined;
    const name = statementName(text);
    const execute = `execute ${name} (${args})`;
    if (this.#known.has(name) || this.#pending.has(name)) return execute;
    this.#pending.add(name);
    return `prepare ${name} as ${text}\n;\n${execute}`;
  }

  /** The batch that carried the pending statements was answered, or failed. */
  settled(ok: boolean): void {
    if (ok) for (const name of this.#pending) this.#known.add(name);
    else this.#inDoubt = true;
    this.#pending.clear();
  }

  /** The waiting statements were dropped unsent (a rollback). */
  discard(): void {
    this.#pending.clear();
  }

  get inDoubt(): boolean {
    return this.#inDoubt;
  }

  /** The statement that reads back the names, and what to do with its rows. */
  readonly resyncQuery = `select name from pg_prepared_statements where name ~ '^p[0-9a-f]{24}$'`;

  resync(names: readonly string[]): void {
    this.#known.clear();
    for (const name of names) this.#known.add(name);
    this.#inDoubt = false;
  }
}

/** Statements PREPARE accepts, after any leading comment (DEFER, COMMIT_AFTER). */
const PREPARABLE = /^(?:\s|\/\*[\s\S]*?\*\/)*(?:select|insert|update|delete|with|values)\b/i;

const MAX_NAMES = 2000;

const argumentLists: string[] = [];

/** `$1, $2, ...`: the parameters' places in EXECUTE's argument list. */
function argumentList(count: number): string {
  let list = argumentLists[count];
  if (list === undefined) {
    list = Array.from({ length: count }, (_, i) => `$${i + 1}`).join(', ');
    if (count < 200) argumentLists[count] = list;
  }
  return list;
}

const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `p${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    if (names.size < 10_000) names.set(text, name);
  }
  return name;
}
