import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { maskKey } from './cli.js';
import { startTestServer } from './testing/harness.js';
import { WebhookListener } from './webhooks/listener.fixture.js';
import { waitFor } from './webhooks/wait.fixture.js';

const BIN = fileURLToPath(new URL('../bin/payframe.js', import.meta.url));

/** Runs the CLI until its output holds `until`, then stops it; answers what it printed. */
function runCli(args: string[], env: Record<string, string>, until: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`the CLI never printed ${until}: ${out}`));
    }, 60_000);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      if (until.test(out)) {
        clearTimeout(timer);
        child.kill('SIGTERM');
        resolve(out);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', () => {
      clearTimeout(timer);
      resolve(out);
    });
  });
}

describe('the payframe CLI', () => {
  it('masks keys as sk_test_…abcd', () => {
    expect(maskKey('sk_test_0123456789abcdefghijklmnopqrstuvwxyz')).toBe('sk_test_…wxyz');
  });

  it('prints the secret key masked when it starts a server, in full only for `keys`', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'payframe-cli-'));
    const secret = `sk_test_${'k'.repeat(20)}CLIsecret1234`;
    const env = {
      PORT: '0',
      PAYFRAME_DATA_DIR: dir,
      PAYFRAME_SECRET_KEY: secret,
      PAYFRAME_PUBLISHABLE_KEY: `pk_test_${'p'.repeat(30)}`,
      PAYFRAME_WORKERS: 'off',
      DATABASE_URL: '',
      LOG_LEVEL: 'error',
    };
    try {
      const started = await runCli(['start'], env, /Secret key\s+\S+.*\n/);
      expect(started).toContain('Payframe is running');
      expect(started).toContain('sk_test_…1234');
      expect(started).not.toContain(secret);
      const listed = await runCli(['keys'], env, /Secret key\s+\S+\n/);
      expect(listed).toContain(secret);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('listen forwards what trigger records, signed with the secret it prints; neither prints the key', async () => {
    const t = await startTestServer();
    const receiver = new WebhookListener();
    await receiver.listen();
    const env = { PAYFRAME_API_BASE: t.url, PAYFRAME_SECRET_KEY: t.secretKey };
    const listener = spawn(
      process.execPath,
      [BIN, 'listen', '--forward-to', receiver.url, '--events', 'customer.created'],
      { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    listener.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    listener.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    try {
      const secret = await waitFor(
        'the session secret',
        () => /signing secret is (whsec_\S+)/.exec(out)?.[1],
        60_000,
      );
      const triggered = await runCli(['trigger', 'customer.created'], env, /Trigger succeeded.*\n/);
      expect(triggered).toMatch(/Running fixture for: customer \(cus_\w+\)/);
      await waitFor('the forwarded event', () => receiver.requests.length >= 1, 30_000);
      const event = t.stripe.webhooks.constructEvent(
        receiver.requests[0]!.body,
        receiver.requests[0]!.headers['stripe-signature'] as string,
        secret,
      );
      expect(event.type).toBe('customer.created');
      await waitFor('the line', () => out.includes(`--> customer.created [${event.id}]`));
      expect(out).toMatch(/<-- \[200\] POST http:\/\/127\.0\.0\.1:\d+\/webhooks/);
      expect(`${out}${triggered}`).not.toContain(t.secretKey);
      const refused = await runCli(
        ['trigger', 'customer.created'],
        { ...env, PAYFRAME_SECRET_KEY: '' },
        /\n$/,
      );
      expect(refused).toContain('A secret key is needed');
    } finally {
      listener.kill('SIGTERM');
      await receiver.close();
      await t.close();
    }
  }, 60_000);

  // Each CLI run below is a fresh process that loads the server's TypeScript: six of them take
  // longer than the default test time on a busy two-core machine.
  it('refuses PostgreSQL without an encryption key, and rotates the key of a database', async () => {
    const never = /(?!)/;
    const refused = await runCli(
      ['start'],
      { DATABASE_URL: 'postgres://127.0.0.1:1/none', PAYFRAME_ENCRYPTION_KEY: '', PORT: '0' },
      never,
    );
    expect(refused).toContain('DATABASE_URL is set but PAYFRAME_ENCRYPTION_KEY is not');
    expect(refused).not.toMatch(/\n\s+at /);

    const dir = mkdtempSync(path.join(tmpdir(), 'payframe-cli-'));
    const base = {
      PORT: '0',
      PAYFRAME_DATA_DIR: dir,
      PAYFRAME_WORKERS: 'off',
      DATABASE_URL: '',
      LOG_LEVEL: 'error',
    };
    const fileKey = { ...base, PAYFRAME_ENCRYPTION_KEY: '' };
    const next = 'c'.repeat(64);
    try {
      // The first start seals the account's keys under the key file it generates.
      expect(await runCli(['keys'], fileKey, /Secret key\s+\S+\n/)).toContain('sk_test_');
      const rotated = await runCli(
        ['keys', 'rotate-encryption'],
        { ...fileKey, PAYFRAME_NEW_ENCRYPTION_KEY: next },
        never,
      );
      expect(rotated).toMatch(/The new key \(check value [0-9a-f]{16}\) now opens this database/);
      const withNew = { ...base, PAYFRAME_ENCRYPTION_KEY: next };
      expect(await runCli(['keys'], withNew, /Secret key\s+\S+\n/)).toContain('sk_test_');
      expect(await runCli(['keys', 'retire-encryption'], withNew, never)).toMatch(/^Retired [0-9a-f]{16}/m);
      const oldKey = await runCli(['keys'], fileKey, never);
      expect(oldKey).toContain('is not one this database was sealed with');
      expect(oldKey).toContain('encryption.key');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('events resend sends an event again to the endpoints listening for it', async () => {
    const t = await startTestServer({ config: { webhooks: { pollMs: 50, timeoutMs: 2000 } } });
    const receiver = new WebhookListener();
    await receiver.listen();
    try {
      await t.stripe.webhookEndpoints.create({ url: receiver.url, enabled_events: ['customer.created'] });
      await t.stripe.customers.create({ email: 'resend@example.com' });
      await waitFor('the first delivery', () => receiver.requests.length === 1);
      const eventId = (JSON.parse(receiver.requests[0]!.body) as { id: string }).id;
      const env = { PAYFRAME_API_BASE: t.url, PAYFRAME_SECRET_KEY: t.secretKey };
      const out = await runCli(['events', 'resend', eventId], env, /(?!)/);
      expect(out).toContain(`Resent customer.created [${eventId}] to every endpoint listening for it`);
      await waitFor('the delivery sent again', () => receiver.requests.length === 2);
      expect(JSON.parse(receiver.requests[1]!.body)).toMatchObject({ id: eventId });
      expect(await runCli(['events', 'resend', 'evt_missing'], env, /(?!)/)).toContain('No such event');
      expect(await runCli(['events'], env, /(?!)/)).toContain('events needs: resend');
    } finally {
      await receiver.close();
      await t.close();
    }
  }, 60_000);

  it('logs tail prints each API call as it happens, filtered as asked', async () => {
    const t = await startTestServer({ config: { workers: false } });
    const env = { PAYFRAME_API_BASE: t.url, PAYFRAME_SECRET_KEY: t.secretKey };
    const tail = spawn(process.execPath, [BIN, 'logs', 'tail', '--filter-http-method', 'post'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    tail.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    tail.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    try {
      await waitFor('the tail to start', () => out.includes('Ready!'), 60_000);
      await t.stripe.customers.list();
      const customer = await t.stripe.customers.create({ email: 'tailed@example.com' });
      await t.request('POST', '/v1/customers/cus_missing', { body: { name: 'x' } });
      await t.server.context.requestLogs.flush();
      await waitFor('both POST lines', () => out.includes('/v1/customers/cus_missing'), 30_000);
      expect(out).toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d \[200\] POST \/v1\/customers \[req_\w+\] \d+ ms/);
      expect(out).toMatch(/\[404\] POST \/v1\/customers\/cus_missing/);
      expect(out).not.toContain('GET /v1/customers');
      expect(out).not.toContain(customer.email);
      expect(out).not.toContain(t.secretKey);
    } finally {
      tail.kill('SIGTERM');
      await t.close();
    }
  }, 60_000);
});
