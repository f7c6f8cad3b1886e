import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';

interface Row {
  id: string;
  seq: number;
  method: string;
  path: string;
  status: number;
  idempotency_key: string | null;
  key_kind: string;
  duration_ms: number;
}

describe.each(DATABASES)('the request log on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());

  async function logs(query = ''): Promise<{ data: Row[]; has_more: boolean }> {
    await t.server.context.requestLogs.flush();
    const answer = await t.request('GET', `/v1/request_logs${query}`);
    expect(answer.status).toBe(200);
    return answer.body as { data: Row[]; has_more: boolean };
  }

  it('keeps each authenticated call: method, path without its query, status, key kind, idempotency key', async () => {
    const created = await t.request('POST', '/v1/customers', {
      body: { email: 'logged@example.com' },
      headers: { 'idempotency-key': 'tail-key-1' },
    });
    expect(created.status).toBe(200);
    const missing = await t.request('GET', '/v1/customers/cus_missing?expand[]=default_source');
    expect(missing.status).toBe(404);
    const browser = await t.request('GET', '/v1/customers', { key: t.publishableKey });
    expect(browser.status).toBe(401);
    const guessed = await t.request('GET', '/v1/customers', { key: 'sk_test_notakey' });
    expect(guessed.status).toBe(401);

    const { data } = await logs();
    expect(data.map((row) => [row.method, row.path, row.status, row.key_kind])).toEqual([
      ['POST', '/v1/customers', 200, 'secret'],
      ['GET', '/v1/customers/cus_missing', 404, 'secret'],
      ['GET', '/v1/customers', 401, 'publishable'],
    ]);
    expect(data[0]).toMatchObject({ idempotency_key: 'tail-key-1', id: created.headers.get('request-id') });
    expect(data.every((row) => row.duration_ms >= 0 && row.id.startsWith('req_'))).toBe(true);
    // Reading the log is not itself logged, or a tail would mostly show itself.
    expect((await logs()).data).toHaveLength(3);
  });

  it('pages after a cursor and filters by status class, method and path', async () => {
    const before = (await logs()).data.at(-1)!.seq;
    await t.request('GET', '/v1/payment_intents');
    await t.request('POST', '/v1/payment_intents', { body: { amount: '-1', currency: 'usd' } });
    const after = await logs(`?after=${before}`);
    expect(after.data.map((row) => [row.method, row.path, row.status])).toEqual([
      ['GET', '/v1/payment_intents', 200],
      ['POST', '/v1/payment_intents', 400],
    ]);
    expect((await logs('?status=4XX&path=/v1/payment_intents')).data.map((row) => row.status)).toEqual([400]);
    expect((await logs('?method=POST&limit=1')).data.map((row) => row.path)).toEqual(['/v1/payment_intents']);
    expect((await logs('?method=POST&limit=1')).has_more).toBe(true);

    const bad = await t.request('GET', '/v1/request_logs?status=teapot');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { param: 'status', type: 'invalid_request_error' } });
    expect((await t.request('GET', '/v1/request_logs', { key: t.publishableKey })).status).toBe(401);
  });
});
