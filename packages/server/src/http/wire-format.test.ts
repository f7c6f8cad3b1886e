import { DEFAULT_API_VERSION } from '@payframe/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { BODY_LIMIT } from './app.js';
import { widgetRoutes } from './widget-routes.fixture.js';

const REQUEST_ID = /^req_[A-Za-z0-9]{14}$/;
const JSON_TYPE = { 'content-type': 'application/json' };

function expectStripeError(body: unknown, type = 'invalid_request_error') {
  expect(body).toEqual({ error: expect.objectContaining({ type, message: expect.any(String) }) });
}

describe.each(DATABASES)('the wire format on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database, routes: widgetRoutes });
  });
  afterAll(async () => t?.close());

  describe('request bodies', () => {
    it('reads arrays written as a[]=x and as a[0]=x, and nested brackets', async () => {
      const res = await t.request('POST', '/v1/customers', {
        body: [
          'preferred_locales[]=fr',
          'preferred_locales[]=en',
          'shipping[name]=Jenny%20Rosen',
          'shipping[address][city]=Lyon',
          'shipping[address][line1]=2+Side+St',
          'metadata[note]=caf%C3%A9+%E2%98%95',
        ].join('&'),
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        preferred_locales: ['fr', 'en'],
        shipping: { name: 'Jenny Rosen', address: { city: 'Lyon', line1: '2 Side St', country: null } },
        metadata: { note: 'café ☕' },
      });

      const indexed = await t.request('POST', `/v1/customers/${res.body.id}`, {
        body: 'preferred_locales[1]=it&preferred_locales[0]=de',
      });
      expect(indexed.body.preferred_locales).toEqual(['de', 'it']);
    });

    it('reads the same parameters from a JSON body, numbers and nesting included', async () => {
      const res = await t.request('POST', '/v1/customers', {
        headers: JSON_TYPE,
        body: JSON.stringify({
          balance: 250,
          preferred_locales: ['nl'],
          shipping: { name: 'Jan', address: { city: 'Utrecht' } },
          metadata: { order: '12' },
        }),
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        balance: 250,
        preferred_locales: ['nl'],
        shipping: { name: 'Jan', address: { city: 'Utrecht' } },
        metadata: { order: '12' },
      });
    });

    it('accepts the charset parameter and any letter case in the Content-Type', async () => {
      for (const type of [
        'application/x-www-form-urlencoded; charset=utf-8',
        'Application/X-WWW-Form-Urlencoded',
      ]) {
        const res = await t.request('POST', '/v1/customers', {
          headers: { 'content-type': type },
          body: 'email=case%40example.com',
        });
        expect(res.status, type).toBe(200);
        expect(res.body.email).toBe('case@example.com');
      }
    });

    it('sends what the official client encodes (arrays, nested objects) through intact', async () => {
      const customer = await t.stripe.customers.create({
        preferred_locales: ['fr', 'en'],
        shipping: { name: 'Jenny', address: { city: 'Paris', line1: '1 Rue' } },
        address: { country: 'FR' },
      });
      expect(customer.preferred_locales).toEqual(['fr', 'en']);
      expect(customer.shipping?.address?.city).toBe('Paris');
      expect(customer.address?.country).toBe('FR');
    });

    it('names the parameter at fault with its bracket path', async () => {
      const unknown = await t.request('POST', '/v1/customers', {
        body: 'shipping[name]=x&shipping[address][city]=y&shipping[bogus]=1',
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error).toMatchObject({
        type: 'invalid_request_error',
        code: 'parameter_unknown',
        param: 'shipping[bogus]',
        message: 'Received unknown parameter: shipping[bogus]',
      });
      const nested = await t.request('POST', '/v1/customers', { body: 'metadata[a][b]=1' });
      expect(nested.body.error).toMatchObject({ param: 'metadata[a]', code: 'parameter_invalid' });
      const wrongType = await t.request('POST', '/v1/customers', {
        headers: JSON_TYPE,
        body: JSON.stringify({ email: 12 }),
      });
      expect(wrongType.body.error).toMatchObject({ param: 'email', message: 'Invalid string: 12' });
      const notAnObject = await t.request('POST', '/v1/customers', { headers: JSON_TYPE, body: '["a"]' });
      expect(notAnObject.status).toBe(400);
      expectStripeError(notAnObject.body);
    });

    it('refuses a request over the parameter limits instead of cutting it short', async () => {
      const many = Array.from({ length: 2100 }, (_, i) => `metadata[k${i}]=v`).join('&');
      const res = await t.request('POST', '/v1/customers', { body: many });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/too many parameters/);
    });
  });

  describe('every answer carries a Request-Id', () => {
    const cases: [
      string,
      (t: TestServer) => Promise<{ status: number; requestId: string | undefined }>,
      number,
    ][] = [
      ['a successful GET', async (t) => fetched(await t.request('GET', '/v1/customers')), 200],
      [
        'a successful POST',
        async (t) => fetched(await t.request('POST', '/v1/customers', { body: '' })),
        200,
      ],
      ['an unknown URL', async (t) => fetched(await t.request('GET', '/v1/nothing_here')), 404],
      ['an unknown method', async (t) => fetched(await t.request('PUT', '/v1/customers')), 404],
      ['a missing object', async (t) => fetched(await t.request('GET', '/v1/customers/cus_missing')), 404],
      ['a missing key', async (t) => fetched(await t.request('GET', '/v1/customers', { key: null })), 401],
      ['a bad parameter', async (t) => fetched(await t.request('GET', '/v1/customers?limit=x')), 400],
      [
        'a body too large',
        async (t) =>
          fetched(await t.request('POST', '/v1/customers', { body: `email=${'x'.repeat(BODY_LIMIT)}` })),
        413,
      ],
      [
        'an unsupported content type',
        async (t) =>
          fetched(
            await t.request('POST', '/v1/customers', {
              body: 'hello',
              headers: { 'content-type': 'text/plain' },
            }),
          ),
        415,
      ],
      [
        'a body without a content type',
        async (t) =>
          bare(
            await t.raw('POST', '/v1/customers', {
              headers: { authorization: `Bearer ${t.secretKey}` },
              body: 'email=x',
            }),
          ),
        415,
      ],
      ['a malformed URL', async (t) => bare(await t.raw('GET', '/v1/customers/%E0%A4%A')), 400],
      [
        'headers too large',
        async (t) => bare(await t.raw('GET', '/v1/customers', { headers: { 'x-big': 'x'.repeat(20_000) } })),
        431,
      ],
      ['a CORS preflight', async (t) => fetched(await t.request('OPTIONS', '/v1/customers')), 204],
    ];

    it.each(cases)('%s', async (_label, send, status) => {
      const answer = await send(t);
      expect(answer.status).toBe(status);
      expect(answer.requestId).toMatch(REQUEST_ID);
    });

    it('gives every answer its own id, and errors the Stripe error shape', async () => {
      const ids = new Set<string>();
      for (const path of ['/v1/customers', '/v1/nothing', '/v1/customers/cus_nope']) {
        const res = await t.request('GET', path);
        ids.add(res.headers.get('request-id')!);
        if (res.status >= 400) expectStripeError(res.body);
      }
      expect(ids.size).toBe(3);
      const bad = await t.raw('GET', '/v1/customers/%E0%A4%A');
      expectStripeError(bad.body);
      const huge = await t.raw('GET', '/v1/customers', { headers: { 'x-big': 'x'.repeat(20_000) } });
      expectStripeError(huge.body);
    });

    it('is what the official client reports as requestId', async () => {
      const error = await t.stripe.customers.retrieve('cus_missing').catch((e: unknown) => e);
      expect((error as { requestId: string }).requestId).toMatch(REQUEST_ID);
    });
  });

  describe('Stripe-Version', () => {
    it('echoes the version asked for, and the default when none is', async () => {
      const asked = await t.request('GET', '/v1/customers', { headers: { 'stripe-version': '2022-11-15' } });
      expect(asked.headers.get('stripe-version')).toBe('2022-11-15');
      const named = await t.request('GET', '/v1/customers', {
        headers: { 'stripe-version': '2024-06-20.basil' },
      });
      expect(named.headers.get('stripe-version')).toBe('2024-06-20.basil');
      const none = await t.request('GET', '/v1/customers');
      expect(none.headers.get('stripe-version')).toBe(DEFAULT_API_VERSION);
    });

    it('refuses a malformed version', async () => {
      const res = await t.request('GET', '/v1/customers', { headers: { 'stripe-version': 'latest' } });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({
        type: 'invalid_request_error',
        message: 'Invalid Stripe API version: latest',
      });
    });
  });

  describe('list objects', () => {
    const emails: string[] = [];
    beforeAll(async () => {
      for (let i = 0; i < 4; i++) {
        const email = `list-${database}-${i}@example.com`;
        await t.stripe.customers.create({ email });
        emails.push(email);
      }
    });

    it('have object, data, has_more and url', async () => {
      const res = await t.request('GET', '/v1/customers?limit=2');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        object: 'list',
        data: [
          expect.objectContaining({ object: 'customer' }),
          expect.objectContaining({ object: 'customer' }),
        ],
        has_more: true,
        url: '/v1/customers',
      });
      const last = await t.request('GET', `/v1/customers?limit=1&email=${encodeURIComponent(emails[0]!)}`);
      expect(last.body).toMatchObject({ has_more: false, data: [{ email: emails[0] }] });
    });

    it('keep limit between 1 and 100', async () => {
      for (const [limit, message] of [
        ['0', 'This value must be greater than or equal to 1.'],
        ['101', 'This value must be less than or equal to 100.'],
        ['-5', 'This value must be greater than or equal to 1.'],
      ] as const) {
        const res = await t.request('GET', `/v1/customers?limit=${limit}`);
        expect(res.status, limit).toBe(400);
        expect(res.body.error).toMatchObject({ param: 'limit', message });
      }
      const word = await t.request('GET', '/v1/customers?limit=ten');
      expect(word.body.error).toMatchObject({ param: 'limit', message: 'Invalid integer: ten' });
      expect((await t.request('GET', '/v1/customers?limit=1')).status).toBe(200);
      expect((await t.request('GET', '/v1/customers?limit=100')).status).toBe(200);
      await expect(t.stripe.customers.list({ limit: 101 })).rejects.toMatchObject({
        statusCode: 400,
        param: 'limit',
      });
    });

    it('answer an unknown cursor with a 404 naming it', async () => {
      const res = await t.request('GET', '/v1/customers?starting_after=cus_doesnotexist');
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'starting_after',
        message: "No such customer: 'cus_doesnotexist'",
      });
      const before = await t.request('GET', '/v1/customers?ending_before=cus_doesnotexist');
      expect(before.body.error).toMatchObject({ param: 'ending_before', code: 'resource_missing' });
      const both = await t.request('GET', '/v1/customers?starting_after=cus_a&ending_before=cus_b');
      expect(both.status).toBe(400);
    });
  });

  describe('expand', () => {
    let customerId: string;
    beforeAll(async () => {
      customerId = (await t.stripe.customers.create({ email: 'expand@example.com', name: 'Expanded' })).id;
    });

    it('replaces an id with its object, also along a dot path', async () => {
      const plain = await t.request('GET', `/v1/test_widgets/${customerId}`);
      expect(plain.body).toMatchObject({ customer: customerId, owner: { customer: customerId } });

      const top = await t.request('GET', `/v1/test_widgets/${customerId}?expand[]=customer`);
      expect(top.body.customer).toMatchObject({
        id: customerId,
        object: 'customer',
        email: 'expand@example.com',
      });
      expect(top.body.owner.customer).toBe(customerId);

      const dotted = await t.request('GET', `/v1/test_widgets/${customerId}?expand[0]=owner.customer`);
      expect(dotted.body.owner.customer).toMatchObject({ id: customerId, object: 'customer' });
      expect(dotted.body.customer).toBe(customerId);
    });

    it('reaches inside lists with data.', async () => {
      const res = await t.request(
        'GET',
        `/v1/test_widgets?customer=${customerId}&expand[]=data.customer&expand[]=data.owner.customer`,
      );
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(2);
      for (const widget of res.body.data) {
        expect(widget.customer).toMatchObject({ id: customerId, object: 'customer' });
        expect(widget.owner.customer).toMatchObject({ id: customerId, object: 'customer' });
      }
    });

    it('works in a POST body too', async () => {
      const res = await t.request('POST', '/v1/test_widgets', {
        body: `customer=${customerId}&expand[]=customer`,
      });
      expect(res.status).toBe(200);
      expect(res.body.customer).toMatchObject({ id: customerId, object: 'customer' });
    });

    it('refuses a property that cannot be expanded', async () => {
      for (const [path, url] of [
        ['email', `/v1/customers/${customerId}?expand[]=email`],
        ['owner.note', `/v1/test_widgets/${customerId}?expand[]=owner.note`],
        ['customer.email', `/v1/test_widgets/${customerId}?expand[]=customer.email`],
        ['customer', `/v1/test_widgets?customer=${customerId}&expand[]=customer`],
      ] as const) {
        const res = await t.request('GET', url);
        expect(res.status, path).toBe(400);
        expect(res.body.error).toMatchObject({
          type: 'invalid_request_error',
          param: 'expand',
          message: `This property cannot be expanded (${path}).`,
        });
      }
      await expect(t.stripe.customers.retrieve(customerId, { expand: ['name'] })).rejects.toMatchObject({
        statusCode: 400,
        message: 'This property cannot be expanded (name).',
      });
    });

    it('refuses more than four levels', async () => {
      const res = await t.request('GET', `/v1/test_widgets/${customerId}?expand[]=a.b.c.d.e`);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(
        'You cannot expand more than 4 levels of a property. Property: a.b.c.d.e',
      );
    });
  });

  describe('metadata', () => {
    it('sets, updates, unsets one key and unsets all', async () => {
      const created = await t.request('POST', '/v1/customers', {
        body: 'metadata[order]=6735&metadata[gift]=no&metadata[constructor]=kept',
      });
      expect(created.body.metadata).toEqual({ order: '6735', gift: 'no', constructor: 'kept' });
      const id = created.body.id as string;

      const updated = await t.request('POST', `/v1/customers/${id}`, {
        body: 'metadata[gift]=yes&metadata[note]=hi',
      });
      expect(updated.body.metadata).toEqual({ order: '6735', gift: 'yes', constructor: 'kept', note: 'hi' });

      const unsetOne = await t.request('POST', `/v1/customers/${id}`, { body: 'metadata[order]=' });
      expect(unsetOne.body.metadata).toEqual({ gift: 'yes', constructor: 'kept', note: 'hi' });

      const untouched = await t.request('POST', `/v1/customers/${id}`, { body: 'name=Someone' });
      expect(untouched.body.metadata).toEqual({ gift: 'yes', constructor: 'kept', note: 'hi' });

      const unsetAll = await t.request('POST', `/v1/customers/${id}`, { body: 'metadata=' });
      expect(unsetAll.body.metadata).toEqual({});
      expect((await t.stripe.customers.retrieve(id)) as unknown).toMatchObject({ metadata: {} });
    });

    it('does the same through the official client', async () => {
      const customer = await t.stripe.customers.create({ metadata: { a: '1', b: '2' } });
      const one = await t.stripe.customers.update(customer.id, { metadata: { a: '', c: '3' } });
      expect(one.metadata).toEqual({ b: '2', c: '3' });
      const all = await t.stripe.customers.update(customer.id, { metadata: '' } as never);
      expect(all.metadata).toEqual({});
    });

    it('refuses keys and values past Stripe limits', async () => {
      const longKey = await t.request('POST', '/v1/customers', { body: `metadata[${'k'.repeat(41)}]=v` });
      expect(longKey.status).toBe(400);
      expectStripeError(longKey.body);
      const longValue = await t.request('POST', '/v1/customers', { body: `metadata[k]=${'v'.repeat(501)}` });
      expect(longValue.status).toBe(400);
      const tooMany = Array.from({ length: 51 }, (_, i) => `metadata[k${i}]=v`).join('&');
      const res = await t.request('POST', '/v1/customers', { body: tooMany });
      expect(res.body.error).toMatchObject({
        param: 'metadata',
        message: 'Invalid metadata: metadata can have at most 50 keys.',
      });
    });
  });
});

function fetched(res: { status: number; headers: Headers }) {
  return { status: res.status, requestId: res.headers.get('request-id') ?? undefined };
}

function bare(res: { status: number; headers: Record<string, string | string[] | undefined> }) {
  const id = res.headers['request-id'];
  return { status: res.status, requestId: Array.isArray(id) ? id[0] : id };
}
