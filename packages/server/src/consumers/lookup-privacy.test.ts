import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOOKUP_LIMITS } from '../risk/index.js';
import { startTestServer, type TestServer } from '../testing/harness.js';
import { consumerCall, credentials, signUp, uniqueEmail, verifiedSession } from './test-wallet.fixture.js';

const CARD = {
  'card[number]': '4242 4242 4242 4242',
  'card[exp_month]': 12,
  'card[exp_year]': 34,
  'card[cvc]': '123',
  'billing_address[name]': 'Jenny Rosen',
  'billing_address[postal_code]': '94110',
  'billing_address[country_code]': 'us',
  type: 'card',
};

describe('a Link lookup by e-mail, made with any page key', () => {
  let t: TestServer;
  afterEach(async () => t?.close());

  it("tells only that the account exists: no card, expiry, postal code or address of a stranger's wallet", async () => {
    t = await startTestServer({ database: 'pglite', config: { workers: false } });
    const { secret, email } = await signUp(t, uniqueEmail('private'));
    expect(
      (await consumerCall(t, '/v1/consumers/payment_details', { ...credentials(secret), ...CARD })).status,
    ).toBe(200);
    await consumerCall(t, '/v1/consumers/shipping_addresses', {
      ...credentials(secret),
      'address[name]': 'Jenny Rosen',
      'address[line_1]': '1 Main St',
      'address[postal_code]': '94110',
      'address[country_code]': 'us',
    });

    // Another merchant's page (any publishable key) looks the e-mail up.
    const lookup = await consumerCall(t, '/v1/consumers/sessions/lookup', { email_address: email });
    expect(lookup.status).toBe(200);
    expect(lookup.body.exists).toBe(true);
    expect(lookup.body.redacted_payment_details).toEqual([]);
    expect(lookup.body.shipping_addresses).toEqual([]);
    for (const secretValue of ['4242', '94110', '"exp_', 'visa', 'Main St']) {
      expect(lookup.text.toLowerCase()).not.toContain(secretValue.toLowerCase());
    }

    // Once the shopper verifies, the wallet lists them.
    const verified = await verifiedSession(t, email);
    const listed = await consumerCall(t, '/v1/consumers/payment_details/list', {
      ...credentials(verified),
      'types[]': 'card',
    });
    expect(listed.body.redacted_payment_details).toHaveLength(1);
  });

  it('writes no session for a lookup; its signed secret becomes a session once used, and a forged one never', async () => {
    t = await startTestServer({ database: 'pglite', config: { workers: false } });
    const { email } = await signUp(t, uniqueEmail('rows'));
    const sessions = async () =>
      (await t.server.context.db.selectFrom('consumer_sessions').select('id').execute()).length;
    const before = await sessions();
    const secrets: string[] = [];
    for (let i = 0; i < 5; i++) {
      const lookup = await consumerCall(t, '/v1/consumers/sessions/lookup', { email_address: email });
      expect(lookup.body.exists).toBe(true);
      secrets.push(lookup.body.consumer_session.client_secret);
    }
    expect(await sessions()).toBe(before);

    const forged = secrets[0]!.replace(/\.[0-9a-f]{32}$/, `.${'0'.repeat(32)}`);
    const refused = await consumerCall(t, '/v1/consumers/sessions/start_verification', {
      ...credentials(forged),
      type: 'EMAIL',
    });
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('consumer_session_credentials_invalid');
    expect(await sessions()).toBe(before);

    for (let i = 0; i < 2; i++) {
      const started = await consumerCall(t, '/v1/consumers/sessions/start_verification', {
        ...credentials(secrets[0]!),
        type: 'EMAIL',
      });
      expect(started.status).toBe(200);
    }
    expect(await sessions()).toBe(before + 1);
  });

  it('answers 429 to an address that looks up more e-mails than a shopper types', async () => {
    t = await startTestServer({
      database: 'pglite',
      config: { workers: false, lookupLimits: { ...DEFAULT_LOOKUP_LIMITS, perAddress: 5, inTestMode: true } },
    });
    for (let i = 0; i < 5; i++) {
      const res = await consumerCall(t, '/v1/consumers/sessions/lookup', {
        email_address: uniqueEmail('probe'),
      });
      expect(res.status).toBe(200);
    }
    const limited = await consumerCall(t, '/v1/consumers/sessions/lookup', {
      email_address: uniqueEmail('probe'),
    });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatchObject({ code: 'rate_limit' });
  });
});
