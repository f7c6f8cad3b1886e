/**
 * How the server sends a transaction's writes to PostgreSQL, against the two ways a maintained
 * driver offers, on the same table and the same documents: the CPU each costs PostgreSQL and
 * the client per transaction.
 *
 * - `batch`: what the server does (packages/server/src/db/statement-batching.ts and
 *   prepared-batches.ts): BEGIN, each statement run by name with EXECUTE, its parameters as
 *   literals, and COMMIT, as one simple-protocol message; one round trip.
 * - `pg pipeline`: pg's pipeline mode, each statement prepared and bound with the extended
 *   protocol, all sent in one write and awaited together; one round trip.
 * - `postgres.js`: postgres.js (`postgres`), which prepares and pipelines by itself, with the
 *   statements of `sql.begin` sent together.
 *
 * Each transaction inserts BENCH_STATEMENTS (6) rows shaped like the server's events (a JSON
 * document of about 3 KB, compressed with lz4, with its list and type indexes). Run with
 * `npm run bench:protocols`; BENCH_TRANSACTIONS (2,000) per measured run, BENCH_ROUNDS (3)
 * rounds of the three, the median printed.
 */
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import postgres from 'postgres';
// The server's own renderer, so `batch` sends exactly the text the server would.
import { PreparedBatches } from '../packages/server/src/db/prepared-batches.js';
import { ownCpuMs as cpuMs } from './api/cpu.js';
import { freshPostgres } from './api/databases.js';

const STATEMENTS = Number(process.env.BENCH_STATEMENTS ?? 6);
const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP = 200;

const TABLE = `create table docs (
  id text primary key, account_id text not null, livemode boolean not null,
  created bigint not null, data json not null, type text not null);
create index docs_list on docs (account_id, livemode, created desc, id desc);
create index docs_type on docs (account_id, livemode, type, created desc)`;
const INSERT =
  'insert into docs (id, account_id, livemode, created, data, type) values ($1, $2, $3, $4, $5, $6)';

type Row = [string, string, boolean, number, string, string];

/** A row as a payment's event is: a new id, an account, and a document of about 3 KB. */
function row(): Row {
  const id = `evt_${randomBytes(12).toString('hex')}`;
  const created = Math.floor(Date.now() / 1000);
  const object = {
    id: `pi_${randomBytes(12).toString('hex')}`,
    object: 'payment_intent',
    amount: 1000,
    currency: 'usd',
    metadata: { order: randomBytes(6).toString('hex') },
    charges: Array.from({ length: 12 }, (_, i) => ({
      id: `ch_${i}_${randomBytes(8).toString('hex')}`,
      amount: i,
    })),
    payment_method_options: { card: { request_three_d_secure: 'automatic', network: null } },
    description: 'An order of three items from the shop, paid with a card in test mode.'.repeat(8),
  };
  const data = JSON.stringify({
    id,
    object: 'event',
    created,
    data: { object },
    type: 'payment_intent.created',
  });
  return [id, 'acct_bench', false, created, data, 'payment_intent.created'];
}

interface Way {
  name: string;
  open(url: string): Promise<{ pid: number; transaction(): Promise<unknown>; close(): Promise<void> }>;
}

const ways: Way[] = [
  {
    name: 'batch (the server)',
    async open(url) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`set default_toast_compression = 'lz4'`);
      const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      const batches = new PreparedBatches();
      const transaction = async () => {
        const statements = Array.from({ length: STATEMENTS }, () => batches.render(INSERT, row()));
        await client.query(['begin', ...statements, 'commit'].join('\n;\n'));
        batches.settled(true);
      };
      return { pid, transaction, close: () => client.end() };
    },
  },
  {
    name: 'pg pipeline',
    async open(url) {
      const client = new pg.Client({ connectionString: url, pipeline: true } as pg.ClientConfig);
      await client.connect();
      await client.query(`set default_toast_compression = 'lz4'`);
      const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      const stream = (
        client as unknown as {
          connection: { stream: NodeJS.WritableStream & { cork(): void; uncork(): void } };
        }
      ).connection.stream;
      const transaction = () => {
        stream.cork();
        const answers = [client.query('begin')];
        for (let i = 0; i < STATEMENTS; i++)
          answers.push(client.query({ name: 'insert_doc', text: INSERT, values: row() }));
        answers.push(client.query('commit'));
        stream.uncork();
        return Promise.all(answers);
      };
      return { pid, transaction, close: () => client.end() };
    },
  },
  {
    name: 'postgres.js',
    async open(url) {
      const sql = postgres(url, { max: 1, prepare: true, onnotice: () => undefined });
      await sql`set default_toast_compression = 'lz4'`;
      const [{ pid }] = (await sql`select pg_backend_pid() as pid`) as unknown as [{ pid: number }];
      const transaction = () =>
        sql.begin((tx) =>
          Array.from({ length: STATEMENTS }, () => {
            const [id, account, livemode, created, data, type] = row();
            return tx`insert into docs (id, account_id, livemode, created, data, type)
              values (${id}, ${account}, ${livemode}, ${created}, ${data}::json, ${type})`;
          }),
        );
      return { pid, transaction, close: () => sql.end() };
    },
  },
];

interface Measure {
  backend: number;
  client: number;
  wall: number;
}

async function measure(way: Way, url: string): Promise<Measure> {
  const connection = await way.open(url);
  try {
    for (let i = 0; i < WARMUP; i++) await connection.transaction();
    const backend = cpuMs(connection.pid);
    const client = process.cpuUsage();
    const start = performance.now();
    for (let i = 0; i < TRANSACTIONS; i++) await connection.transaction();
    const used = process.cpuUsage(client);
    return {
      backend: ((cpuMs(connection.pid) - backend) * 1000) / TRANSACTIONS,
      client: (used.user + used.system) / TRANSACTIONS,
      wall: ((performance.now() - start) * 1000) / TRANSACTIONS,
    };
  } finally {
    await connection.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const [load1] = loadavg();
console.log(
  `Protocols bench: ${cpus().length} x ${cpus()[0]?.model.split(' ').slice(0, 2).join(' ') ?? 'CPU'}, Node ${process.version}, load average ${load1?.toFixed(2)} at start`,
);
console.log(
  `  ${STATEMENTS} inserts per transaction, ${TRANSACTIONS} transactions per run, ${ROUNDS} rounds`,
);
const database = await freshPostgres();
try {
  const setup = new pg.Client({ connectionString: database.url });
  await setup.connect();
  await setup.query(TABLE);
  await setup.end();
  const results = new Map<string, Measure[]>(ways.map((way) => [way.name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const way of ways) results.get(way.name)!.push(await measure(way, database.url));
  }
  console.log('\n| way | PostgreSQL CPU µs/transaction | client CPU µs/transaction | wall µs/transaction |');
  console.log('|---|---|---|---|');
  for (const [name, runs] of results) {
    const cell = (pick: (m: Measure) => number) => median(runs.map(pick)).toFixed(0);
    console.log(
      `| ${name} | ${cell((m) => m.backend)} | ${cell((m) => m.client)} | ${cell((m) => m.wall)} |`,
    );
  }
  console.log(
    `\nMedians of ${ROUNDS}; CPU read from /proc at a 10 ms resolution, so runs of ${TRANSACTIONS} transactions.`,
  );
} finally {
  await database.drop();
}
