import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../kernel/errors.js';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { parseForm } from './form-body.js';
import {
  anyBody,
  encode,
  expectSafe,
  formBody,
  PERCENT,
  queryString,
  RUNS,
  segment,
  settings,
} from './fuzz-inputs.fixture.js';

/**
 * Property tests that throw random and malformed requests at the form parser and at the
 * API, and require that nothing a client sends gets a 5xx: every refusal is a 4xx with the
 * Stripe error object, and the server keeps answering. The seed is fixed so a run is
 * repeatable (fast-check prints seed and path of a failure); FUZZ_SEED explores others,
 * FUZZ_RUNS changes the number of runs per property.
 */
describe('the form parser under random input', () => {
  function expectOrdinary(value: unknown): void {
    if (Array.isArray(value)) {
      for (const item of value) expectOrdinary(item);
    } else if (value !== null && typeof value === 'object') {
      expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
      expect(Object.hasOwn(value, '__proto__')).toBe(false);
      for (const item of Object.values(value)) expectOrdinary(item);
    } else {
      expect(typeof value).toBe('string');
    }
  }

  function parsesOrRefuses(body: string): void {
    let parsed: Record<string, unknown>;
    try {
      parsed = parseForm(body);
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(400);
      return;
    }
    expectOrdinary(parsed);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('a');
  }

  it('turns any string into plain data or a 400, never anything else', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), parsesOrRefuses), {
      ...settings,
      numRuns: RUNS * 5,
    });
  });

  it('turns any bracket soup into plain data or a 400, and never touches a prototype', () => {
    fc.assert(fc.property(formBody, parsesOrRefuses), { ...settings, numRuns: RUNS * 5 });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('__proto__', 'constructor', 'prototype', 'a'), fc.array(segment)), {
          maxLength: 5,
        }),
        (parts) => parsesOrRefuses(parts.map(([n, s]) => `${n}${s.join('')}[polluted]=1`).join('&')),
      ),
      settings,
    );
  });
});

describe.each(DATABASES)('the API under random requests on %s', (database) => {
  let t: TestServer;
  let customerId: string;
  const targets: { method: 'POST'; path: string }[] = [];

  /** Whether another engineer's route is mounted yet: an unknown URL is a 404 that says so. */
  async function mounted(path: string): Promise<boolean> {
    const res = await t.request('POST', path, { body: '' });
    return !(res.status === 404 && /^Unrecognized request URL/.test(res.body?.error?.message ?? ''));
  }

  beforeAll(async () => {
    t = await startTestServer({ database });
    customerId = (await t.stripe.customers.create({ email: 'fuzz@example.com' })).id;
    targets.push(
      { method: 'POST', path: '/v1/customers' },
      { method: 'POST', path: `/v1/customers/${customerId}` },
    );
    for (const path of [
      '/v1/payment_methods',
      '/v1/payment_intents',
      '/v1/consumers/sessions/lookup',
      '/v1/consumers/accounts/sign_up',
      '/v1/consumers/payment_details',
    ]) {
      if (await mounted(path)) targets.push({ method: 'POST', path });
    }
    if (await mounted('/v1/payment_intents/pi_fuzz/confirm')) {
      const created = await t.request('POST', '/v1/payment_intents', {
        body: 'amount=2000&currency=usd&payment_method_types[]=card',
      });
      const id = created.status === 200 ? (created.body.id as string) : 'pi_fuzz';
      targets.push({ method: 'POST', path: `/v1/payment_intents/${id}/confirm` });
    }
  });
  afterAll(async () => t?.close());

  async function send(method: string, path: string, body: string | undefined, type: string | undefined) {
    const headers: Record<string, string> = { authorization: `Bearer ${t.secretKey}` };
    if (type !== undefined) headers['content-type'] = type;
    // node:http sends exactly these headers (fetch would add a Content-Type of its own).
    const res = await t.raw(method, path, { headers, ...(body !== undefined ? { body } : {}) });
    const id = res.headers['request-id'];
    return { status: res.status, requestId: Array.isArray(id) ? id[0] : id, body: res.body, text: res.text };
  }

  it('never answers a random body with a 5xx, on every write endpoint', async () => {
    expect(targets.length).toBeGreaterThanOrEqual(2);
    for (const target of targets) {
      const seen = { accepted: 0, refused: 0 };
      await fc.assert(
        fc.asyncProperty(anyBody, async ({ body, type }) => {
          const answer = await send(target.method, target.path, body, type);
          expectSafe(answer, `${target.path} [${type}] ${body.slice(0, 200)}`);
          seen[answer.status < 400 ? 'accepted' : 'refused']++;
        }),
        settings,
      );
      // A fuzzer that only ever gets refused tests nothing past the parser.
      if (target.path.startsWith('/v1/customers'))
        expect(seen.accepted, target.path).toBeGreaterThan(RUNS / 20);
      expect(seen.refused, target.path).toBeGreaterThan(RUNS / 20);
    }
  });

  it('never answers a random query string with a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(queryString, async (query) => {
        const res = await t.request('GET', `/v1/customers?${query}`);
        expectSafe(
          { status: res.status, requestId: res.headers.get('request-id'), body: res.body, text: res.text },
          `GET /v1/customers?${query}`,
        );
      }),
      settings,
    );
  });

  it('never answers a random id or path with a 5xx', async () => {
    const id = fc.oneof(
      fc.string({ maxLength: 40 }).map(encode),
      fc.string({ unit: 'binary', maxLength: 20 }).map(encode),
      fc.constantFrom(...PERCENT, 'cus_', '..', '%2F', 'a'.repeat(300), 'cus_%00', '%ED%A0%80'),
    );
    await fc.assert(
      fc.asyncProperty(id, fc.constantFrom('GET', 'POST', 'DELETE'), async (value, method) => {
        const res = await send(
          method,
          `/v1/customers/${value}`,
          method === 'POST' ? 'name=x' : undefined,
          'application/x-www-form-urlencoded',
        );
        expectSafe(res, `${method} /v1/customers/${value}`);
      }),
      settings,
    );
  });

  it('never answers random protocol headers with a 5xx', async () => {
    const GOOD_KEY = 'the secret key';
    const printable = fc.string({
      unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
      maxLength: 40,
    });
    const headers = fc.record(
      {
        'stripe-version': fc.oneof(
          printable,
          fc.constantFrom('2020-08-27', '2024-06-20.basil', '9999-99-99'),
        ),
        'stripe-account': fc.oneof(printable, fc.constantFrom('acct_', 'acct_1DoesNotExist')),
        'idempotency-key': fc.oneof(printable, fc.constant('k'.repeat(256))),
        authorization: fc.oneof(
          fc.constant(GOOD_KEY),
          printable,
          printable.map((v) => `Bearer ${v}`),
          printable.map((v) => `Basic ${Buffer.from(v).toString('base64')}`),
        ),
      },
      { requiredKeys: [] },
    );
    const path = fc.constantFrom('/v1/customers', 'customer');
    await fc.assert(
      fc.asyncProperty(headers, path, async (h, which) => {
        const target = which === 'customer' ? `/v1/customers/${customerId}` : which;
        const authorization =
          h.authorization === undefined || h.authorization === GOOD_KEY
            ? `Bearer ${t.secretKey}`
            : h.authorization;
        const res = await t.request('POST', target, {
          key: null,
          body: 'metadata[fuzz]=1',
          headers: { ...h, authorization },
        });
        expectSafe(
          { status: res.status, requestId: res.headers.get('request-id'), body: res.body, text: res.text },
          `${target} ${JSON.stringify(h)}`,
        );
      }),
      settings,
    );
  });

  it('is still up and answering afterwards', async () => {
    expect(t.server.http.server.listening).toBe(true);
    const list = await t.stripe.customers.list({ limit: 1 });
    expect(list.object).toBe('list');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
