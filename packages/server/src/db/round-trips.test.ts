import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';

/**
 * Round trips to PostgreSQL are the hot path's cost (statement-batching.ts): these counts
 * guard it. Each is the number of messages a request sends to the database, read at the
 * wire by wrapping pg's client, so a change that adds one shows up here, not as a slow
 * benchmark weeks later.
 */
const sent: string[] = [];
/** The same messages as sent, their statements prepared or executed by name. */
const raw: string[] = [];
const original = pg.Client.prototype.query;
/** What each statement prepared in a batch stands for (prepared-batches.ts), to read batches as SQL. */
const preparedTexts = new Map<string, string>();

/** A batch with each `execute p…(…)` replaced by the statement it runs, its PREPAREs left out. */
function readable(batch: string): string {
  return batch
    .split('\n;\n')
    .flatMap((statement) => {
      const prepare = /^prepare (p[0-9a-f]{24}) as ([\s\S]*)$/.exec(statement);
      if (prepare) {
        preparedTexts.set(prepare[1]!, prepare[2]!);
        return [];
      }
      const execute = /^execute (p[0-9a-f]{24}) \(/.exec(statement);
      return [execute ? (preparedTexts.get(execute[1]!) ?? statement) : statement];
    })
    .join('\n;\n');
}

function countFrom(): () => string[] {
  const start = sent.length;
  return () => sent.slice(start);
}

function rawFrom(): () => string[] {
  const start = raw.length;
  return () => raw.slice(start);
}

describe.skipIf(!DATABASES.includes('postgres'))('round trips to PostgreSQL', () => {
  let t: TestServer;
  beforeAll(async () => {
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const first = args[0] as string | { text?: string } | undefined;
      const text = typeof first === 'string' ? first : first?.text;
      // pg's own pool callbacks (connection checks) are not requests' statements, and the
      // request log's batches are written off the requests' path on a timer: on a busy machine
      // one may land inside a counted window without being any request's round trip.
      const ownStatement = typeof text === 'string' && !args.some((a) => typeof a === 'function');
      if (ownStatement && !text.startsWith('insert into "request_logs"')) {
        raw.push(text);
        sent.push(readable(text));
      }
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    t = await startTestServer({ database: 'postgres', config: { workers: false } });
    // Warm up: the first request of a connection prepares its statements.
    await t.stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
  });
  afterAll(async () => {
    pg.Client.prototype.query = original;
    await t?.close();
  });

  it('creates and confirms a card payment in two: the key lock and the risk read, then everything and the COMMIT', async () => {
    const messages = countFrom();
    const asSent = rawFrom();
    const pi = await t.stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    expect(pi.status).toBe('succeeded');
    const batches = messages();
    expect(batches).toHaveLength(2);
    // The key's lock and lookup go first, with the payment method and its sealed number written
    // before Radar's one read (rules, matching list items, payment history, session).
    expect(batches[0]).toMatch(
      /^begin\n;\n\/\* guard \*\/ select \(l\.locked and k\.key is null\) as proceed/,
    );
    expect(batches[0]).toContain('pg_try_advisory_xact_lock');
    expect(batches[0]).toContain('from "radar_rules"');
    for (const table of ['payment_methods', 'vault']) expect(batches[0]).toContain(`insert into "${table}"`);
    // The charge, the intent, their events and the account's history travel with the COMMIT.
    for (const table of ['charges', 'payment_intents', 'events', 'risk_profiles']) {
      expect(batches[1]).toContain(`insert into "${table}"`);
    }
    expect(batches[1]).toMatch(/\ncommit$/);
    // One statement per row, each row once: the payment method is written used up at once
    // (no update after the payment), and no event is rewritten (rows-per-payment.test.ts).
    const writes = batches
      .flatMap((batch) => batch.split('\n;\n'))
      .map((statement) => /^\/\* [a-z ]+ \*\/ (insert into|update) "?(\w+)"?/.exec(statement))
      .filter((match) => match !== null)
      .map((match) => `${match[1]} ${match[2]}`);
    expect(writes.sort()).toEqual(
      [
        'insert into charges',
        'insert into events',
        'insert into events',
        'insert into events',
        'insert into idempotency_keys',
        'insert into payment_intents',
        'insert into payment_methods',
        'insert into risk_profiles',
        'insert into vault',
      ].sort(),
    );
    // Warmed up, every statement with parameters runs prepared: none is parsed again.
    for (const statement of asSent().flatMap((batch) => batch.split('\n;\n'))) {
      expect(statement).toMatch(/^(begin|commit|execute p[0-9a-f]{24} \()/);
    }
  });

  it('creates a customer in one, and retrieves an intent in one', async () => {
    const create = countFrom();
    await t.stripe.customers.create({ email: 'round@example.com' });
    // BEGIN, the key's guard, the customer, its event, the idempotency record and the COMMIT.
    expect(create()).toHaveLength(1);
    const pi = await t.stripe.paymentIntents.create({ amount: 500, currency: 'usd' });
    const retrieve = countFrom();
    await t.stripe.paymentIntents.retrieve(pi.id);
    expect(retrieve()).toHaveLength(1);
  });

  it('confirms with a saved card in five: lock with the intent, method, sealed number, risk read, COMMIT', async () => {
    const customer = await t.stripe.customers.create({ payment_method: 'pm_card_visa' });
    const [saved] = (await t.stripe.paymentMethods.list({ customer: customer.id, type: 'card' })).data;
    const pi = await t.stripe.paymentIntents.create({ amount: 700, currency: 'usd', customer: customer.id });
    const confirm = countFrom();
    const confirmed = await t.stripe.paymentIntents.confirm(pi.id, { payment_method: saved!.id });
    expect(confirmed.status).toBe('succeeded');
    expect(confirm()).toHaveLength(5);
  });
});
