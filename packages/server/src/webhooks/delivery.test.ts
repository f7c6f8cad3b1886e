import type Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../accounts/index.js';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';
import { WebhookListener } from './listener.fixture.js';
import { USER_AGENT } from './post.js';
import { waitFor } from './wait.fixture.js';

describe.each(DATABASES)('webhook deliveries on %s', (database) => {
  let t: TestServer;
  const listeners: WebhookListener[] = [];

  beforeAll(async () => {
    t = await startTestServer({
      database,
      config: { webhooks: { pollMs: 100, timeoutMs: 2000, retryBaseMs: 20, maxAttempts: 3 } },
    });
  });
  afterEach(async () => {
    // Each test starts with no endpoint, so events of one test never go to another's listener.
    for (const endpoint of (await t.stripe.webhookEndpoints.list({ limit: 100 })).data)
      await t.stripe.webhookEndpoints.del(endpoint.id);
    await Promise.all(listeners.splice(0).map((l) => l.close()));
  });
  afterAll(async () => t?.close());

  async function listener(): Promise<WebhookListener> {
    const created = new WebhookListener();
    listeners.push(created);
    await created.listen();
    return created;
  }

  function deliveriesOf(endpointId: string) {
    return t.server.context.db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('endpoint_id', '=', endpointId)
      .execute();
  }

  /** The events a listener received, each verified with the endpoint's secret. */
  function verified(received: WebhookListener, secret: string): Stripe.Event[] {
    return received.requests.map((r) =>
      t.stripe.webhooks.constructEvent(r.body, r.headers['stripe-signature'] as string, secret),
    );
  }

  it('delivers customer events signed so that constructEvent accepts them', async () => {
    const hooks = await listener();
    const endpoint = await t.stripe.webhookEndpoints.create({
      url: hooks.url,
      enabled_events: ['customer.created', 'customer.updated', 'customer.deleted'],
    });
    const customer = await t.stripe.customers.create({ email: 'hook@example.com' });
    await t.stripe.customers.update(customer.id, { name: 'Hook' });
    await t.stripe.customers.del(customer.id);

    await waitFor('three deliveries', () => hooks.requests.length >= 3);
    for (const request of hooks.requests) {
      expect(request.method).toBe('POST');
      expect(request.path).toBe('/webhooks');
      expect(request.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(request.headers['user-agent']).toBe(USER_AGENT);
      expect(request.headers['stripe-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(() =>
        t.stripe.webhooks.constructEvent(request.body, request.headers['stripe-signature']!, 'whsec_wrong'),
      ).toThrow();
    }
    const events = verified(hooks, endpoint.secret!);
    expect(events.map((e) => e.type).sort()).toEqual([
      'customer.created',
      'customer.deleted',
      'customer.updated',
    ]);
    for (const event of events) {
      expectValidResource('event', event);
      expect((event.data.object as Stripe.Customer).id).toBe(customer.id);
      expect(await t.stripe.events.retrieve(event.id)).toMatchObject({ id: event.id, type: event.type });
    }
    expect(events.find((e) => e.type === 'customer.updated')!.data.previous_attributes).toEqual({
      name: null,
    });

    for (const event of events) {
      await waitFor('pending_webhooks to reach 0', async () => {
        return (await t.stripe.events.retrieve(event.id)).pending_webhooks === 0;
      });
    }
    const rows = await deliveriesOf(endpoint.id);
    expect(rows.map((r) => [r.status, r.attempts, r.last_status])).toEqual([
      ['succeeded', 1, 200],
      ['succeeded', 1, 200],
      ['succeeded', 1, 200],
    ]);
  });

  it('sends each endpoint only the events it enabled, and nothing to a disabled one', async () => {
    const [updatesOnly, everything, off] = [await listener(), await listener(), await listener()];
    const updatesEndpoint = await t.stripe.webhookEndpoints.create({
      url: updatesOnly.url,
      enabled_events: ['customer.updated'],
    });
    const everythingEndpoint = await t.stripe.webhookEndpoints.create({
      url: everything.url,
      enabled_events: ['*'],
    });
    const offEndpoint = await t.stripe.webhookEndpoints.create({ url: off.url, enabled_events: ['*'] });
    await t.stripe.webhookEndpoints.update(offEndpoint.id, { disabled: true });

    const customer = await t.stripe.customers.create({ email: 'filter@example.com' });
    await t.stripe.customers.update(customer.id, { name: 'Filter' });

    await waitFor('both events at the * endpoint', () => everything.requests.length >= 2);
    await waitFor('the update at the filtered endpoint', () => updatesOnly.requests.length >= 1);
    expect(
      verified(everything, everythingEndpoint.secret!)
        .map((e) => e.type)
        .sort(),
    ).toEqual(['customer.created', 'customer.updated']);
    expect(verified(updatesOnly, updatesEndpoint.secret!).map((e) => e.type)).toEqual(['customer.updated']);
    // Deliveries are made per event in one transaction: the * endpoint got both, so the
    // others' are made too, and there are none for the create or for the disabled endpoint.
    expect(await deliveriesOf(updatesEndpoint.id)).toHaveLength(1);
    expect(await deliveriesOf(offEndpoint.id)).toHaveLength(0);
    expect(off.requests).toHaveLength(0);
  });

  it('retries a failing endpoint with back-off until it answers 2xx', async () => {
    const flaky = await listener();
    flaky.respond = (n) => (n < 2 ? 500 : 200);
    const endpoint = await t.stripe.webhookEndpoints.create({
      url: flaky.url,
      enabled_events: ['customer.created'],
    });
    const customer = await t.stripe.customers.create({ email: 'retry@example.com' });

    await waitFor('a successful third attempt', () => flaky.delivered.length >= 1);
    expect(flaky.requests.map((r) => r.answer)).toEqual([500, 500, 200]);
    const events = verified(flaky, endpoint.secret!);
    expect(new Set(events.map((e) => e.id)).size).toBe(1);
    expect((events[0]!.data.object as Stripe.Customer).id).toBe(customer.id);
    // Each attempt is signed afresh.
    expect(flaky.requests.every((r) => typeof r.headers['stripe-signature'] === 'string')).toBe(true);

    const eventId = events[0]!.id;
    await waitFor('pending_webhooks to reach 0', async () => {
      return (await t.stripe.events.retrieve(eventId)).pending_webhooks === 0;
    });
    const [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({ status: 'succeeded', attempts: 3, last_status: 200, last_error: null });
    const delivered = await t.stripe.events.list({ delivery_success: true, type: 'customer.created' });
    expect(delivered.data.map((e) => e.id)).toContain(eventId);
  });

  it('marks a delivery failed after its last attempt and keeps counting it as pending', async () => {
    const broken = await listener();
    broken.respond = () => 503;
    const endpoint = await t.stripe.webhookEndpoints.create({
      url: broken.url,
      enabled_events: ['customer.created'],
    });
    await t.stripe.customers.create({ email: 'broken@example.com' });

    const [row] = await waitFor('the delivery to fail for good', async () => {
      const rows = await deliveriesOf(endpoint.id);
      return rows[0]?.status === 'failed' && rows;
    });
    expect(row).toMatchObject({ attempts: 3, last_status: 503, last_error: 'HTTP 503' });
    expect(broken.requests).toHaveLength(3);
    const event = await t.stripe.events.retrieve(row!.event_id);
    expect(event.pending_webhooks).toBe(1);
    const undelivered = await t.stripe.events.list({ delivery_success: false });
    expect(undelivered.data.map((e) => e.id)).toContain(event.id);

    // Deleting the endpoint gives up on it: its event no longer waits for it.
    await t.stripe.webhookEndpoints.del(endpoint.id);
    expect((await t.stripe.events.retrieve(event.id)).pending_webhooks).toBe(0);
    expect((await deliveriesOf(endpoint.id))[0]!.status).toBe('canceled');
  });

  it('sends a connected account’s events to the platform’s connect endpoints, naming the account', async () => {
    const { accountId } = await createAccount(t.server.context.db, t.server.context.vault, {
      businessName: 'Connected shop',
      parentId: t.server.keys.accountId,
    });
    const [platformHooks, connectHooks] = [await listener(), await listener()];
    const own = await t.stripe.webhookEndpoints.create({ url: platformHooks.url, enabled_events: ['*'] });
    const connect = await t.stripe.webhookEndpoints.create({
      url: connectHooks.url,
      enabled_events: ['customer.created'],
      connect: true,
    });

    const connected = await t.stripe.customers.create(
      { email: 'c@example.com' },
      { stripeAccount: accountId },
    );
    const mine = await t.stripe.customers.create({ email: 'p@example.com' });

    await waitFor('the connected account’s event', () => connectHooks.requests.length >= 1);
    await waitFor('the platform’s own event', () => platformHooks.requests.length >= 1);
    const [fromConnected] = verified(connectHooks, connect.secret!);
    expect(fromConnected).toMatchObject({ account: accountId, type: 'customer.created' });
    expect((fromConnected!.data.object as Stripe.Customer).id).toBe(connected.id);
    const [fromPlatform] = verified(platformHooks, own.secret!);
    expect(fromPlatform).not.toHaveProperty('account');
    expect((fromPlatform!.data.object as Stripe.Customer).id).toBe(mine.id);
    expect(await deliveriesOf(connect.id)).toHaveLength(1);
    expect(await deliveriesOf(own.id)).toHaveLength(1);
  });
});
