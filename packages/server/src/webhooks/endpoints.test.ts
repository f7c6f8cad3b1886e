import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidList, expectValidResource } from '../testing/openapi.js';

describe.each(DATABASES)('webhook endpoints on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    // Workers off: these tests are about the API, not deliveries.
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());

  it('creates, retrieves, updates, lists and deletes an endpoint; the secret only on create', async () => {
    const created = await t.stripe.webhookEndpoints.create({
      url: 'https://shop.example.com/stripe/webhooks',
      enabled_events: ['customer.created', 'customer.updated'],
      description: 'Order sync',
      metadata: { team: 'orders' },
      api_version: '2020-08-27',
    });
    expect(created).toMatchObject({
      object: 'webhook_endpoint',
      url: 'https://shop.example.com/stripe/webhooks',
      enabled_events: ['customer.created', 'customer.updated'],
      description: 'Order sync',
      metadata: { team: 'orders' },
      api_version: '2020-08-27',
      application: null,
      livemode: false,
      status: 'enabled',
    });
    expect(created.id).toMatch(/^we_/);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9]{32}$/);
    expectValidResource('webhook_endpoint', created);

    const { secret: _secret, ...withoutSecret } = created;
    const fetched = await t.stripe.webhookEndpoints.retrieve(created.id);
    expect(fetched).toEqual(withoutSecret);
    expectValidResource('webhook_endpoint', fetched);

    const disabled = await t.stripe.webhookEndpoints.update(created.id, {
      url: 'http://localhost:3000/webhooks',
      enabled_events: ['*'],
      disabled: true,
      description: '',
      metadata: { team: '', region: 'eu' },
    });
    expect(disabled).toMatchObject({
      url: 'http://localhost:3000/webhooks',
      enabled_events: ['*'],
      status: 'disabled',
      description: null,
      metadata: { region: 'eu' },
    });
    expect(disabled).not.toHaveProperty('secret');
    const enabled = await t.stripe.webhookEndpoints.update(created.id, { disabled: false });
    expect(enabled.status).toBe('enabled');

    const other = await t.stripe.webhookEndpoints.create({
      url: 'https://other.example.com/hooks',
      enabled_events: ['payment_intent.succeeded'],
      connect: true,
    });
    expect(other.description).toBeNull();
    expect(other.api_version).toBeNull();
    const list = await t.stripe.webhookEndpoints.list({ limit: 1 });
    expect(list.data.map((e) => e.id)).toEqual([other.id]);
    expect(list.has_more).toBe(true);
    const next = await t.stripe.webhookEndpoints.list({ limit: 1, starting_after: other.id });
    expect(next.data.map((e) => e.id)).toEqual([created.id]);
    expectValidList('webhook_endpoint', list);
    expectValidList('webhook_endpoint', next);
    for (const endpoint of [...list.data, ...next.data]) expect(endpoint).not.toHaveProperty('secret');

    expect(await t.stripe.webhookEndpoints.del(created.id)).toEqual({
      id: created.id,
      object: 'webhook_endpoint',
      deleted: true,
    });
    await expect(t.stripe.webhookEndpoints.retrieve(created.id)).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: `No such webhook endpoint: '${created.id}'`,
    });
    const remaining = await t.stripe.webhookEndpoints.list();
    expect(remaining.data.map((e) => e.id)).toEqual([other.id]);
  });

  it('keeps the secret sealed at rest, out of the stored object', async () => {
    const created = await t.stripe.webhookEndpoints.create({
      url: 'https://shop.example.com/sealed',
      enabled_events: ['*'],
    });
    const row = await t.server.context.db
      .selectFrom('webhook_endpoints')
      .select(['data', 'secret_sealed'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row.data)).not.toContain('whsec_');
    expect(row.secret_sealed).not.toContain(created.secret!);
    expect(t.server.context.vault.open(row.secret_sealed)).toBe(created.secret);
  });

  it('answers bad input with Stripe errors', async () => {
    const bad = (params: Record<string, unknown>) => t.stripe.webhookEndpoints.create(params as never);
    await expect(bad({ enabled_events: ['*'] })).rejects.toMatchObject({
      statusCode: 400,
      param: 'url',
      message: 'Missing required param: url.',
    });
    await expect(bad({ url: 'https://x.example.com' })).rejects.toMatchObject({
      statusCode: 400,
      param: 'enabled_events',
      message: 'Missing required param: enabled_events.',
    });
    for (const url of ['ftp://files.example.com/hook', 'not a url', '/relative/path']) {
      await expect(bad({ url, enabled_events: ['*'] })).rejects.toMatchObject({
        type: 'StripeInvalidRequestError',
        statusCode: 400,
        param: 'url',
        code: 'url_invalid',
      });
    }
    const unknownType = bad({
      url: 'https://x.example.com',
      enabled_events: ['customer.created', 'nope.happened'],
    });
    await expect(unknownType).rejects.toMatchObject({ statusCode: 400, param: 'enabled_events[1]' });
    await expect(unknownType).rejects.toThrow(/^Invalid enabled_events\[1\]: must be one of \*, account\./);
    await expect(bad({ url: 'https://x.example.com', enabled_events: '*' })).rejects.toMatchObject({
      statusCode: 400,
      param: 'enabled_events',
    });
    await expect(
      bad({ url: 'https://x.example.com', enabled_events: ['*'], api_version: 'latest' }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'api_version' });
    await expect(
      bad({ url: 'https://x.example.com', enabled_events: ['*'], secret: 'x' }),
    ).rejects.toMatchObject({
      statusCode: 400,
      param: 'secret',
      message: 'Received unknown parameter: secret',
    });

    const endpoint = await t.stripe.webhookEndpoints.create({
      url: 'https://x.example.com',
      enabled_events: ['*'],
    });
    await expect(
      t.stripe.webhookEndpoints.update(endpoint.id, { url: 'mailto:a@b.c' }),
    ).rejects.toMatchObject({
      statusCode: 400,
      param: 'url',
    });
    await expect(
      t.stripe.webhookEndpoints.update(endpoint.id, { enabled_events: ['bogus'] as never }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'enabled_events[0]' });
    await expect(t.stripe.webhookEndpoints.update('we_missing', { disabled: true })).rejects.toMatchObject({
      statusCode: 404,
      message: "No such webhook endpoint: 'we_missing'",
    });
    await expect(t.stripe.webhookEndpoints.del('we_missing')).rejects.toMatchObject({ statusCode: 404 });
    await expect(t.publishable.webhookEndpoints.list()).rejects.toThrow(
      'This API call cannot be made with a publishable API key',
    );
  });
});
