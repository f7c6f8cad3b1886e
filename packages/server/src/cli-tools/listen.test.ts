import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { WebhookListener } from '../webhooks/listener.fixture.js';
import { waitFor } from '../webhooks/wait.fixture.js';
import { ApiClient } from './api-client.js';
import { listen } from './listen.js';
import { TRIGGER_EVENTS, trigger } from './trigger.js';

describe.each(DATABASES)('payframe listen and trigger on %s', (database) => {
  let t: TestServer;
  let client: ApiClient;

  beforeAll(async () => {
    t = await startTestServer({ database });
    client = new ApiClient({ apiBase: t.url, apiKey: t.secretKey });
  });
  afterAll(async () => t?.close());

  it('forwards each triggered event signed with the session secret, one line per event', async () => {
    // An event from before the session: it is not forwarded.
    await t.stripe.customers.create({ email: 'before@example.com' });
    const receiver = new WebhookListener();
    const filtered = new WebhookListener();
    await receiver.listen();
    await filtered.listen();
    const lines: string[] = [];
    const all = listen({
      client,
      forwardTo: receiver.url,
      events: [],
      out: (l) => lines.push(l),
      pollMs: 50,
    });
    const some = listen({
      client,
      forwardTo: filtered.url,
      events: ['customer.*', 'charge.refunded'],
      out: () => undefined,
      pollMs: 50,
    });
    try {
      await Promise.all([all.ready, some.ready]);
      expect(all.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
      expect(some.secret).not.toBe(all.secret);
      const log: string[] = [];
      for (const event of TRIGGER_EVENTS) expect(await trigger(client, event, (l) => log.push(l))).toBe(true);
      expect(log.join('\n')).not.toContain(t.secretKey);

      const recorded = (await t.stripe.events.list({ limit: 100 })).data.filter(
        (e) => !(e.type === 'customer.created' && (e.data.object as { email?: string }).email),
      );
      await waitFor('every event forwarded', () => receiver.requests.length >= recorded.length);
      const forwarded = receiver.requests.map((r) =>
        t.stripe.webhooks.constructEvent(r.body, r.headers['stripe-signature'] as string, all.secret),
      );
      // Every event the triggers recorded, in the order they happened, once each.
      expect(forwarded.map((e) => e.id)).toEqual(recorded.map((e) => e.id).reverse());
      for (const type of TRIGGER_EVENTS) expect(forwarded.map((e) => e.type)).toContain(type);
      expect(() =>
        t.stripe.webhooks.constructEvent(
          receiver.requests[0]!.body,
          receiver.requests[0]!.headers['stripe-signature'] as string,
          some.secret,
        ),
      ).toThrow();

      await waitFor('the lines', () => lines.length >= forwarded.length);
      expect(lines[0]).toMatch(
        new RegExp(
          `--> ${forwarded[0]!.type} \\[${forwarded[0]!.id}\\]\\s+<-- \\[200\\] POST http://127\\.0\\.0\\.1:\\d+/webhooks$`,
        ),
      );
      expect(lines.join('\n')).not.toMatch(/sk_test|4242424242424242/);

      await waitFor('the filtered events', () => filtered.requests.length >= 2);
      const types = filtered.requests.map(
        (r) =>
          t.stripe.webhooks.constructEvent(r.body, r.headers['stripe-signature'] as string, some.secret).type,
      );
      expect(types).toEqual(['charge.refunded', 'customer.created']);
    } finally {
      await all.stop();
      await some.stop();
      await receiver.close();
      await filtered.close();
    }
  });

  it('says what the local handler answered when it fails or is down', async () => {
    const receiver = new WebhookListener();
    receiver.respond = () => 500;
    await receiver.listen();
    const lines: string[] = [];
    const session = listen({
      client,
      forwardTo: receiver.url,
      events: ['customer.created'],
      out: (l) => lines.push(l),
      pollMs: 50,
    });
    try {
      await session.ready;
      await trigger(client, 'customer.created', () => undefined);
      await waitFor('a line', () => lines.length >= 1);
      expect(lines[0]).toMatch(/--> customer\.created \[evt_\w+\]\s+<-- \[500\] POST/);
      await receiver.close();
      await trigger(client, 'customer.created', () => undefined);
      await waitFor('a second line', () => lines.length >= 2);
      expect(lines[1]).toMatch(/<-- \[ERR\] POST http:\/\/127\.0\.0\.1:\d+\/webhooks connection refused$/);
    } finally {
      await session.stop();
    }
  });

  it('fails to start with a wrong key, without printing it', async () => {
    const wrongKey = `sk_test_${'w'.repeat(24)}WRONG`;
    const session = listen({
      client: new ApiClient({ apiBase: t.url, apiKey: wrongKey }),
      forwardTo: 'http://127.0.0.1:9/none',
      events: [],
      out: () => undefined,
    });
    const error = await session.ready.then(
      () => undefined,
      (e: Error) => e,
    );
    expect(error?.message).toMatch(/^Invalid API Key provided/);
    expect(error?.message).not.toContain(wrongKey);
    await session.stop();
  });

  it('refuses live keys and events it has no fixture for', async () => {
    const log: string[] = [];
    expect(await trigger(client, 'invoice.paid', (l) => log.push(l))).toBe(false);
    expect(log[0]).toContain('No fixture for invoice.paid');
    const live = new ApiClient({ apiBase: t.url, apiKey: 'sk_live_notused' });
    expect(await trigger(live, 'customer.created', (l) => log.push(l))).toBe(false);
    expect(log.at(-1)).toContain('test mode only');
  });
});
