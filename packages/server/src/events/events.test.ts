import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidList, expectValidResource } from '../testing/openapi.js';
import { waitFor } from '../webhooks/wait.fixture.js';

describe.each(DATABASES)('events on %s', (database) => {
  let t: TestServer;
  let customers: Stripe.Customer[];
  let all: Stripe.Event[];
  beforeAll(async () => {
    t = await startTestServer({ database });
    customers = [];
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com'])
      customers.push(await t.stripe.customers.create({ email }));
    await t.stripe.customers.update(customers[0]!.id, { name: 'Ann' }, { idempotencyKey: 'rename-ann' });
    await t.stripe.customers.del(customers[1]!.id);
    all = (await t.stripe.events.list({ limit: 100 })).data;
  });
  afterAll(async () => t?.close());

  it('records every change as an event that validates against the OpenAPI schema', async () => {
    expect(all.map((e) => e.type)).toEqual([
      'customer.deleted',
      'customer.updated',
      'customer.created',
      'customer.created',
      'customer.created',
    ]);
    expectValidList('event', await t.stripe.events.list({ limit: 100 }));
    for (const event of all) {
      expectValidResource('event', event);
      expect(event).toMatchObject({ object: 'event', livemode: false, pending_webhooks: 0 });
      expect(event.id).toMatch(/^evt_/);
      expect(event.request?.id).toMatch(/^req_/);
    }
    const updated = all[1]!;
    expect(updated.data.object).toMatchObject({ id: customers[0]!.id, name: 'Ann' });
    expect(updated.data.previous_attributes).toEqual({ name: null });
    expect(updated.request?.idempotency_key).toBe('rename-ann');
    expect(all[0]!.data.object).toMatchObject({ id: customers[1]!.id, object: 'customer' });
    expect(all.slice(2).map((e) => (e.data.object as Stripe.Customer).id)).toEqual(
      customers.map((c) => c.id).reverse(),
    );
  });

  it('retrieves an event by id', async () => {
    for (const event of all) expect(await t.stripe.events.retrieve(event.id)).toEqual(event);
    await expect(t.stripe.events.retrieve('evt_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such event: 'evt_missing'",
    });
  });

  it('filters by type, types[], wildcards, created and delivery success', async () => {
    const ids = async (params: Stripe.EventListParams) =>
      (await t.stripe.events.list(params)).data.map((e) => e.id);
    const [deleted, updated, ...created] = all.map((e) => e.id);

    expect(await ids({ type: 'customer.created' })).toEqual(created);
    expect(await ids({ types: ['customer.updated', 'customer.deleted'] })).toEqual([deleted, updated]);
    expect(await ids({ type: 'customer.*' })).toEqual(all.map((e) => e.id));
    expect(await ids({ type: '*.deleted' })).toEqual([deleted]);
    expect(await ids({ type: 'payment_intent.succeeded' })).toEqual([]);

    const first = all.at(-1)!.created;
    expect(await ids({ created: { gte: first } })).toEqual(all.map((e) => e.id));
    expect(await ids({ created: { lt: first } })).toEqual([]);
    expect(await ids({ created: { lte: all[0]!.created }, type: 'customer.deleted' })).toEqual([deleted]);

    // No endpoint is listening, so once dispatched every event counts as delivered.
    await waitFor(
      'events dispatched',
      async () => (await ids({ delivery_success: true })).length === all.length,
    );
    expect(await ids({ delivery_success: true })).toEqual(all.map((e) => e.id));
    expect(await ids({ delivery_success: false })).toEqual([]);
  });

  it('pages newest first in both directions', async () => {
    const page1 = await t.stripe.events.list({ limit: 2 });
    expect(page1.data.map((e) => e.id)).toEqual(all.slice(0, 2).map((e) => e.id));
    expect(page1.has_more).toBe(true);
    const page2 = await t.stripe.events.list({ limit: 2, starting_after: page1.data[1]!.id });
    expect(page2.data.map((e) => e.id)).toEqual(all.slice(2, 4).map((e) => e.id));
    const back = await t.stripe.events.list({ limit: 2, ending_before: all[3]!.id });
    expect(back.data.map((e) => e.id)).toEqual(all.slice(1, 3).map((e) => e.id));
    expect(back.has_more).toBe(true);

    const auto: string[] = [];
    for await (const event of t.stripe.events.list({ limit: 2 })) auto.push(event.id);
    expect(auto).toEqual(all.map((e) => e.id));
  });

  it('answers bad input with Stripe errors and needs the secret key', async () => {
    await expect(
      t.stripe.events.list({ type: 'customer.created', types: ['customer.updated'] }),
    ).rejects.toMatchObject({
      statusCode: 400,
      param: 'types',
      message: 'You may only specify one of these parameters: type, types.',
    });
    const many = Array.from({ length: 21 }, (_, i) => `customer.t${i}`);
    await expect(t.stripe.events.list({ types: many })).rejects.toMatchObject({
      statusCode: 400,
      param: 'types',
    });
    await expect(t.stripe.events.list({ limit: 0 })).rejects.toMatchObject({
      statusCode: 400,
      param: 'limit',
    });
    await expect(t.stripe.events.list({ starting_after: 'evt_missing' })).rejects.toMatchObject({
      statusCode: 404,
      param: 'starting_after',
    });
    await expect(t.stripe.events.list({ bogus: 1 } as never)).rejects.toMatchObject({
      statusCode: 400,
      message: 'Received unknown parameter: bogus',
    });
    await expect(t.publishable.events.list()).rejects.toThrow(
      'This API call cannot be made with a publishable API key',
    );
    await expect(t.publishable.events.retrieve(all[0]!.id)).rejects.toThrow(/publishable API key/);
  });
});
