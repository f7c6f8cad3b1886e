import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../routes.js';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { anyBody, expectSafe, queryString, RUNS, SEED } from './fuzz-inputs.fixture.js';

/**
 * Every route the API declares, under random bodies and query strings: a route added later
 * is covered the day it is mounted. Path parameters are an id that exists nowhere, so each
 * request meets the route's own parameter checks and then a 404, never a 5xx.
 */
const PER_ROUTE = Math.max(10, Math.floor(RUNS / 5));
const settings = { seed: SEED, numRuns: PER_ROUTE } as const;

function concrete(path: string): string {
  return path.replace(/:(\w+)/g, (_, name: string) => `${name}_fuzz`);
}

describe.each(DATABASES)('every route under random requests on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());

  async function send(method: string, path: string, body: string | undefined, type: string | undefined) {
    const headers: Record<string, string> = { authorization: `Bearer ${t.secretKey}` };
    if (type !== undefined) headers['content-type'] = type;
    const res = await t.raw(method, path, { headers, ...(body !== undefined ? { body } : {}) });
    const id = res.headers['request-id'];
    return { status: res.status, requestId: Array.isArray(id) ? id[0] : id, body: res.body, text: res.text };
  }

  /** fetch percent-encodes what a URL cannot carry raw, as any HTTP client would. */
  async function sendQuery(method: string, path: string, query: string) {
    const res = await t.request(method as 'GET', `${path}?${query}`);
    return {
      status: res.status,
      requestId: res.headers.get('request-id') ?? undefined,
      body: res.body,
      text: res.text,
    };
  }

  it('declares routes to fuzz', () => {
    expect(apiRoutes.length).toBeGreaterThan(40);
  });

  for (const def of apiRoutes) {
    const path = concrete(def.path);
    it(`${def.method} ${def.path} never answers a 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(anyBody, queryString, async ({ body, type }, query) => {
          const answer =
            def.method === 'POST'
              ? await send('POST', path, body, type)
              : await sendQuery(def.method, path, query);
          expectSafe(answer, `${def.method} ${path} ${def.method === 'POST' ? body.slice(0, 200) : query}`);
        }),
        settings,
      );
    });
  }
});
