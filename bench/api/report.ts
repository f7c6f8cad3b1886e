import { cpuAvailable } from './cpu.js';
import { formatTable, ms } from './stats.js';

export interface Row {
  /** `payframe` or `floor` (bench/api/floor-server.ts). */
  system: string;
  database: string;
  endpoint: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  rate: number;
  rateAchieved: number;
  rateP50: number;
  rateP99: number;
  rateErrors: number;
  /** PostgreSQL checkpoints that ran during the half-load run (0 on PGlite). */
  rateCheckpoints: number;
  /** CPU milliseconds per request at full load: the server's (with PGlite inside) and PostgreSQL's backends. */
  serverCpu: number;
  dbCpu: number;
  /** Rows inserted, updated or deleted per request (PostgreSQL's statistics; NaN on PGlite). */
  rows: number;
  firstError: string | undefined;
}

const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

export function printReport(rows: Row[], connections: number, seconds: number): void {
  console.log(`\nFull load (${connections} keep-alive connections, closed loop, ${seconds} s)\n`);
  console.log(
    formatTable(
      [
        'system',
        'database',
        'endpoint',
        'requests/s',
        'p50 ms',
        'p99 ms',
        'errors',
        'server CPU ms/req',
        'PostgreSQL CPU ms/req',
        'rows/req',
      ],
      rows.map((r) => [
        r.system,
        r.database,
        r.endpoint,
        r.rps.toFixed(0),
        ms(r.p50),
        ms(r.p99),
        r.errors,
        cpuAvailable ? r.serverCpu.toFixed(2) : '-',
        cpuAvailable && r.database === 'postgres' ? r.dbCpu.toFixed(2) : '-',
        fixed(r.rows, 1),
      ]),
    ),
  );
  console.log(`\nHalf the measured throughput (open loop, latency from when each request was due)\n`);
  console.log(
    formatTable(
      ['system', 'database', 'endpoint', 'target/s', 'achieved/s', 'p50 ms', 'p99 ms', 'errors'],
      rows.map((r) => [
        r.system,
        r.database,
        r.endpoint,
        r.rate,
        r.rateAchieved.toFixed(0),
        ms(r.rateP50),
        ms(r.rateP99),
        r.rateErrors,
      ]),
    ),
  );
  for (const r of rows) {
    if (r.firstError) console.log(`\n${r.system} on ${r.database}: first error: ${r.firstError}`);
  }
  const payframe = rows.find((r) => r.system === 'payframe' && r.database === 'postgres');
  const floor = rows.find((r) => r.system === 'floor');
  if (payframe && floor) {
    const ratio = payframe.rps / floor.rps;
    console.log(
      `\nPayframe / floor on PostgreSQL: ${ratio.toFixed(2)}x the payments per second (goal >= 0.8: ${ratio >= 0.8 ? 'met' : 'missed'}), ` +
        `${fixed(payframe.serverCpu / floor.serverCpu, 1)}x the server CPU, ${fixed(payframe.dbCpu / floor.dbCpu, 1)}x the PostgreSQL CPU, ` +
        `${fixed(payframe.rows / floor.rows, 1)}x the rows per payment`,
    );
  }
  if (payframe) {
    console.log(
      `Payframe on PostgreSQL: p99 < 50 ms at half load: ${payframe.rateP99 < 50 ? 'met' : 'missed'} (${ms(payframe.rateP99)} ms` +
        `${payframe.rateCheckpoints > 0 ? `, with ${payframe.rateCheckpoints} PostgreSQL checkpoint${payframe.rateCheckpoints > 1 ? 's' : ''} during it` : ''})`,
    );
  }
  const pglite = rows.find((r) => r.system === 'payframe' && r.database === 'pglite');
  if (pglite) {
    console.log(
      `Payframe on PGlite: >= 600 requests/s: ${pglite.rps >= 600 ? 'met' : 'missed'} (${pglite.rps.toFixed(0)})`,
    );
  }
}
