import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface RunningServer {
  origin: string;
  /** The `payframe` process (its server runs in a child of it). */
  pid: number;
  secretKey: string;
  logFile: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function testKey(prefix: 'sk_test_' | 'pk_test_'): string {
  return prefix + randomBytes(24).toString('hex');
}

/**
 * `payframe start` as production runs it: its own process, configured by the environment,
 * logging at its default level to a file. Resolves once the API answers.
 */
export async function startServer(
  repoRoot: string,
  options: {
    databaseUrl?: string;
    env?: Record<string, string>;
    /** Node arguments of another server to run instead (the floor), from the repository root. */
    nodeArgs?: string[];
  },
): Promise<RunningServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'payframe-bench-'));
  const port = await freePort();
  const secretKey = testKey('sk_test_');
  const logFile = path.join(dir, 'server.log');
  const log = openSync(logFile, 'a');
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PAYFRAME_DATA_DIR: path.join(dir, 'data'),
    PAYFRAME_SECRET_KEY: secretKey,
    PAYFRAME_PUBLISHABLE_KEY: testKey('pk_test_'),
    PAYFRAME_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    DATABASE_URL: options.databaseUrl ?? '',
    ...options.env,
  };
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
    : [];
  const script = path.join(repoRoot, 'packages/server/bin/payframe.js');
  const args = options.nodeArgs ?? [...profile, script, 'start'];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  let exited = false;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true;
      resolve();
    });
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      await Promise.race([exit, sleep(15_000)]);
      if (!exited) child.kill('SIGKILL');
      await exit;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited) {
      const tail = readFileSync(logFile, 'utf8').slice(-2000);
      await stop();
      throw new Error(`the server exited before answering:\n${tail}`);
    }
    try {
      const res = await fetch(`${origin}/v1/customers?limit=1`, {
        headers: { authorization: `Bearer ${secretKey}` },
      });
      if (res.status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the server did not answer within 120 s');
    }
    await sleep(200);
  }
  return { origin, pid: child.pid ?? 0, secretKey, logFile, stop };
}
