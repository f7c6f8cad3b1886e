import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../accounts/index.js';
import { createServer, type PayframeServer } from '../server.js';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';

const IN_FLIGHT =
  'There is currently another in-progress request using this idempotency key (that probably means you submitted twice, and the other request is still going through). Please try again later.';

describe.each(DATABASES)('Idempotency-Key on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database });
  });
  afterAll(async () => t?.close());

  /** How many customers of the test mode have this e-mail address (lists filter on it). */
  async function countByEmail(email: string, key = t.secretKey, account?: string): Promise<number> {
    const res = await t.request('GET', `/v1/customers?limit=100&email=${encodeURIComponent(email)}`, {
      key,
      ...(account ? { headers: { 'stripe-account': account } } : {}),
    });
    expect(res.status).toBe(200);
    return res.body.data.length;
  }

  function create(key: string, body: string, headers: Record<string, string> = {}) {
    return t.request('POST', '/v1/customers', { body, headers: { 'idempotency-key': key, ...headers } });
  }

  it('replays the first answer, status and body, and runs the request once', async () => {
    const key = randomUUID();
    const email = `replay-${key}@example.com`;
    const body = `email=${encodeURIComponent(email)}&metadata[n]=1`;
    const first = await create(key, body);
    const second = await create(key, body);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.text).toBe(first.text);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.headers.get('idempotency-key')).toBe(key);
    expect(second.headers.get('request-id')).not.toBe(first.headers.get('request-id'));
    expect(await countByEmail(email)).toBe(1);
  });

  it('treats the same parameters in another order or encoding as the same request', async () => {
    const key = randomUUID();
    const email = `order-${key}@example.com`;
    const first = await create(key, `email=${encodeURIComponent(email)}&metadata[a]=1&metadata[b]=2`);
    const reordered = await t.request('POST', '/v1/customers', {
      headers: { 'idempotency-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ metadata: { b: '2', a: '1' }, email }),
    });
    expect(reordered.status).toBe(200);
    expect(reordered.headers.get('idempotent-replayed')).toBe('true');
    expect(reordered.body.id).toBe(first.body.id);
  });

  it('is what the official client sends: a retried call gets the same object', async () => {
    const idempotencyKey = randomUUID();
    const email = `client-${idempotencyKey}@example.com`;
    const first = await t.stripe.customers.create({ email }, { idempotencyKey });
    const again = await t.stripe.customers.create({ email }, { idempotencyKey });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(await countByEmail(email)).toBe(1);
  });

  it('refuses the same key with other parameters, or on another call', async () => {
    const key = randomUUID();
    const email = `mismatch-${key}@example.com`;
    const first = await create(key, `email=${encodeURIComponent(email)}`);
    expect(first.status).toBe(200);
    const expected = {
      error: {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      },
    };
    const other = await create(key, `email=${encodeURIComponent(email)}&name=Other`);
    expect(other.status).toBe(400);
    expect(other.body).toEqual(expected);
    const elsewhere = await t.request('POST', `/v1/customers/${first.body.id}`, {
      body: `email=${encodeURIComponent(email)}`,
      headers: { 'idempotency-key': key },
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body).toEqual(expected);
    await expect(
      t.stripe.customers.create({ email: 'x@example.com' }, { idempotencyKey: key }),
    ).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
      statusCode: 400,
    });
    expect(await countByEmail(email)).toBe(1);
  });

  it('runs one of many concurrent requests with one key; the others get 409 or its replay', async () => {
    const key = randomUUID();
    const email = `race-${key}@example.com`;
    const body = `email=${encodeURIComponent(email)}`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => create(key, body)));
    const ran = answers.filter((a) => a.status === 200 && a.headers.get('idempotent-replayed') === null);
    const replayed = answers.filter(
      (a) => a.status === 200 && a.headers.get('idempotent-replayed') === 'true',
    );
    const refused = answers.filter((a) => a.status === 409);
    expect(ran).toHaveLength(1);
    expect(replayed.length + refused.length).toBe(9);
    for (const answer of replayed) expect(answer.text).toBe(ran[0]!.text);
    for (const answer of refused) {
      expect(answer.body).toEqual({
        error: {
          type: 'idempotency_error',
          code: 'idempotency_key_in_use',
          message: IN_FLIGHT,
          doc_url: 'https://stripe.com/docs/error-codes/idempotency-key-in-use',
        },
      });
    }
    expect(await countByEmail(email)).toBe(1);
    // Once the first has finished, the key simply replays.
    const later = await create(key, body);
    expect(later.headers.get('idempotent-replayed')).toBe('true');
    expect(later.text).toBe(ran[0]!.text);
  });

  it('does not store a request refused by validation, so the key can be used again', async () => {
    const key = randomUUID();
    const email = `fixed-${key}@example.com`;
    const refused = await create(key, `email=${encodeURIComponent(email)}&bogus=1`);
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('parameter_unknown');
    const fixed = await create(key, `email=${encodeURIComponent(email)}`);
    expect(fixed.status).toBe(200);
    expect(fixed.headers.get('idempotent-replayed')).toBeNull();
    expect(await countByEmail(email)).toBe(1);
  });

  it('does not store a request that failed and wrote nothing', async () => {
    const key = randomUUID();
    const missing = await t.request('POST', '/v1/customers/cus_doesnotexist', {
      body: 'name=x',
      headers: { 'idempotency-key': key },
    });
    expect(missing.status).toBe(404);
    const retried = await t.request('POST', '/v1/customers/cus_doesnotexist', {
      body: 'name=x',
      headers: { 'idempotency-key': key },
    });
    expect(retried.status).toBe(404);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
  });

  it('scopes keys to one account and mode', async () => {
    const key = randomUUID();
    const email = `scoped-${key}@example.com`;
    const body = `email=${encodeURIComponent(email)}`;
    const connected = await createAccount(t.server.context.db, t.server.context.vault, {
      businessName: 'Connected',
      parentId: t.server.keys.accountId,
    });
    const inTest = await create(key, body);
    const inLive = await t.request('POST', '/v1/customers', {
      key: t.server.keys.liveSecret,
      body,
      headers: { 'idempotency-key': key },
    });
    const inConnected = await create(key, body, { 'stripe-account': connected.accountId });
    for (const answer of [inTest, inLive, inConnected]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('idempotent-replayed')).toBeNull();
    }
    expect(new Set([inTest.body.id, inLive.body.id, inConnected.body.id]).size).toBe(3);
    expect(inLive.body.livemode).toBe(true);
    expect(await countByEmail(email)).toBe(1);
    expect(await countByEmail(email, t.server.keys.liveSecret)).toBe(1);
    expect(await countByEmail(email, t.secretKey, connected.accountId)).toBe(1);
  });

  it('refuses a key longer than 255 characters', async () => {
    const res = await create('k'.repeat(256), 'email=long@example.com');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      type: 'invalid_request_error',
      message: 'Idempotency key length must be at most 255 characters.',
    });
  });

  if (database === 'postgres') {
    describe('across two server instances on one database', () => {
      let second: PayframeServer;
      let secondUrl: string;
      beforeAll(async () => {
        second = await createServer({ config: { ...t.server.context.config, port: 0, workers: false } });
        secondUrl = await second.listen();
      });
      afterAll(async () => second?.close());

      it('still runs a key once when both receive it at the same moment', async () => {
        const key = randomUUID();
        const email = `two-${key}@example.com`;
        const send = (base: string) =>
          fetch(`${base}/v1/customers`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${t.secretKey}`,
              'content-type': 'application/x-www-form-urlencoded',
              'idempotency-key': key,
            },
            body: `email=${encodeURIComponent(email)}`,
          }).then(async (r) => ({
            status: r.status,
            replayed: r.headers.get('idempotent-replayed'),
            text: await r.text(),
          }));
        const answers = await Promise.all(
          Array.from({ length: 16 }, (_, i) => send(i % 2 ? secondUrl : t.url)),
        );
        const ran = answers.filter((a) => a.status === 200 && a.replayed === null);
        expect(ran).toHaveLength(1);
        for (const a of answers.filter((x) => x !== ran[0])) {
          expect([409, 200]).toContain(a.status);
          if (a.status === 200) expect(a.text).toBe(ran[0]!.text);
        }
        expect(await countByEmail(email)).toBe(1);
      });
    });
  }
});
