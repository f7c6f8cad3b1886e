import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.js';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { WebhookListener } from '../webhooks/listener.fixture.js';
import { waitFor } from '../webhooks/wait.fixture.js';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe.each(DATABASES)('health, readiness and metrics on %s', (database) => {
  let t: TestServer;
  const hooks = new WebhookListener();

  beforeAll(async () => {
    t = await startTestServer({
      database,
      config: { metricsToken: TOKEN, webhooks: { pollMs: 100, timeoutMs: 2000 } },
    });
    await hooks.listen();
  });
  afterAll(async () => {
    await hooks.close();
    await t?.close();
  });

  const metrics = (authorization?: string) =>
    t.request('GET', '/metrics', { key: null, ...(authorization ? { headers: { authorization } } : {}) });

  it('answers /healthz and /readyz without a key', async () => {
    const health = await t.request('GET', '/healthz', { key: null });
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    const ready = await t.request('GET', '/readyz', { key: null });
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ok', database: 'ok', workers: 'running' });
  });

  it('is not ready while the database does not answer, and says so without naming it', async () => {
    const context = t.server.context;
    const working = context.db;
    // A database on a port nothing listens on: the connection is refused.
    const unreachable = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: 'postgres://payframe:secret@127.0.0.1:1/none', max: 1 }),
      }),
    });
    context.db = unreachable;
    try {
      const ready = await t.request('GET', '/readyz', { key: null });
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ status: 'unavailable', reason: 'The database did not answer.' });
      expect(ready.text).not.toContain('secret');
      expect((await t.request('GET', '/healthz', { key: null })).status).toBe(200);
    } finally {
      context.db = working;
      await unreachable.destroy();
    }
    expect((await t.request('GET', '/readyz', { key: null })).status).toBe(200);
  });

  it('keeps /metrics behind its bearer token', async () => {
    expect((await metrics()).status).toBe(401);
    expect((await metrics('Bearer wrong')).status).toBe(401);
    expect((await metrics(`Bearer ${t.secretKey}`)).status).toBe(401);
    const ok = await metrics(`Bearer ${TOKEN}`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
  });

  it('counts requests by route template, payments by status and method, deliveries and worker runs', async () => {
    const endpoint = await t.stripe.webhookEndpoints.create({
      url: hooks.url,
      enabled_events: ['payment_intent.succeeded'],
    });
    const paid = await t.stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    expect(paid.status).toBe('succeeded');
    await t.stripe.paymentIntents.retrieve(paid.id);
    await t.stripe.paymentIntents.create({ amount: 500, currency: 'usd' });
    await waitFor('the delivery', () => hooks.delivered.length >= 1);

    const text = await waitFor('the delivery recorded', async () => {
      const body = (await metrics(`Bearer ${TOKEN}`)).text;
      return body.includes('payframe_webhook_deliveries{outcome="succeeded"} 1') && body;
    });
    expect(text).toContain(
      'payframe_http_requests_total{method="POST",route="/v1/payment_intents",status="200"} 2',
    );
    expect(text).toContain(
      'payframe_http_requests_total{method="GET",route="/v1/payment_intents/:intent",status="200"} 1',
    );
    expect(text).toMatch(
      /payframe_http_request_duration_seconds_count\{method="GET",route="\/v1\/payment_intents\/:intent",status="200"\} 1/,
    );
    expect(text).toContain('payframe_payment_intents{mode="test",status="succeeded",method_type="card"} 1');
    expect(text).toContain(
      'payframe_payment_intents{mode="test",status="requires_payment_method",method_type="none"} 1',
    );
    expect(text).toContain('payframe_webhook_oldest_pending_delivery_age_seconds 0');
    expect(text).toMatch(/payframe_worker_task_runs_total\{task="webhook-dispatch",outcome="ok"\} [1-9]/);
    if (database === 'postgres') {
      expect(text).toContain('payframe_db_pool_connections{state="max"} 16');
      expect(text).toMatch(/payframe_db_pool_connections\{state="open"\} [1-9]/);
    } else expect(text).not.toContain('payframe_db_pool_connections');
    // Templates only: no object id, key or token appears.
    expect(text).not.toContain(paid.id);
    expect(text).not.toMatch(/pi_|sk_test|whsec_/);
    expect(text).not.toContain(TOKEN);
    await t.stripe.webhookEndpoints.del(endpoint.id);
  });
});

describe('metrics without a token', () => {
  it('are not served at all', async () => {
    const t = await startTestServer({ config: { workers: false } });
    try {
      expect((await t.request('GET', '/metrics', { key: null })).status).toBe(404);
      const ready = await t.request('GET', '/readyz', { key: null });
      expect(ready.body).toEqual({ status: 'ok', database: 'ok', workers: 'off' });
    } finally {
      await t.close();
    }
  });
});
