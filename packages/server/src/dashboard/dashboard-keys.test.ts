import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountKeys, createAccount } from '../accounts/index.js';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { dashboardClient, PASSWORD } from './dashboard.fixture.js';
import { createOperator } from './operators.js';

describe.each(DATABASES)('the API keys page on %s', (database) => {
  let t: TestServer;
  let keys: AccountKeys;
  const { call, signIn } = dashboardClient(() => t.url);
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
    // An account of its own: rolling its keys leaves the test server's client working.
    keys = await createAccount(t.server.context.db, t.server.context.vault, { businessName: 'Keys' });
    await createOperator(t.server.context.db, {
      accountId: keys.accountId,
      email: 'keys@example.com',
      password: PASSWORD,
    });
  });
  afterAll(async () => t?.close());

  /** What the API answers a key: 200 while it works, 401 with Stripe's message once it does not. */
  const useKey = (key: string) =>
    fetch(`${t.url}/v1/customers`, { headers: { authorization: `Bearer ${key}` } }).then(async (r) => ({
      status: r.status,
      body: (await r.json()) as any,
    }));

  it('reveals the secret key once, after the password, and never without the CSRF token', async () => {
    const { cookie, csrf } = await signIn('keys@example.com');
    const listed = await call('GET', '/dashboard/api/keys', { cookie });
    expect(listed.body.secret_keys).toEqual([
      expect.objectContaining({
        masked: expect.stringMatching(/^sk_test_•+.{4}$/),
        expires_at: null,
        revealed: false,
      }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(keys.testSecret);

    const noCsrf = await call('POST', '/dashboard/api/keys/reveal', { cookie, body: { password: PASSWORD } });
    expect(noCsrf.status).toBe(403);
    const foreign = await call('POST', '/dashboard/api/keys/reveal', {
      cookie,
      csrf,
      body: { password: PASSWORD },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    const wrong = await call('POST', '/dashboard/api/keys/reveal', {
      cookie,
      csrf,
      body: { password: 'nope nope nope' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.message).toBe('The password is wrong.');
    expect(
      (await call('POST', '/dashboard/api/keys/reveal', { csrf, body: { password: PASSWORD } })).status,
    ).toBe(401);

    const shown = await call('POST', '/dashboard/api/keys/reveal', {
      cookie,
      csrf,
      body: { password: PASSWORD },
    });
    expect(shown.status).toBe(200);
    expect(shown.body.secret).toBe(keys.testSecret);
    const again = await call('POST', '/dashboard/api/keys/reveal', {
      cookie,
      csrf,
      body: { password: PASSWORD },
    });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('secret_key_already_revealed');
  });

  it('rolls a key: the new one works at once, the old one until the expiry chosen', async () => {
    const { cookie, csrf } = await signIn('keys@example.com');
    expect((await useKey(keys.testSecret)).status).toBe(200);
    const badExpiry = await call('POST', '/dashboard/api/keys/roll', {
      cookie,
      csrf,
      body: { password: PASSWORD, expires_in: 42 },
    });
    expect(badExpiry.status).toBe(400);
    expect(badExpiry.body.error.param).toBe('expires_in');
    expect(
      (
        await call('POST', '/dashboard/api/keys/roll', {
          cookie,
          body: { password: PASSWORD, expires_in: 0 },
        })
      ).status,
    ).toBe(403);

    const inAnHour = await call('POST', '/dashboard/api/keys/roll', {
      cookie,
      csrf,
      body: { password: PASSWORD, expires_in: 3600 },
    });
    expect(inAnHour.status).toBe(200);
    const second = inAnHour.body.secret as string;
    expect(second).toMatch(/^sk_test_\w+$/);
    expect((await useKey(second)).status).toBe(200);
    expect((await useKey(keys.testSecret)).status).toBe(200);
    const listed = await call('GET', '/dashboard/api/keys', { cookie });
    expect(listed.body.secret_keys.map((k: { expires_at: number | null }) => k.expires_at)).toEqual([
      null,
      inAnHour.body.previous_expires_at,
    ]);
    expect(listed.body.secret_keys[0]).toMatchObject({ revealed: true });
    expect(listed.body.secret_masked.slice(-4)).toBe(second.slice(-4));

    const now = await call('POST', '/dashboard/api/keys/roll', {
      cookie,
      csrf,
      body: { password: PASSWORD, expires_in: 0 },
    });
    const third = now.body.secret as string;
    const refused = await useKey(second);
    expect(refused.status).toBe(401);
    expect(refused.body.error.message).toMatch(/^Expired API Key provided: sk_test_\*+/);
    expect((await useKey(third)).status).toBe(200);
    // The new key was shown by the roll: revealing it again is refused.
    expect(
      (await call('POST', '/dashboard/api/keys/reveal', { cookie, csrf, body: { password: PASSWORD } }))
        .status,
    ).toBe(400);
  });

  it("keeps test and live keys apart, and another account's operator away", async () => {
    const { cookie, csrf } = await signIn('keys@example.com');
    await call('POST', '/dashboard/api/mode', { cookie, csrf, body: { livemode: true } });
    const live = await call('POST', '/dashboard/api/keys/roll', {
      cookie,
      csrf,
      body: { password: PASSWORD, expires_in: 0 },
    });
    expect(live.body.secret).toMatch(/^sk_live_/);
    expect((await useKey(keys.liveSecret)).status).toBe(401);
    const test = await call('GET', '/dashboard/api/keys', { cookie });
    expect(test.body.secret_keys.every((k: { masked: string }) => k.masked.startsWith('sk_live_'))).toBe(
      true,
    );
    await call('POST', '/dashboard/api/mode', { cookie, csrf, body: { livemode: false } });

    await createOperator(t.server.context.db, {
      accountId: t.server.keys.accountId,
      email: 'main@example.com',
      password: PASSWORD,
    });
    const main = await signIn('main@example.com');
    const mine = await call('POST', '/dashboard/api/keys/roll', {
      cookie: main.cookie,
      csrf: main.csrf,
      body: { password: PASSWORD, expires_in: 86_400 },
    });
    expect(mine.status).toBe(200);
    // The main account's old key works for a day; the other account's keys are untouched.
    expect((await useKey(t.secretKey)).status).toBe(200);
    // This account still lists its own two (the current one, the first one for its last hour).
    const listed = await call('GET', '/dashboard/api/keys', { cookie });
    expect(listed.body.secret_keys.map((k: { masked: string }) => k.masked.slice(-4))).toEqual([
      expect.any(String),
      keys.testSecret.slice(-4),
    ]);
    expect(listed.body.secret_masked.slice(-4)).not.toBe(mine.body.secret.slice(-4));
  });
});
