import { afterEach, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../config.js';
import { startTestServer, type TestServer } from '../testing/harness.js';

/** Thirty unknown secret keys from this address: enough to lock guessing of secret keys. */
async function guessSecretKeys(t: TestServer, headers: Record<string, string> = {}) {
  for (let i = 0; i < 30; i++) {
    const res = await t.request('GET', '/v1/customers', {
      key: `sk_test_guess${String(i).padStart(24, '0')}`,
      headers,
    });
    expect(res.status).toBe(401);
  }
}

/** A customer-session secret, as the merchant's server makes one per checkout. */
async function shopperSecret(t: TestServer): Promise<{ secret: string; customer: string }> {
  const customer = await t.stripe.customers.create({ email: 'shopper@example.com' });
  const session = await t.stripe.customerSessions.create({
    customer: customer.id,
    components: { payment_element: { enabled: true, features: { payment_method_redisplay: 'enabled' } } },
  } as never);
  return { secret: session.client_secret, customer: customer.id };
}

const listWith = (t: TestServer, secret: string, customer: string, headers: Record<string, string> = {}) =>
  t.request('GET', `/v1/payment_methods?customer=${customer}&type=card`, { key: secret, headers });

describe('the invalid-key lockout, as shoppers behind one address meet it', () => {
  let t: TestServer;
  afterEach(async () => t?.close());

  it("guesses of secret keys do not lock out a shopper's new customer-session secret", async () => {
    t = await startTestServer({ database: 'pglite' });
    // The merchant's server, behind the same address, has been using its key all along.
    expect((await t.request('GET', '/v1/customers')).status).toBe(200);
    await guessSecretKeys(t);
    expect(
      (await t.request('GET', '/v1/customers', { key: 'sk_test_guess99999999999999999999' })).status,
    ).toBe(429);
    const { secret, customer } = await shopperSecret(t);
    expect((await listWith(t, secret, customer)).status).toBe(200);
  });

  it('an expired shopper secret is a plain 401 and never counts as a guess', async () => {
    t = await startTestServer({ database: 'pglite' });
    const { secret, customer } = await shopperSecret(t);
    await t.server.context.db.updateTable('customer_sessions').set({ expires_at: 1 }).execute();
    for (let i = 0; i < 40; i++) {
      const res = await listWith(t, secret, customer);
      expect(res.status).toBe(401);
      expect(res.body.error.message).toMatch(/^Expired API Key provided/);
    }
    const fresh = await shopperSecret(t);
    expect((await listWith(t, fresh.secret, fresh.customer)).status).toBe(200);
  });

  it('behind a trusted proxy, counts each client by its forwarded address', async () => {
    t = await startTestServer({ database: 'pglite', config: { trustProxy: '127.0.0.1' } });
    await guessSecretKeys(t, { 'x-forwarded-for': '203.0.113.7' });
    const guesser = await t.request('GET', '/v1/customers', {
      key: 'sk_test_guess99999999999999999999',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(guesser.status).toBe(429);
    // Another client behind the same proxy is not the guesser.
    const other = await t.request('GET', '/v1/customers', {
      key: 'sk_test_guess99999999999999999999',
      headers: { 'x-forwarded-for': '198.51.100.20' },
    });
    expect(other.status).toBe(401);
  });
});

describe('PAYFRAME_TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['true', true],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8,127.0.0.1'],
    ['::1', '::1'],
  ])('%j reads as %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it('refuses anything else at start', () => {
    expect(() => parseTrustProxy('load balancer')).toThrow(/PAYFRAME_TRUST_PROXY/);
  });
});
