import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { WebhookListener } from './listener.fixture.js';
import { waitFor } from './wait.fixture.js';

describe.each(DATABASES)('webhook delivery concurrency on %s', (database) => {
  let t: TestServer;
  const hooks = new WebhookListener();
  beforeAll(async () => {
    t = await startTestServer({
      database,
      config: { webhooks: { pollMs: 50, timeoutMs: 10_000, retryBaseMs: 20, concurrency: 2 } },
    });
    await hooks.listen();
  });
  afterAll(async () => {
    await hooks.close();
    await t?.close();
  });

  it('keeps at most `concurrency` requests in flight and sends the rest as slots free up', async () => {
    const releases: (() => void)[] = [];
    hooks.respond = () => new Promise<number>((resolve) => releases.push(() => resolve(200)));
    const endpoint = await t.stripe.webhookEndpoints.create({
      url: hooks.url,
      enabled_events: ['customer.created'],
    });
    for (let i = 0; i < 5; i++) await t.stripe.customers.create({ email: `slot-${i}@example.com` });

    let mostHeld = 0;
    while (hooks.delivered.length < 5) {
      // Let one request go only once both slots are taken (or the last ones are all in).
      await waitFor('both slots in use', () => hooks.held.length >= Math.min(2, 5 - hooks.delivered.length));
      mostHeld = Math.max(mostHeld, hooks.held.length);
      const done = hooks.delivered.length;
      releases.shift()!();
      await waitFor('the released request to be answered', () => hooks.delivered.length > done);
      mostHeld = Math.max(mostHeld, hooks.held.length);
    }
    expect(mostHeld).toBe(2);
    const events = hooks.requests.map((r) =>
      t.stripe.webhooks.constructEvent(r.body, r.headers['stripe-signature']!, endpoint.secret!),
    );
    expect(new Set(events.map((e) => e.id)).size).toBe(5);
  });
});
