import { describe, expect, it } from 'vitest';
import {
  batchTransactions,
  COMMIT_AFTER,
  DEFER,
  GUARD,
  GuardStopped,
  inlineParameters,
} from './statement-batching.js';

describe('inlineParameters', () => {
  it.each([
    ['select $1', ['x'], "select 'x'"],
    ['select $1, $2, $3, $4', [1, true, null, -2.5], "select '1', 'true', NULL, '-2.5'"],
    ['select $1', ["it's"], "select 'it''s'"],
    // pg's escapeLiteral: backslashes make it an E'' string (with a space before it).
    ['select $1', ['back\\slash'], "select  E'back\\\\slash'"],
    ['select $2, $1, $10', Array.from({ length: 10 }, (_, i) => i + 1), "select '2', '1', '10'"],
    ['select \'$1\', "$1", $1 -- $1\n, /* $1 */ $1', ['v'], "select '$1', \"$1\", 'v' -- $1\n, /* $1 */ 'v'"],
    ["select 'it''s $1', $1", ['v'], "select 'it''s $1', 'v'"],
  ])('%s', (text, values, expected) => {
    expect(inlineParameters(text, values)).toBe(expected);
  });

  it('declines what it cannot write as a literal or read safely', () => {
    expect(inlineParameters('select $1', [new Date()])).toBeUndefined();
    expect(inlineParameters('select $1', [Buffer.from('x')])).toBeUndefined();
    expect(inlineParameters('select $1', [[1, 2]])).toBeUndefined();
    expect(inlineParameters('select $1', [Number.NaN])).toBeUndefined();
    expect(inlineParameters('select $2', ['only one'])).toBeUndefined();
    expect(inlineParameters('select $tag$ $1 $tag$', ['v'])).toBeUndefined();
    expect(inlineParameters("select E'\\' $1'", ['v'])).toBeUndefined();
  });
});

/** A stand-in connection: records what is sent, answers one result per statement. */
function fakeConnection(failOn?: string) {
  const sent: string[] = [];
  const send = async (text: unknown, values?: unknown) => {
    const label = typeof text === 'string' ? text : `config:${(text as { text: string }).text}`;
    sent.push(values && (values as unknown[]).length ? `${label} ${JSON.stringify(values)}` : label);
    if (failOn && label.includes(failOn)) throw Object.assign(new Error('boom'), { code: '23505' });
    const statements = typeof text === 'string' ? text.split('\n;\n') : [label];
    const results = statements.map((s) => ({
      command: s.split(' ')[0],
      rowCount: 1,
      rows: [{ statement: s }],
    }));
    return results.length === 1 ? results[0] : results;
  };
  return { sent, query: batchTransactions(send) };
}

describe('batchTransactions', () => {
  it('sends BEGIN with the first statement, and deferred writes with the next read', async () => {
    const { sent, query } = fakeConnection();
    await query('begin');
    expect(sent).toEqual([]);
    const first = (await query('select $1', ['a'])) as { rows: { statement: string }[] };
    expect(first.rows[0]!.statement).toBe("select 'a'");
    const deferred = await query(`${DEFER}insert into t values ($1)`, ['b']);
    expect(deferred).toMatchObject({ command: 'INSERT', rowCount: 1, rows: [] });
    await query(`${DEFER}update t set x = $1`, [2]);
    const read = (await query('select $1', ['c'])) as { rows: { statement: string }[] };
    expect(read.rows[0]!.statement).toBe("select 'c'");
    await query('commit');
    expect(sent).toEqual([
      "begin\n;\nselect 'a'",
      `${DEFER}insert into t values ('b')\n;\n${DEFER}update t set x = '2'\n;\nselect 'c'`,
      'commit',
    ]);
  });

  it('lets a COMMIT_AFTER statement carry what waits and the commit, then skips Kysely commit', async () => {
    const { sent, query } = fakeConnection();
    await query('begin');
    await query(`${DEFER}insert into a values ($1)`, ['x']);
    const last = (await query(`${COMMIT_AFTER}insert into keys values ($1)`, ['k'])) as {
      rows: { statement: string }[];
    };
    expect(last.rows[0]!.statement).toBe(`${COMMIT_AFTER}insert into keys values ('k')`);
    await query('commit');
    expect(sent).toEqual([
      `begin\n;\n${DEFER}insert into a values ('x')\n;\n${COMMIT_AFTER}insert into keys values ('k')\n;\ncommit`,
    ]);
  });

  it('commits deferred writes with the COMMIT, and sends nothing for an empty transaction', async () => {
    const { sent, query } = fakeConnection();
    await query('begin');
    await query(`${DEFER}insert into a values ($1)`, ['x']);
    await query('commit');
    await query('begin');
    await query('commit');
    await query('begin');
    await query('rollback');
    expect(sent).toEqual([`begin\n;\n${DEFER}insert into a values ('x')\n;\ncommit`]);
  });

  it('drops deferred writes on rollback, and rolls back what was begun', async () => {
    const { sent, query } = fakeConnection();
    await query('begin');
    await query('select 1', []);
    await query(`${DEFER}insert into a values ($1)`, ['x']);
    await query('rollback');
    expect(sent).toEqual(['begin\n;\nselect 1', 'rollback']);
  });

  it('sends a statement it cannot inline on its own, after what waits', async () => {
    const { sent, query } = fakeConnection();
    await query('begin');
    await query('select $1', [new Date(0)]);
    await query(`${DEFER}insert into a values ($1)`, [new Date(0)]);
    await query('commit');
    expect(sent[0]).toBe('begin');
    expect(sent[1]).toMatch(/^select \$1 \["1970/);
    expect(sent[2]).toMatch(/^\/\* defer \*\/ insert into a values \(\$1\) \["1970/);
    expect(sent[3]).toBe('commit');
  });

  it('defers nothing outside a transaction', async () => {
    const { sent, query } = fakeConnection();
    await query(`${DEFER}insert into a values ($1)`, ['x']);
    await query(`${COMMIT_AFTER}insert into b values ($1)`, ['y']);
    expect(sent).toEqual([
      `${DEFER}insert into a values ($1) ["x"]`,
      `${COMMIT_AFTER}insert into b values ($1) ["y"]`,
    ]);
  });

  it('reports a failed batch to the statement that carried it; the rollback then goes out', async () => {
    const { sent, query } = fakeConnection('insert into keys');
    await query('begin');
    await query(`${DEFER}insert into a values ($1)`, ['x']);
    await expect(query(`${COMMIT_AFTER}insert into keys values ($1)`, ['k'])).rejects.toMatchObject({
      code: '23505',
    });
    await query('rollback');
    expect(sent.at(-1)).toBe('rollback');
  });

  it('treats a savepoint rollback as an ordinary statement', async () => {
    const { sent, query } = fakeConnection();
    await query('begin');
    await query('select 1', []);
    await query(`${DEFER}insert into a values ($1)`, ['x']);
    await query('rollback to savepoint s1', []);
    await query('commit');
    expect(sent).toEqual([
      'begin\n;\nselect 1',
      `${DEFER}insert into a values ('x')\n;\nrollback to savepoint s1`,
      'commit',
    ]);
  });
});

/** A connection whose guard statements answer `proceed` as told. */
function guardedConnection(proceed: boolean) {
  const sent: string[] = [];
  const send = async (text: unknown) => {
    sent.push(String(text));
    const results = String(text)
      .split('\n;\n')
      .map((s) => ({ rows: [s.startsWith(GUARD) ? { proceed, why: 'taken' } : { statement: s }] }));
    return results.length === 1 ? results[0] : results;
  };
  return { sent, query: batchTransactions(send) };
}

describe('a GUARD statement', () => {
  it('costs no round trip: it goes with the next read, which gets its own answer', async () => {
    const { sent, query } = guardedConnection(true);
    await query('begin');
    expect(await query(`${GUARD}select $1 as proceed`, ['k'])).toMatchObject({ rows: [] });
    await query(`${DEFER}insert into a values ($1)`, ['x']);
    const read = (await query('select $1', ['r'])) as { rows: { statement: string }[] };
    expect(read.rows[0]!.statement).toBe("select 'r'");
    await query('commit');
    expect(sent).toEqual([
      `begin\n;\n${GUARD}select 'k' as proceed\n;\n${DEFER}insert into a values ('x')\n;\nselect 'r'`,
      'commit',
    ]);
  });

  it('stops the read that carried it when it says so, and every statement after it until the rollback', async () => {
    const { sent, query } = guardedConnection(false);
    await query('begin');
    await query(`${GUARD}select $1 as proceed`, ['k']);
    await query(`${DEFER}insert into a values ($1)`, ['x']);
    const read = query('select 1', []);
    await expect(read).rejects.toBeInstanceOf(GuardStopped);
    await expect(read).rejects.toMatchObject({ row: { proceed: false, why: 'taken' } });
    await expect(query('select 2', [])).rejects.toBeInstanceOf(GuardStopped);
    await expect(query(`${DEFER}insert into a values ($1)`, ['y'])).rejects.toBeInstanceOf(GuardStopped);
    await expect(query('commit')).rejects.toBeInstanceOf(GuardStopped);
    await query('rollback');
    // The next transaction starts afresh.
    await query('begin');
    await query('select 3', []);
    expect(sent).toEqual([
      `begin\n;\n${GUARD}select 'k' as proceed\n;\n${DEFER}insert into a values ('x')\n;\nselect 1`,
      'rollback',
      'begin\n;\nselect 3',
    ]);
  });

  it('does not stop a batch that carries the COMMIT: the unique idempotency record guards that one', async () => {
    const { sent, query } = guardedConnection(false);
    await query('begin');
    await query(`${GUARD}select $1 as proceed`, ['k']);
    await query(`${DEFER}insert into a values ($1)`, ['x']);
    await query(`${COMMIT_AFTER}insert into keys values ($1)`, ['k']);
    await query('commit');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^begin\n;\n\/\* guard \*\/ [\s\S]*\ncommit$/);
  });

  it('goes at once when it cannot be first in its transaction, and is checked all the same', async () => {
    const { sent, query } = guardedConnection(false);
    await query('begin');
    await query(`${DEFER}insert into a values ($1)`, ['x']);
    await expect(query(`${GUARD}select $1 as proceed`, ['k'])).rejects.toBeInstanceOf(GuardStopped);
    await expect(query('select 1', [])).rejects.toBeInstanceOf(GuardStopped);
    await query('rollback');
    expect(sent).toEqual([
      `begin\n;\n${DEFER}insert into a values ('x')\n;\n${GUARD}select 'k' as proceed`,
      'rollback',
    ]);
  });
});
