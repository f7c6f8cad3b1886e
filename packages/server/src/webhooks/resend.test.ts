import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { WebhookListener } from './listener.fixture.js';
import { waitFor } from './wait.fixture.js';

describe.each(DATABASES)('sending an event again on %s', (database) => {
  let t: TestServer;
  const hooks = new WebhookListener();
  const other = new WebhookListener();
  beforeAll(async () => {
    t = await startTestServer({ database, config: { webhooks: { pollMs: 50, timeoutMs: 2000 } } });
    await Promise.all([hooks.listen(), other.listen()]);
  });
  afterAll(async () => {
    await Promise.all([hooks.close(), other.close()]);
    await t?.close();
  });

  it('sends an event again to every endpoint listening for it, or to the one named', async () => {
    const first = await t.stripe.webhookEndpoints.create({
      url: hooks.url,
      enabled_events: ['customer.created'],
    });
    const second = await t.stripe.webhookEndpoints.create({ url: other.url, enabled_events: ['*'] });
    const customer = await t.stripe.customers.create({ email: 'again@example.com' });
    await waitFor('the first deliveries', () => hooks.requests.length === 1 && other.requests.length === 1);
    const event = JSON.parse(hooks.requests[0]!.body) as { id: string };

    const answer = await t.request('POST', `/v1/events/${event.id}/retry`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: event.id, object: 'event', type: 'customer.created' });
    await waitFor('both sent again', () => hooks.requests.length === 2 && other.requests.length === 2);
    for (const received of [...hooks.requests, ...other.requests]) {
      expect(JSON.parse(received.body)).toMatchObject({
        id: event.id,
        data: { object: { id: customer.id } },
      });
    }

    const named = await t.request('POST', `/v1/events/${event.id}/retry`, {
      body: { webhook_endpoint: second.id },
    });
    expect(named.status).toBe(200);
    await waitFor('the named endpoint only', () => other.requests.length === 3);
    expect(hooks.requests).toHaveLength(2);
    expect(first.id).not.toBe(second.id);
  });

  it('refuses what it cannot send, in the Stripe error shape, and a publishable key', async () => {
    const missing = await t.request('POST', '/v1/events/evt_nothere/retry');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      error: { type: 'invalid_request_error', code: 'resource_missing' },
    });

    for (const endpoint of (await t.stripe.webhookEndpoints.list()).data) {
      await t.stripe.webhookEndpoints.del(endpoint.id);
    }
    const product = await t.stripe.products.create({ name: 'Nobody listens' });
    const events = await t.stripe.events.list({ type: 'product.created', limit: 1 });
    expect(events.data[0]!.data.object).toMatchObject({ id: product.id });
    const unheard = await t.request('POST', `/v1/events/${events.data[0]!.id}/retry`);
    expect(unheard.status).toBe(400);
    expect(unheard.body).toMatchObject({
      error: { message: 'No enabled webhook endpoint listens for product.created events.' },
    });

    const unknownEndpoint = await t.request('POST', `/v1/events/${events.data[0]!.id}/retry`, {
      body: { webhook_endpoint: 'we_nothere' },
    });
    expect(unknownEndpoint.status).toBe(404);
    expect(unknownEndpoint.body).toMatchObject({ error: { param: 'webhook_endpoint' } });

    const browser = await t.request('POST', `/v1/events/${events.data[0]!.id}/retry`, {
      key: t.publishableKey,
    });
    expect(browser.status).toBe(401);
  });
});
