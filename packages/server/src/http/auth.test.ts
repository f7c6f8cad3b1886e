import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountKeys, createAccount } from '../accounts/index.js';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';

const NO_KEY =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.";
const PUBLISHABLE_REFUSED =
  'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.';

function basic(user: string, password = ''): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}

describe.each(DATABASES)('API keys on %s', (database) => {
  let t: TestServer;
  let liveSecret: string;
  let live: Stripe;
  beforeAll(async () => {
    t = await startTestServer({ database });
    liveSecret = t.server.keys.liveSecret;
    live = new Stripe(liveSecret, {
      host: '127.0.0.1',
      port: t.port,
      protocol: 'http',
      maxNetworkRetries: 0,
      telemetry: false,
    });
  });
  afterAll(async () => t?.close());

  it('accepts the key as Bearer and as the user name of HTTP basic auth', async () => {
    const bearer = await t.request('GET', '/v1/customers', {
      key: null,
      headers: { authorization: `Bearer ${t.secretKey}` },
    });
    expect(bearer.status).toBe(200);
    // curl -u sk_test_...: sends the key as user name with an empty password.
    const curl = await t.request('GET', '/v1/customers', {
      key: null,
      headers: { authorization: basic(t.secretKey) },
    });
    expect(curl.status).toBe(200);
    const lowerCase = await t.request('GET', '/v1/customers', {
      key: null,
      headers: { authorization: `bearer ${t.secretKey}` },
    });
    expect(lowerCase.status).toBe(200);
  });

  it('answers a request without a key with 401 and Stripe message', async () => {
    for (const authorization of [undefined, 'Bearer', 'Bearer ', basic(''), 'Token abc']) {
      const res = await t.request('GET', '/v1/customers', {
        key: null,
        ...(authorization === undefined ? {} : { headers: { authorization } }),
      });
      expect(res.status, String(authorization)).toBe(401);
      expect(res.body).toEqual({ error: { type: 'invalid_request_error', message: NO_KEY } });
      expect(res.headers.get('www-authenticate')).toBe('Basic realm="Stripe"');
    }
  });

  it('answers an unknown key with 401, showing only its last four characters', async () => {
    const key = 'sk_test_51NotARealKeyAtAll0000000000abcd';
    const res = await t.request('GET', '/v1/customers', { key });
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({
      type: 'invalid_request_error',
      message: 'Invalid API Key provided: sk_test_************************abcd',
    });
    expect(res.text).not.toContain('NotARealKey');

    const short = await t.request('GET', '/v1/customers', { key: 'sk_test_1234abcd' });
    expect(short.body.error.message).toBe('Invalid API Key provided: sk_test_****abcd');

    const client = new Stripe(key, {
      host: '127.0.0.1',
      port: t.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await expect(client.customers.list()).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
      message: 'Invalid API Key provided: sk_test_************************abcd',
    });
  });

  it('refuses the publishable key on secret-key calls', async () => {
    for (const [method, path] of [
      ['GET', '/v1/customers'],
      ['POST', '/v1/customers'],
      ['GET', '/v1/customers/cus_x'],
    ] as const) {
      const res = await t.request(method, path, {
        key: t.publishableKey,
        ...(method === 'POST' ? { body: '' } : {}),
      });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.error).toEqual({ type: 'invalid_request_error', message: PUBLISHABLE_REFUSED });
    }
    await expect(t.publishable.customers.create({ email: 'x@example.com' })).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      message: PUBLISHABLE_REFUSED,
    });
  });

  it('keeps test and live data apart', async () => {
    const testCustomer = await t.stripe.customers.create({ email: `test-side-${database}@example.com` });
    const liveCustomer = await live.customers.create({ email: `live-side-${database}@example.com` });
    expect(testCustomer.livemode).toBe(false);
    expect(liveCustomer.livemode).toBe(true);

    const liveIds = (await live.customers.list({ limit: 100 })).data.map((c) => c.id);
    const testIds = (await t.stripe.customers.list({ limit: 100 })).data.map((c) => c.id);
    expect(liveIds).toContain(liveCustomer.id);
    expect(liveIds).not.toContain(testCustomer.id);
    expect(testIds).toContain(testCustomer.id);
    expect(testIds).not.toContain(liveCustomer.id);

    await expect(live.customers.retrieve(testCustomer.id)).rejects.toMatchObject({
      statusCode: 404,
      message: `No such customer: '${testCustomer.id}'`,
    });
    await expect(t.stripe.customers.update(liveCustomer.id, { name: 'x' })).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(t.stripe.customers.list({ starting_after: liveCustomer.id })).rejects.toMatchObject({
      statusCode: 404,
      param: 'starting_after',
    });
  });

  describe('Stripe-Account', () => {
    let connected: AccountKeys;
    let stranger: AccountKeys;
    beforeAll(async () => {
      const { db, vault } = t.server.context;
      const platform = t.server.keys.accountId;
      connected = await createAccount(db, vault, { businessName: 'Connected shop', parentId: platform });
      stranger = await createAccount(db, vault, { businessName: 'Unrelated shop' });
    });

    it('acts on a connected account of the key, whose data is its own', async () => {
      const created = await t.stripe.customers.create(
        { email: `connected-${database}@example.com` },
        { stripeAccount: connected.accountId },
      );
      const own = await t.stripe.customers.list({ limit: 100 });
      expect(own.data.map((c) => c.id)).not.toContain(created.id);
      const theirs = await t.stripe.customers.list({ limit: 100 }, { stripeAccount: connected.accountId });
      expect(theirs.data.map((c) => c.id)).toEqual([created.id]);
      const raw = await t.request('GET', `/v1/customers/${created.id}`, {
        headers: { 'stripe-account': connected.accountId },
      });
      expect(raw.status).toBe(200);
      // Naming the key's own account is the same as naming none.
      const self = await t.request('GET', '/v1/customers?limit=1', {
        headers: { 'stripe-account': t.server.keys.accountId },
      });
      expect(self.status).toBe(200);
    });

    it('refuses an account the key cannot reach with 403', async () => {
      const cases: [string, string][] = [
        [t.secretKey, 'acct_1DoesNotExist'],
        [t.secretKey, stranger.accountId],
        // A connected account's key does not reach its platform.
        [connected.testSecret, t.server.keys.accountId],
      ];
      for (const [key, target] of cases) {
        const res = await t.request('GET', '/v1/customers', { key, headers: { 'stripe-account': target } });
        expect(res.status, target).toBe(403);
        expect(res.body.error.type).toBe('invalid_request_error');
        expect(res.body.error.message).toBe(
          `The provided key 'sk_test_${'*'.repeat(24)}${key.slice(-4)}' does not have access to account '${target}' (or that account does not exist). Application access may have been revoked.`,
        );
        expect(res.text).not.toContain(key);
      }
      await expect(
        t.stripe.customers.list({}, { stripeAccount: 'acct_1DoesNotExist' }),
      ).rejects.toMatchObject({
        type: 'StripePermissionError',
        statusCode: 403,
      });
    });
  });
});

describe('the rate limit on failed authentication', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database: 'pglite' });
  });
  afterAll(async () => t?.close());

  it('answers 429 to unknown keys after 30 failures, while keys already used from the address still work', async () => {
    expect((await t.request('GET', '/v1/customers')).status).toBe(200);
    for (let i = 0; i < 30; i++) {
      const res = await t.request('GET', '/v1/customers', {
        key: `sk_test_guess${String(i).padStart(8, '0')}`,
      });
      expect(res.status).toBe(401);
    }
    const limited = await t.request('GET', '/v1/customers', { key: 'sk_test_guess99999999' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('request-id')).toMatch(/^req_/);
    expect(limited.body.error).toEqual({
      type: 'invalid_request_error',
      code: 'rate_limit',
      message: 'Too many requests with an invalid API key from this address. Please try again later.',
      doc_url: 'https://stripe.com/docs/error-codes/rate-limit',
    });

    // The key this address was already using keeps working...
    expect((await t.request('GET', '/v1/customers')).status).toBe(200);
    expect((await t.stripe.customers.create({ email: 'still@example.com' })).object).toBe('customer');
    // ...but no other key of that kind is looked up for it until the window ends, valid or not:
    // a guesser cannot tell a right key from a wrong one.
    // (The last character is changed, never kept: a key that already ends in "x" stays different.)
    const last = t.secretKey.endsWith('x') ? 'y' : 'x';
    const other = await t.request('GET', '/v1/customers', {
      key: `${t.secretKey.slice(0, -1)}${last}`,
    });
    expect(other.status).toBe(429);
    // Keys of another kind (live, publishable, shoppers' secrets) count apart.
    const live = await t.request('GET', '/v1/customers', { key: t.server.keys.liveSecret });
    expect(live.status).toBe(200);
    // A request with no key at all is no guess: still the plain 401.
    expect((await t.request('GET', '/v1/customers', { key: null })).status).toBe(401);
  });
});
