/**
 * API throughput and latency, measured the way a merchant back end loads the server:
 * `payframe start` in its own process (PostgreSQL with durable commits, then embedded
 * PGlite), driven over keep-alive HTTP connections on loopback, each POST with its own
 * Idempotency-Key as the official client sends it.
 *
 * 1. Closed loop: BENCH_CONNECTIONS connections (16) send back to back for BENCH_SECONDS
 *    (10) after BENCH_WARMUP (2) seconds: requests per second, p50, p99, errors.
 * 2. Open loop at half the measured throughput: p50 and p99 there (the DESIGN.md budget is
 *    >= 2,000/s on PostgreSQL, p99 < 50 ms at half that load).
 *
 * BENCH_ENDPOINT: `payment_intents` (create + confirm a card payment, the default) or
 * `customers`; while payment intents are not mounted the bench says so and uses customers.
 * BENCH_DATABASES: `postgres,pglite`. BENCH_SERVER_ENV: extra server environment, e.g.
 * `LOG_LEVEL=warn,PAYFRAME_WORKERS=off`. BENCH_CPU_PROF=<dir>: the server process writes a V8
 * CPU profile there (open it in Chrome DevTools). Run with `npm run bench:api`.
 */
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { backendCpuMs, checkpointCount, cpuAvailable, treeCpuMs } from './api/cpu.js';
import { freshPostgres, POSTGRES_ADMIN_URL } from './api/databases.js';
import { closedLoop, fixedRate, sendCount, type Target, type Window } from './api/load.js';
import { printReport, type Row } from './api/report.js';
import { rowsByTable, rowsWritten } from './api/rows.js';
import { startServer } from './api/server-process.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const DATABASES = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',') as ('postgres' | 'pglite')[];
const SERVER_ENV = Object.fromEntries(
  (process.env.BENCH_SERVER_ENV ?? '')
    .split(',')
    // The first `=` ends the name: a value may hold more (NODE_OPTIONS=--max-semi-space-size=64).
    .map((pair) => /^([^=]+)=(.*)$/s.exec(pair))
    .filter((match) => match !== null)
    .map(([, name, value]) => [name, value]),
);

const ENDPOINTS = {
  payment_intents: {
    path: '/v1/payment_intents',
    body: 'amount=2000&currency=usd&payment_method=pm_card_visa&confirm=true',
  },
  customers: {
    path: '/v1/customers',
    body: 'email=shopper%40example.com&name=Bench+Shopper&metadata[order]=6735',
  },
} as const;
type EndpointName = keyof typeof ENDPOINTS;

/** Whether a route is mounted: an unknown URL answers 404 "Unrecognized request URL". */
async function mounted(origin: string, secretKey: string, route: string): Promise<boolean> {
  const res = await fetch(`${origin}${route}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  const text = await res.text();
  return !(res.status === 404 && text.includes('Unrecognized request URL'));
}

/** How many payments the rows-per-payment reading sends, after the timed runs. */
const ROW_SAMPLE = 200;
const FLOOR_SCRIPT = path.join(repoRoot, 'bench/api/floor-server.ts');

async function benchOne(system: 'payframe' | 'floor', database: 'postgres' | 'pglite'): Promise<Row> {
  const pg = database === 'postgres' ? await freshPostgres() : undefined;
  const server = await startServer(repoRoot, {
    ...(pg ? { databaseUrl: pg.url } : {}),
    env: SERVER_ENV,
    ...(system === 'floor' ? { nodeArgs: ['--import', 'tsx', FLOOR_SCRIPT] } : {}),
  });
  try {
    let endpoint = (process.env.BENCH_ENDPOINT ?? 'payment_intents') as EndpointName;
    if (!(endpoint in ENDPOINTS))
      throw new Error(`BENCH_ENDPOINT must be one of ${Object.keys(ENDPOINTS).join(', ')}`);
    if (!(await mounted(server.origin, server.secretKey, ENDPOINTS[endpoint].path))) {
      if (process.env.BENCH_ENDPOINT)
        throw new Error(`${ENDPOINTS[endpoint].path} is not mounted on this server`);
      console.log(
        `  note: ${ENDPOINTS[endpoint].path} is not mounted yet; measuring POST /v1/customers instead`,
      );
      endpoint = 'customers';
    }
    const target: Target = { origin: server.origin, secretKey: server.secretKey, ...ENDPOINTS[endpoint] };
    const label = `${system} on ${database}`;
    console.log(
      `  ${label}${pg ? ` (synchronous_commit=${pg.synchronousCommit})` : ''}: POST ${target.path}, ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${SECONDS} s...`,
    );
    const cpu = { server: 0, db: 0 };
    const window: Window = {
      open: async () => {
        if (!cpuAvailable) return;
        cpu.server = -treeCpuMs(server.pid);
        cpu.db = pg ? -(await backendCpuMs(POSTGRES_ADMIN_URL, pg.name)) : 0;
      },
      close: async () => {
        if (!cpuAvailable) return;
        cpu.server += treeCpuMs(server.pid);
        cpu.db += pg ? await backendCpuMs(POSTGRES_ADMIN_URL, pg.name) : 0;
      },
    };
    const full = await closedLoop(target, CONNECTIONS, WARMUP, SECONDS, window);
    const rps = full.samples.count / SECONDS;
    const rate = Math.max(1, Math.round(rps / 2));
    console.log(`  ${label}: ${rps.toFixed(0)} requests/s; now ${rate}/s for ${SECONDS} s...`);
    const checkpointsBefore = pg ? await checkpointCount(POSTGRES_ADMIN_URL) : 0;
    const half = await fixedRate(target, CONNECTIONS, rate, WARMUP, SECONDS);
    const rateCheckpoints = pg ? (await checkpointCount(POSTGRES_ADMIN_URL)) - checkpointsBefore : 0;
    const rows = pg ? await rowsPerRequest(pg.url, target) : Number.NaN;
    return {
      system,
      database,
      endpoint: `POST ${target.path}`,
      rps,
      p50: full.samples.percentile(50),
      p99: full.samples.percentile(99),
      errors: full.samples.errors,
      rate,
      rateAchieved: half.samples.count / SECONDS,
      rateP50: half.samples.percentile(50),
      rateP99: half.samples.percentile(99),
      rateErrors: half.samples.errors,
      rateCheckpoints,
      serverCpu: cpu.server / Math.max(1, full.samples.count),
      dbCpu: cpu.db / Math.max(1, full.samples.count),
      rows,
      firstError: full.samples.firstError ?? half.samples.firstError,
    };
  } finally {
    await server.stop();
    await pg?.drop();
  }
}

/**
 * Rows written per request: ROW_SAMPLE more requests once the timed runs are over, and the
 * statistics' difference (background work included). BENCH_ROWS=1 prints it table by table.
 */
async function rowsPerRequest(url: string, target: Target): Promise<number> {
  const before = await rowsWritten(url);
  const tablesBefore = process.env.BENCH_ROWS ? await rowsByTable(url) : undefined;
  const answered = await sendCount(target, 4, ROW_SAMPLE);
  const after = await rowsWritten(url);
  if (tablesBefore) {
    const tables = await rowsByTable(url);
    for (const [table, n] of tables) {
      const per = (n - (tablesBefore.get(table) ?? 0)) / Math.max(1, answered);
      if (per > 0) console.log(`    ${table}: ${per.toFixed(2)} rows/request`);
    }
  }
  return (after - before) / Math.max(1, answered);
}

async function main(): Promise<void> {
  const [one, five] = loadavg();
  console.log(
    `Payframe API bench: ${cpus().length} x ${cpus()[0]?.model.trim()}, Node ${process.version}, load average ${one?.toFixed(2)} / ${five?.toFixed(2)} (1 / 5 min) at start`,
  );
  const rows: Row[] = [];
  for (const database of DATABASES) {
    // The floor exists on PostgreSQL only: it is the round trip to a durable server.
    if (database === 'postgres' && !process.env.BENCH_NO_FLOOR) rows.push(await benchOne('floor', database));
    rows.push(await benchOne('payframe', database));
  }
  printReport(rows, CONNECTIONS, SECONDS);
}

await main();
