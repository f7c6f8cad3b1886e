/**
 * What a newcomer does with the published packages, from this checkout: `npm pack` every public
 * package (each prepack builds it), install the tarballs in an empty folder, run
 * `npx payframe start` there on embedded PGlite, and check over HTTP that the API answers with the
 * operator's test key and that the merchant script and a frame document are served. Cleans up its
 * folder and the server whatever happens.
 *
 * Run with `npm run test:pack` (CI runs it in the "Packed packages" section).
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every public package, dependencies first. */
const PUBLIC_PACKAGES = [
  '@payframe/core',
  '@payframe/js',
  '@payframe/frames',
  '@payframe/react',
  '@payframe/server',
] as const;

/** What a user imports: each must load from the installed tarballs with plain node. */
const ENTRY_POINTS = [
  '@payframe/core',
  '@payframe/core/constants',
  '@payframe/core/currencies',
  '@payframe/js',
  '@payframe/js/protocol',
  '@payframe/react',
  '@payframe/server',
] as const;

const STARTUP_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

/** The environment without npm's per-run variables, so npm in the temp folder acts as if typed there. */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!/^npm_/i.test(name) && name !== 'DATABASE_URL' && !name.startsWith('PAYFRAME_')) env[name] = value;
  }
  return { ...env, ...extra };
}

async function npm(args: string[], cwd: string): Promise<void> {
  const started = Date.now();
  console.log(`$ npm ${args.join(' ')}`);
  try {
    await promisify(execFile)('npm', args, { cwd, env: cleanEnv(), maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    console.error(failed.stdout ?? '', failed.stderr ?? '');
    throw new Error(`npm ${args[0]} failed in ${cwd === repoRoot ? 'the repository' : 'the temp folder'}`);
  }
  console.log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** A port nothing listens on now (the OS picks it). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port from the OS');
  return address.port;
}

/** `sk_test_` or `pk_test_` and 32 random letters and digits: an operator-chosen test key. */
function testKey(prefix: 'sk_test_' | 'pk_test_'): string {
  return prefix + randomBytes(16).toString('hex');
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
  console.log(`  ok: ${message}`);
}

/** Polls until `url` answers, the server exits, or the deadline passes. */
async function waitUntilUp(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`payframe start exited (${server.exitCode ?? server.signalCode}):\n${output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`payframe start did not answer within ${STARTUP_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/** Stops the server's whole process group (npx, npm exec and node) and waits for it. */
/** 'closed' once the URL no longer answers, 'still answering' if it still does after `ms`. */
async function portClosedWithin(url: string, ms: number): Promise<'closed' | 'still answering'> {
  const deadline = Date.now() + ms;
  for (;;) {
    const answered = await fetch(url).then(
      () => true,
      () => false,
    );
    if (!answered) return 'closed';
    if (Date.now() > deadline) return 'still answering';
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null || server.pid === undefined) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-(server.pid as number), name);
    } catch {
      // Already gone.
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

async function checkServer(base: string, secretKey: string): Promise<void> {
  const created = await fetch(`${base}/v1/payment_intents`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${secretKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'amount=1099&currency=eur&payment_method_types[]=card',
  });
  const intent = (await created.json()) as { object?: string; id?: string; status?: string };
  check(
    created.status === 200 && intent.object === 'payment_intent' && intent.id?.startsWith('pi_'),
    `POST /v1/payment_intents with the operator's secret key creates ${intent.id ?? JSON.stringify(intent)}`,
  );

  const refused = await fetch(`${base}/v1/payment_intents/${intent.id}`, {
    headers: { authorization: `Bearer ${testKey('sk_test_')}` },
  });
  check(refused.status === 401, `an unknown secret key is refused (${refused.status})`);

  const script = await fetch(`${base}/v1/payframe.js`);
  const scriptBody = await script.text();
  check(
    script.status === 200 &&
      /javascript/.test(script.headers.get('content-type') ?? '') &&
      scriptBody.length > 1_000,
    `GET /v1/payframe.js serves the merchant script (${scriptBody.length} bytes)`,
  );

  const frame = await fetch(`${base}/frames/payment.html`);
  const frameBody = await frame.text();
  check(
    frame.status === 200 &&
      /text\/html/.test(frame.headers.get('content-type') ?? '') &&
      /<script[^>]+src=/.test(frameBody),
    'GET /frames/payment.html serves the payment frame document',
  );
  const asset = /<script[^>]+src="\.\/(assets\/[^"]+\.js)"/.exec(frameBody)?.[1];
  const assetResponse = asset ? await fetch(`${base}/frames/${asset}`) : undefined;
  check(assetResponse?.status === 200, `the frame's script is served (${asset ?? 'none found'})`);
}

async function main(): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), 'payframe-pack-'));
  let server: ChildProcess | undefined;
  // The server runs in its own process group (so it can be stopped whole): an interrupt of this
  // script would not reach it, so forward it and clean up.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void (async () => {
        if (server) await stop(server);
        await rm(work, { recursive: true, force: true });
        process.exit(130);
      })();
    });
  }
  try {
    const tarballs = path.join(work, 'tarballs');
    const app = path.join(work, 'app');
    await mkdir(tarballs);
    await mkdir(app);

    const workspaces = PUBLIC_PACKAGES.flatMap((name) => ['-w', name]);
    await npm(['pack', ...workspaces, '--pack-destination', tarballs], repoRoot);
    const files = (await readdir(tarballs)).filter((file) => file.endsWith('.tgz')).sort();
    check(files.length === PUBLIC_PACKAGES.length, `${files.length} tarballs: ${files.join(', ')}`);

    await writeFile(
      path.join(app, 'package.json'),
      `${JSON.stringify({ name: 'payframe-pack-smoke', private: true, type: 'module' }, null, 2)}\n`,
    );
    await npm(
      [
        'install',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        ...files.map((file) => path.join(tarballs, file)),
      ],
      app,
    );
    check(
      !existsSync(path.join(app, 'node_modules/tsx')) &&
        !existsSync(path.join(app, 'node_modules/@payframe/server/src')),
      'the installed server has neither tsx nor its TypeScript sources: it runs the built JavaScript',
    );

    const imports = ENTRY_POINTS.map((entry) => `await import(${JSON.stringify(entry)});`).join(' ');
    await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', imports], {
      cwd: app,
      env: cleanEnv(),
    });
    check(true, `plain node imports ${ENTRY_POINTS.join(', ')}`);

    const port = await freePort();
    const secretKey = testKey('sk_test_');
    const publishableKey = testKey('pk_test_');
    let output = '';
    server = spawn('npx', ['--no-install', 'payframe', 'start'], {
      cwd: app,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: cleanEnv({
        PORT: String(port),
        PAYFRAME_DATA_DIR: path.join(work, 'data'),
        PAYFRAME_SECRET_KEY: secretKey,
        PAYFRAME_PUBLISHABLE_KEY: publishableKey,
      }),
    });
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    server.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const base = `http://127.0.0.1:${port}`;
    console.log(`$ npx payframe start (PORT=${port}, PGlite in the temp folder)`);
    await waitUntilUp(`${base}/v1/payframe.js`, server, () => output);
    check(output.includes(publishableKey), 'the start banner names the operator-chosen publishable key');
    check(!output.includes(secretKey), 'the start banner does not print the secret key in full');
    await checkServer(base, secretKey);

    await stop(server);
    // npx exits at once on the signal, while the server it started is still finishing its
    // in-flight work: what counts is that the port closes within the stop time-out.
    const after = await portClosedWithin(`${base}/v1/payframe.js`, STOP_TIMEOUT_MS);
    check(after === 'closed', `payframe stops on SIGTERM (its port is ${after})`);
    console.log('Packed packages: install and start as a newcomer would.');
  } finally {
    if (server) await stop(server);
    await rm(work, { recursive: true, force: true });
  }
}

await main();
