import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidList, expectValidResource } from '../testing/openapi.js';

describe.each(DATABASES)('products on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());

  async function eventsOf(id: string) {
    const events = await t.stripe.events.list({ limit: 100 });
    return events.data
      .filter((e) => (e.data.object as { id?: string }).id === id)
      .map((e) => e.type)
      .reverse();
  }

  it('creates, retrieves, updates, archives and deletes a product, with its events', async () => {
    const created = await t.stripe.products.create({
      name: 'T-shirt',
      description: 'Organic cotton',
      images: ['https://example.com/shirt.png'],
      metadata: { sku: 'TS-1' },
      shippable: true,
      statement_descriptor: 'PAYFRAME SHIRT',
      unit_label: 'shirt',
      url: 'https://example.com/shirt',
      package_dimensions: { height: 1, length: 30, weight: 200, width: 20.5 },
    });
    expectValidResource('product', created);
    expect(created).toMatchObject({
      object: 'product',
      active: true,
      name: 'T-shirt',
      description: 'Organic cotton',
      default_price: null,
      shippable: true,
      metadata: { sku: 'TS-1' },
      package_dimensions: { height: 1, length: 30, weight: 200, width: 20.5 },
      livemode: false,
    });
    expect(created.id).toMatch(/^prod_/);
    expect(await t.stripe.products.retrieve(created.id)).toEqual(created);

    const updated = await t.stripe.products.update(created.id, {
      active: false,
      description: '',
      metadata: { sku: '', color: 'green' },
      images: '',
    });
    expectValidResource('product', updated);
    expect(updated).toMatchObject({
      active: false,
      description: null,
      metadata: { color: 'green' },
      images: [],
    });

    const deleted = await t.stripe.products.del(created.id);
    expectValidResource('deleted_product', deleted);
    expect(deleted).toEqual({ id: created.id, object: 'product', deleted: true });
    await expect(t.stripe.products.retrieve(created.id)).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: `No such product: '${created.id}'`,
    });
    expect(await eventsOf(created.id)).toEqual(['product.created', 'product.updated', 'product.deleted']);
  });

  it('takes an id of the merchant, unique per account and mode', async () => {
    const id = `gold-${randomUUID()}`;
    const product = await t.stripe.products.create({ id, name: 'Gold' });
    expect(product.id).toBe(id);
    await expect(t.stripe.products.create({ id: 'x'.repeat(251), name: 'Long' })).rejects.toMatchObject({
      param: 'id',
    });
    await expect(t.stripe.products.create({ id, name: 'Gold again' })).rejects.toMatchObject({
      statusCode: 400,
      code: 'resource_already_exists',
      param: 'id',
    });
  });

  it('creates one product when several requests choose one id at once', async () => {
    const id = `race-${randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.request('POST', '/v1/products', { body: `id=${id}&name=Race` })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400, 400]);
    for (const refused of answers.filter((a) => a.status === 400))
      expect(refused.body.error).toMatchObject({ param: 'id', code: 'resource_already_exists' });
  });

  it('creates its default price inline, and refuses deletion while it has prices', async () => {
    const product = await t.stripe.products.create({
      name: 'Pro plan',
      default_price_data: { currency: 'eur', unit_amount: 1500, recurring: { interval: 'month' } },
      expand: ['default_price'],
    });
    expectValidResource('product', { ...product, default_price: null });
    const price = product.default_price as { id: string; object: string; product: string };
    expectValidResource('price', price);
    expect(price).toMatchObject({
      object: 'price',
      product: product.id,
      currency: 'eur',
      unit_amount: 1500,
      type: 'recurring',
      recurring: { interval: 'month', interval_count: 1, usage_type: 'licensed' },
    });
    expect((await t.stripe.products.retrieve(product.id)).default_price).toBe(price.id);
    expect(await eventsOf(product.id)).toEqual(['product.created']);
    expect(await eventsOf(price.id)).toEqual(['price.created']);

    await expect(t.stripe.products.del(product.id)).rejects.toMatchObject({
      statusCode: 400,
      type: 'StripeInvalidRequestError',
      message: 'This product cannot be deleted because it has one or more user-created prices.',
    });
    await expect(
      t.stripe.products.create({ name: 'Bad', default_price_data: { currency: 'eur', unit_amount: -1 } }),
    ).rejects.toMatchObject({ param: 'default_price_data[unit_amount]' });
  });

  it('changes its default price only to an active price of its own', async () => {
    const product = await t.stripe.products.create({ name: 'Mug' });
    const other = await t.stripe.products.create({ name: 'Cup' });
    const price = await t.stripe.prices.create({ product: product.id, currency: 'usd', unit_amount: 900 });
    const foreign = await t.stripe.prices.create({ product: other.id, currency: 'usd', unit_amount: 900 });
    const updated = await t.stripe.products.update(product.id, { default_price: price.id });
    expect(updated.default_price).toBe(price.id);
    await expect(t.stripe.products.update(product.id, { default_price: foreign.id })).rejects.toMatchObject({
      param: 'default_price',
    });
    await expect(t.stripe.prices.update(price.id, { active: false })).rejects.toMatchObject({
      param: 'active',
    });
    // Once no longer the default, the price may be archived.
    expect(
      (await t.stripe.products.update(product.id, { default_price: '' } as never)).default_price,
    ).toBeNull();
    expect((await t.stripe.prices.update(price.id, { active: false })).active).toBe(false);
  });

  it('lists products newest first with filters and both cursors', async () => {
    const tag = randomUUID();
    const ids: string[] = [];
    for (let i = 0; i < 12; i++)
      ids.push(
        (await t.stripe.products.create({ name: `P${i}`, active: i % 3 !== 0, url: `https://e.x/${tag}` }))
          .id,
      );
    const newestFirst = [...ids].reverse();

    const all = await t.stripe.products.list({ limit: 100, url: `https://e.x/${tag}` } as never);
    expectValidList('product', all);
    expect(all.data.map((p) => p.id)).toEqual(newestFirst);

    const auto: string[] = [];
    for await (const p of t.stripe.products.list({ limit: 5, ids })) auto.push(p.id);
    expect(auto).toEqual(newestFirst);

    const inactive = await t.stripe.products.list({ active: false, ids });
    expect(inactive.data.map((p) => p.id)).toEqual(
      newestFirst.filter((id) => [0, 3, 6, 9].includes(ids.indexOf(id))),
    );

    const before = await t.stripe.products.list({ limit: 2, ending_before: newestFirst[5], ids });
    expect(before.data.map((p) => p.id)).toEqual(newestFirst.slice(3, 5));
    expect(before.has_more).toBe(true);

    const since = await t.stripe.products.list({ created: { gte: 0 }, ids: [ids[0]!] });
    expect(since.data.map((p) => p.id)).toEqual([ids[0]]);
  });

  it('answers bad input with the Stripe error shape', async () => {
    await expect(t.stripe.products.create({} as never)).rejects.toMatchObject({
      param: 'name',
      message: 'Missing required param: name.',
    });
    await expect(t.stripe.products.create({ name: 'x', bogus: 1 } as never)).rejects.toMatchObject({
      param: 'bogus',
      code: 'parameter_unknown',
    });
    await expect(
      t.stripe.products.create({
        name: 'x',
        images: Array.from({ length: 9 }, (_, i) => `https://e.x/${i}.png`),
      }),
    ).rejects.toMatchObject({ param: 'images' });
    await expect(
      t.stripe.products.create({ name: 'x', statement_descriptor: '12345' }),
    ).rejects.toMatchObject({
      param: 'statement_descriptor',
    });
    await expect(
      t.stripe.prices.create({
        currency: 'usd',
        unit_amount: 1,
        product_data: { name: 'x', statement_descriptor: "Joe's" },
      }),
    ).rejects.toMatchObject({ param: 'product_data[statement_descriptor]' });
    const product = await t.stripe.products.create({ name: 'Kept' });
    await expect(t.stripe.products.update(product.id, { name: '' })).rejects.toMatchObject({
      param: 'name',
      code: 'parameter_invalid_empty',
    });
    await expect(t.stripe.products.update('prod_missing', { name: 'x' })).rejects.toMatchObject({
      statusCode: 404,
      message: "No such product: 'prod_missing'",
    });
    await expect(t.stripe.products.list({ starting_after: 'prod_missing' })).rejects.toMatchObject({
      statusCode: 404,
      param: 'starting_after',
    });
  });

  it('keeps test and live catalogues apart: one id and one lookup key in each mode', async () => {
    const id = `both-${randomUUID()}`;
    const key = `both-${randomUUID()}`;
    const live = t.server.keys.liveSecret;
    await t.stripe.products.create({
      id,
      name: 'Test',
      default_price_data: { currency: 'usd', unit_amount: 100 },
    });
    const testPrice = await t.stripe.prices.create({
      product: id,
      currency: 'usd',
      unit_amount: 100,
      lookup_key: key,
    });
    expect((await t.request('GET', `/v1/products/${id}`, { key: live })).status).toBe(404);
    const inLive = await t.request('POST', '/v1/products', { key: live, body: `id=${id}&name=Live` });
    expect(inLive.body).toMatchObject({ id, name: 'Live', livemode: true });
    const livePrice = await t.request('POST', '/v1/prices', {
      key: live,
      body: `product=${id}&currency=usd&unit_amount=100&lookup_key=${key}`,
    });
    expect(livePrice.body).toMatchObject({ lookup_key: key, livemode: true });
    expect((await t.stripe.prices.retrieve(testPrice.id)).lookup_key).toBe(key);
  });

  it('replays a create sent again with its idempotency key', async () => {
    const key = randomUUID();
    const first = await t.stripe.products.create({ name: 'Once' }, { idempotencyKey: key });
    const again = await t.stripe.products.create({ name: 'Once' }, { idempotencyKey: key });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
  });
});
