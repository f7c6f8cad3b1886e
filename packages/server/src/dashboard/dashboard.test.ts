import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../accounts/index.js';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { createOperator } from './operators.js';

const PASSWORD = 'correct horse battery staple';

interface Answer {
  status: number;
  body: any;
  cookie: string | null;
}

describe.each(DATABASES)('the dashboard sign-in on %s', (database) => {
  let t: TestServer;
  let otherAccount: string;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false, trustProxy: true } });
    const db = t.server.context.db;
    await createOperator(db, {
      accountId: t.server.keys.accountId,
      email: 'ops@example.com',
      password: PASSWORD,
    });
    otherAccount = (await createAccount(db, t.server.context.vault, { businessName: 'Other' })).accountId;
    await createOperator(db, { accountId: otherAccount, email: 'other@example.com', password: PASSWORD });
  });
  afterAll(async () => t?.close());

  async function call(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; cookie?: string; csrf?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const response = await fetch(`${t.url}${path}`, {
      method,
      headers: {
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.csrf ? { 'x-csrf-token': options.csrf } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    return {
      status: response.status,
      body: await response.json(),
      cookie: response.headers.get('set-cookie'),
    };
  }

  async function signIn(email = 'ops@example.com') {
    const answer = await call('POST', '/dashboard/api/login', { body: { email, password: PASSWORD } });
    expect(answer.status).toBe(200);
    return { cookie: answer.cookie!.split(';')[0]!, csrf: answer.body.csrf_token as string };
  }

  it('refuses a wrong password and an unknown e-mail alike, and sets no cookie', async () => {
    for (const body of [
      { email: 'ops@example.com', password: 'wrong password!!' },
      { email: 'nobody@example.com', password: PASSWORD },
    ]) {
      const answer = await call('POST', '/dashboard/api/login', { body });
      expect(answer.status).toBe(401);
      expect(answer.body.error.message).toBe('The e-mail or the password is wrong.');
      expect(answer.cookie).toBeNull();
    }
  });

  it('keeps the session in an HTTP-only, SameSite=Strict cookie, Secure over https', async () => {
    const plain = await call('POST', '/dashboard/api/login', {
      body: { email: 'OPS@example.com', password: PASSWORD },
    });
    expect(plain.status).toBe(200);
    expect(plain.cookie).toMatch(
      /^payframe_dashboard=[\w-]{40,}; Path=\/dashboard; HttpOnly; SameSite=Strict; Max-Age=43200$/,
    );
    const session = await fetch(`${t.url}/dashboard/api/session`, {
      headers: { cookie: plain.cookie!.split(';')[0]! },
    });
    expect(session.headers.get('access-control-allow-origin')).toBeNull();
    expect(session.headers.get('cache-control')).toBe('no-store');
    expect(JSON.stringify(plain.body)).not.toContain(plain.cookie!.split(';')[0]!.split('=')[1]!);
    const https = await call('POST', '/dashboard/api/login', {
      body: { email: 'ops@example.com', password: PASSWORD },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.cookie).toMatch(/; Secure$/);
    // Only a hash of the cookie is stored.
    const token = plain.cookie!.split(';')[0]!.split('=')[1]!;
    const rows = await t.server.context.db.selectFrom('operator_sessions').select('token_hash').execute();
    expect(rows.map((row) => row.token_hash)).not.toContain(token);
  });

  it('refuses a write without the CSRF token or from another origin', async () => {
    const { cookie, csrf } = await signIn();
    expect((await call('POST', '/dashboard/api/mode', { cookie, body: { livemode: true } })).status).toBe(
      403,
    );
    const wrong = await call('POST', '/dashboard/api/mode', {
      cookie,
      csrf: `${csrf}x`,
      body: { livemode: true },
    });
    expect(wrong.status).toBe(403);
    const foreign = await call('POST', '/dashboard/api/mode', {
      cookie,
      csrf,
      body: { livemode: true },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    const crossLogin = await call('POST', '/dashboard/api/login', {
      body: { email: 'ops@example.com', password: PASSWORD },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossLogin.status).toBe(403);
    const ok = await call('POST', '/dashboard/api/mode', {
      cookie,
      csrf,
      body: { livemode: true },
      headers: { origin: t.url },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.livemode).toBe(true);
    expect((await call('GET', '/dashboard/api/session', { cookie })).body.livemode).toBe(true);
  });

  it('ends a session at sign-out and at its expiry', async () => {
    const first = await signIn();
    expect((await call('GET', '/dashboard/api/payments', { cookie: first.cookie })).status).toBe(200);
    const out = await call('POST', '/dashboard/api/logout', { cookie: first.cookie, csrf: first.csrf });
    expect(out.status).toBe(200);
    expect(out.cookie).toContain('Max-Age=0');
    expect((await call('GET', '/dashboard/api/payments', { cookie: first.cookie })).status).toBe(401);

    const second = await signIn();
    await t.server.context.db
      .updateTable('operator_sessions')
      .set({ expires_ms: Date.now() - 1 })
      .execute();
    expect((await call('GET', '/dashboard/api/session', { cookie: second.cookie })).status).toBe(401);
    expect((await call('GET', '/dashboard/api/payments')).status).toBe(401);
  });

  it("shows an operator their own account's payments only, and refunds through the API's refunds", async () => {
    const intent = await t.stripe.paymentIntents.create({
      amount: 2500,
      currency: 'eur',
      payment_method: 'pm_card_visa',
      confirm: true,
      receipt_email: 'Shopper@Example.com',
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
    });
    const mine = await signIn();
    const found = await call('GET', '/dashboard/api/payments?q=shopper@example.com', { cookie: mine.cookie });
    expect(found.body.data.map((row: { id: string }) => row.id)).toEqual([intent.id]);
    const byStatus = await call('GET', '/dashboard/api/payments?status=canceled', { cookie: mine.cookie });
    expect(byStatus.body.data).toEqual([]);
    const created = intent.created;
    const inRange = await call(
      'GET',
      `/dashboard/api/payments?created_gte=${created}&created_lt=${created + 1}`,
      {
        cookie: mine.cookie,
      },
    );
    expect(inRange.body.data.map((row: { id: string }) => row.id)).toContain(intent.id);
    const later = await call('GET', `/dashboard/api/payments?created_gte=${created + 1}`, {
      cookie: mine.cookie,
    });
    expect(later.body.data).toEqual([]);

    const theirs = await signIn('other@example.com');
    expect((await call('GET', '/dashboard/api/payments', { cookie: theirs.cookie })).body.data).toEqual([]);
    expect(
      (await call('GET', `/dashboard/api/payments/${intent.id}`, { cookie: theirs.cookie })).status,
    ).toBe(404);
    const refusedRefund = await call('POST', `/dashboard/api/payments/${intent.id}/refund`, {
      cookie: theirs.cookie,
      csrf: theirs.csrf,
      body: {},
    });
    expect(refusedRefund.status).toBe(404);

    const refund = await call('POST', `/dashboard/api/payments/${intent.id}/refund`, {
      cookie: mine.cookie,
      csrf: mine.csrf,
      body: { amount: 1000 },
    });
    expect(refund.status).toBe(200);
    expect(refund.body).toMatchObject({ object: 'refund', amount: 1000, payment_intent: intent.id });
    const viaApi = await t.stripe.refunds.list({ payment_intent: intent.id });
    expect(viaApi.data.map((r) => r.id)).toEqual([refund.body.id]);
    const detail = await call('GET', `/dashboard/api/payments/${intent.id}`, { cookie: mine.cookie });
    expect(detail.body.refunds.map((r: { id: string }) => r.id)).toEqual([refund.body.id]);
    const types = detail.body.timeline.map((e: { type: string }) => e.type);
    expect(types[0]).toBe('payment_intent.created');
    expect(types).toContain('charge.refunded');
    const tooMuch = await call('POST', `/dashboard/api/payments/${intent.id}/refund`, {
      cookie: mine.cookie,
      csrf: mine.csrf,
      body: { amount: 5000 },
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.type).toBe('invalid_request_error');

    const keys = await call('GET', '/dashboard/api/keys', { cookie: mine.cookie });
    expect(keys.body.publishable).toBe(t.publishableKey);
    expect(keys.body.secret_masked).toMatch(/^sk_test_•+.{4}$/);
    expect(keys.body.secret_masked).not.toContain(t.secretKey.slice(8, -4));
  });

  it('captures and cancels through the API, and resends an event as POST /v1/events/:id/retry does', async () => {
    const { cookie, csrf } = await signIn();
    const manual = () =>
      t.stripe.paymentIntents.create({
        amount: 1200,
        currency: 'usd',
        capture_method: 'manual',
        payment_method: 'pm_card_visa',
        confirm: true,
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      });
    const [toCapture, toCancel] = [await manual(), await manual()];
    const captured = await call('POST', `/dashboard/api/payments/${toCapture.id}/capture`, {
      cookie,
      csrf,
      body: {},
    });
    expect(captured.body).toMatchObject({ id: toCapture.id, status: 'succeeded' });
    const canceled = await call('POST', `/dashboard/api/payments/${toCancel.id}/cancel`, {
      cookie,
      csrf,
      body: {},
    });
    expect(canceled.body).toMatchObject({ id: toCancel.id, status: 'canceled' });
    const again = await call('POST', `/dashboard/api/payments/${toCancel.id}/capture`, {
      cookie,
      csrf,
      body: {},
    });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('payment_intent_unexpected_state');

    const detail = await call('GET', `/dashboard/api/payments/${toCapture.id}`, { cookie });
    const event = detail.body.timeline.at(-1).id as string;
    const none = await call('POST', `/dashboard/api/events/${event}/resend`, { cookie, csrf, body: {} });
    expect(none.status).toBe(400);
    expect(none.body.error.message).toMatch(/^No enabled webhook endpoint listens for /);
    const endpoint = await t.stripe.webhookEndpoints.create({
      url: 'https://example.com/hook',
      enabled_events: ['*'],
    });
    const resent = await call('POST', `/dashboard/api/events/${event}/resend`, { cookie, csrf, body: {} });
    expect(resent.body.id).toBe(event);
    const endpoints = await call('GET', '/dashboard/api/webhook_endpoints', { cookie });
    const mine = endpoints.body.data.find((e: { id: string }) => e.id === endpoint.id);
    expect(mine.deliveries.map((d: { event: string; status: string }) => [d.event, d.status])).toContainEqual(
      [event, 'pending'],
    );
  });

  // Last: the limit then holds for this address.
  it('stops checking passwords after five failures, even the right one', async () => {
    for (let i = 0; i < 5; i++) {
      const answer = await call('POST', '/dashboard/api/login', {
        body: { email: 'ops@example.com', password: `wrong password ${i}` },
      });
      expect(answer.status).toBe(401);
    }
    const limited = await call('POST', '/dashboard/api/login', {
      body: { email: 'ops@example.com', password: PASSWORD },
    });
    expect(limited.status).toBe(429);
    expect(limited.cookie).toBeNull();
  });
});
