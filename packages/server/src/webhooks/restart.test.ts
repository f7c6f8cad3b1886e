import type Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { WebhookListener } from './listener.fixture.js';
import { waitFor } from './wait.fixture.js';

/** Deliveries live in the database: stopping the server between attempts loses none. */
describe.each(DATABASES)('webhook deliveries across a restart on %s', (database) => {
  let t: TestServer;
  const listeners: WebhookListener[] = [];

  beforeAll(async () => {
    t = await startTestServer({
      database,
      restartable: true,
      config: { webhooks: { pollMs: 100, timeoutMs: 5000, retryBaseMs: 100 } },
    });
  });
  afterEach(async () => {
    await t.start();
    for (const endpoint of (await t.stripe.webhookEndpoints.list({ limit: 100 })).data)
      await t.stripe.webhookEndpoints.del(endpoint.id);
    await Promise.all(listeners.splice(0).map((l) => l.close()));
  });
  afterAll(async () => t?.close());

  function listener(): WebhookListener {
    const created = new WebhookListener();
    listeners.push(created);
    return created;
  }

  function deliveriesOf(endpointId: string) {
    return t.server.context.db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('endpoint_id', '=', endpointId)
      .execute();
  }

  async function expectDelivered(hooks: WebhookListener, secret: string, customerId: string): Promise<void> {
    await waitFor('the delivery after the restart', () => hooks.delivered.length >= 1);
    const [request] = hooks.delivered;
    const event = t.stripe.webhooks.constructEvent(
      request!.body,
      request!.headers['stripe-signature']!,
      secret,
    );
    expect(event.type).toBe('customer.created');
    expect((event.data.object as Stripe.Customer).id).toBe(customerId);
    await waitFor('pending_webhooks to reach 0', async () => {
      return (await t.stripe.events.retrieve(event.id)).pending_webhooks === 0;
    });
  }

  it('sends, after a restart, a delivery that failed while the endpoint answered 500', async () => {
    const hooks = listener();
    hooks.respond = () => 500;
    await hooks.listen();
    const endpoint = await t.stripe.webhookEndpoints.create({
      url: hooks.url,
      enabled_events: ['customer.created'],
    });
    const customer = await t.stripe.customers.create({ email: 'restart-500@example.com' });
    await waitFor('a failed attempt', () => hooks.requests.length >= 1);

    await t.stop();
    hooks.respond = () => 200;
    const failedWhileStopped = hooks.requests.length;
    expect(hooks.delivered).toHaveLength(0);
    await t.start();

    await expectDelivered(hooks, endpoint.secret!, customer.id);
    expect(hooks.requests.length).toBeGreaterThan(failedWhileStopped);
    const [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({ status: 'succeeded', last_status: 200 });
  });

  it('delivers an event recorded just before the server stopped to an endpoint that came up later', async () => {
    // Reserve a port, then leave nothing listening on it: the endpoint is down.
    const hooks = listener();
    await hooks.listen();
    const port = hooks.port;
    await hooks.close();
    const endpoint = await t.stripe.webhookEndpoints.create({
      url: hooks.url,
      enabled_events: ['customer.created'],
    });
    const customer = await t.stripe.customers.create({ email: 'restart-down@example.com' });

    await t.stop();
    await hooks.listen(port);
    await t.start();

    await expectDelivered(hooks, endpoint.secret!, customer.id);
  });

  it('sends again, after a restart, a delivery that was in flight when the server stopped', async () => {
    const hooks = listener();
    hooks.respond = (n) => (n === 0 ? 'hang' : 200);
    await hooks.listen();
    const endpoint = await t.stripe.webhookEndpoints.create({
      url: hooks.url,
      enabled_events: ['customer.created'],
    });
    const customer = await t.stripe.customers.create({ email: 'restart-inflight@example.com' });
    await waitFor('the first attempt to arrive', () => hooks.requests.length >= 1);

    // Stopping cuts the request short and hands the delivery back without counting an attempt.
    await t.stop();
    await t.start();

    await expectDelivered(hooks, endpoint.secret!, customer.id);
    const [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({ status: 'succeeded', attempts: 1 });
  });
});
