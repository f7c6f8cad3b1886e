import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkCredentials } from './dashboard/operators.js';
import { startSession } from './dashboard/sessions.js';
import { createServer } from './server.js';

const BIN = fileURLToPath(new URL('../bin/payframe.js', import.meta.url));

/** Runs the CLI to its end with `input` on stdin; answers its exit code and what it printed. */
function runCli(args: string[], env: Record<string, string>, input: string) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { env: { ...process.env, ...env } });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('exit', (code) => resolve({ code, out }));
    child.stdin.end(input);
  });
}

describe('payframe users create', () => {
  it('adds an operator whose password is read from stdin, never printed, and signs in', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'payframe-users-'));
    const env = { PAYFRAME_DATA_DIR: dir, DATABASE_URL: '', PAYFRAME_WORKERS: 'off', LOG_LEVEL: 'error' };
    const password = 'a password of some length';
    try {
      const created = await runCli(
        ['users', 'create', '--email', 'Ops@Example.com', '--password-stdin'],
        env,
        `${password}\n`,
      );
      expect(created.code, created.out).toBe(0);
      expect(created.out).toContain('Created operator ops@example.com for account acct_');
      expect(created.out).not.toContain(password);

      const again = await runCli(
        ['users', 'create', '--email', 'ops@example.com', '--password-stdin'],
        env,
        `${password}\n`,
      );
      expect(again.code).toBe(2);
      expect(again.out).toContain('An operator with the e-mail ops@example.com already exists.');
      const short = await runCli(
        ['users', 'create', '--email', 'b@example.com', '--password-stdin'],
        env,
        'short\n',
      );
      expect(short.out).toContain('The password must be at least 12 characters long.');
      const noAccount = await runCli(
        ['users', 'create', '--email', 'd@example.com', '--account', 'acct_missing', '--password-stdin'],
        env,
        `${password}\n`,
      );
      expect(noAccount.code).toBe(2);
      expect(noAccount.out).toContain('No such account: acct_missing');
      const inArgs = await runCli(
        ['users', 'create', '--email', 'c@example.com', '--password', password],
        env,
        '',
      );
      expect(inArgs.code).toBe(2);

      const server = await createServer({
        config: { dataDir: dir, databaseUrl: undefined, workers: false, port: 0 },
      });
      try {
        const operator = await checkCredentials(server.context.db, 'ops@example.com', password);
        expect(operator).toMatchObject({ email: 'ops@example.com', accountId: server.keys.accountId });
        const row = await server.context.db
          .selectFrom('operators')
          .select('password_hash')
          .executeTakeFirstOrThrow();
        expect(row.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
        expect(row.password_hash).not.toContain(password);
      } finally {
        await server.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('lists operators, sets a new password that ends their sessions, and removes one', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'payframe-users-'));
    const env = { PAYFRAME_DATA_DIR: dir, DATABASE_URL: '', PAYFRAME_WORKERS: 'off', LOG_LEVEL: 'error' };
    const first = 'the first password here';
    const second = 'the second password here';
    try {
      for (const email of ['a@example.com', 'b@example.com']) {
        const created = await runCli(
          ['users', 'create', '--email', email, '--password-stdin'],
          env,
          `${first}\n`,
        );
        expect(created.code, created.out).toBe(0);
      }
      const server = await createServer({
        config: { dataDir: dir, databaseUrl: undefined, workers: false, port: 0 },
      });
      try {
        const operator = await checkCredentials(server.context.db, 'a@example.com', first);
        await startSession(server.context.db, operator!);
      } finally {
        await server.close();
      }
      const listed = await runCli(['users', 'list'], env, '');
      expect(listed.code, listed.out).toBe(0);
      expect(listed.out).toMatch(/^a@example\.com {2}acct_\w+ {2}created \d{4}-\d\d-\d\d {2}signed in$/m);
      expect(listed.out).toMatch(/^b@example\.com {2}acct_\w+ {2}created \d{4}-\d\d-\d\d$/m);

      const reset = await runCli(
        ['users', 'set-password', '--email', 'A@example.com', '--password-stdin'],
        env,
        `${second}\n`,
      );
      expect(reset.code, reset.out).toBe(0);
      expect(reset.out).toContain('Set a new password for a@example.com; their sessions have ended.');
      expect(reset.out).not.toContain(second);
      const removed = await runCli(['users', 'delete', '--email', 'b@example.com'], env, '');
      expect(removed.out).toContain('Removed operator b@example.com; their sessions have ended.');
      const unknown = await runCli(['users', 'delete', '--email', 'nobody@example.com'], env, '');
      expect(unknown.code).toBe(2);
      expect(unknown.out).toContain('No operator has the e-mail nobody@example.com.');

      const after = await createServer({
        config: { dataDir: dir, databaseUrl: undefined, workers: false, port: 0 },
      });
      try {
        const db = after.context.db;
        expect(await checkCredentials(db, 'a@example.com', first)).toBeUndefined();
        expect(await checkCredentials(db, 'a@example.com', second)).toMatchObject({ email: 'a@example.com' });
        expect(await db.selectFrom('operator_sessions').selectAll().execute()).toEqual([]);
        const emails = await db.selectFrom('operators').select('email').execute();
        expect(emails.map((row) => row.email)).toEqual(['a@example.com']);
      } finally {
        await after.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
