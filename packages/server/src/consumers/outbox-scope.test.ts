import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../accounts/index.js';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { consumerCall, credentials, signUp, uniqueEmail } from './test-wallet.fixture.js';

describe.each(DATABASES)('the test-mode Link outbox, on %s', (database) => {
  let t: TestServer;
  let other: { testSecret: string; testPublishable: string };
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
    other = await createAccount(t.server.context.db, t.server.context.vault, { businessName: 'Other shop' });
  });
  afterAll(async () => t?.close());

  const outbox = (key: string, email: string) =>
    t.request('GET', `/v1/test_helpers/consumers/outbox?email_address=${encodeURIComponent(email)}`, { key });

  it("shows an account the codes its own pages asked for, never another merchant's shoppers' codes", async () => {
    const email = uniqueEmail('outbox');
    const { secret } = await signUp(t, email);
    const started = await consumerCall(t, '/v1/consumers/sessions/start_verification', {
      ...credentials(secret),
      type: 'EMAIL',
    });
    expect(started.status).toBe(200);

    const own = await outbox(t.secretKey, email);
    expect(own.status).toBe(200);
    expect(own.body.data).toHaveLength(1);
    expect(own.body.data[0]).toMatchObject({
      channel: 'email',
      to: email,
      code: expect.stringMatching(/^\d{6}$/),
    });

    const stranger = await outbox(other.testSecret, email);
    expect(stranger.status).toBe(200);
    expect(stranger.body.data).toEqual([]);
    const everything = await t.request('GET', '/v1/test_helpers/consumers/outbox?limit=100', {
      key: other.testSecret,
    });
    expect(everything.text).not.toContain(email);
  });
});
