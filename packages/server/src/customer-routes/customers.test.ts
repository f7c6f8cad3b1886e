import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';

describe.each(DATABASES)('customers on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database });
  });
  afterAll(async () => t?.close());

  it('creates, retrieves, updates and deletes a customer', async () => {
    const created = await t.stripe.customers.create({
      email: 'jenny@example.com',
      name: 'Jenny Rosen',
      metadata: { order: '6735' },
    });
    expect(created).toMatchObject({
      object: 'customer',
      email: 'jenny@example.com',
      livemode: false,
      metadata: { order: '6735' },
    });
    expect(created.id).toMatch(/^cus_/);

    const fetched = await t.stripe.customers.retrieve(created.id);
    expect(fetched).toEqual(created);

    const updated = await t.stripe.customers.update(created.id, {
      metadata: { order: '', gift: 'yes' },
      name: '',
    });
    expect(updated.metadata).toEqual({ gift: 'yes' });
    expect(updated.name).toBeNull();

    const deleted = await t.stripe.customers.del(created.id);
    expect(deleted).toEqual({ id: created.id, object: 'customer', deleted: true });
    expect(await t.stripe.customers.retrieve(created.id)).toEqual(deleted);
    await expect(t.stripe.customers.update(created.id, { name: 'x' })).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it('pages over 25 customers in both directions', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 25; i++)
      ids.push((await t.stripe.customers.create({ email: `page-${i}@example.com` })).id);
    const newestFirst = [...ids].reverse();

    const seen: string[] = [];
    let page = await t.stripe.customers.list({ limit: 10, email: undefined });
    for (;;) {
      seen.push(...page.data.map((c) => c.id).filter((id) => ids.includes(id)));
      if (!page.has_more) break;
      page = await t.stripe.customers.list({ limit: 10, starting_after: page.data.at(-1)!.id });
    }
    expect(seen).toEqual(newestFirst);

    const auto: string[] = [];
    for await (const c of t.stripe.customers.list({ limit: 7 })) if (ids.includes(c.id)) auto.push(c.id);
    expect(auto).toEqual(newestFirst);

    const before = await t.stripe.customers.list({ limit: 3, ending_before: newestFirst[10] });
    expect(before.data.map((c) => c.id)).toEqual(newestFirst.slice(7, 10));
    expect(before.has_more).toBe(true);

    const byEmail = await t.stripe.customers.list({ email: 'page-3@example.com' });
    expect(byEmail.data.map((c) => c.id)).toEqual([ids[3]]);
  });

  it('answers bad input with the Stripe error shape', async () => {
    await expect(t.stripe.customers.create({ bogus: 1 } as never)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      param: 'bogus',
      message: 'Received unknown parameter: bogus',
    });
    await expect(t.stripe.customers.create({ balance: 'abc' } as never)).rejects.toMatchObject({
      param: 'balance',
      message: 'Invalid integer: abc',
    });
    await expect(t.stripe.customers.list({ limit: 101 })).rejects.toMatchObject({ param: 'limit' });
    await expect(t.stripe.customers.retrieve('cus_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such customer: 'cus_missing'",
    });
  });
});
