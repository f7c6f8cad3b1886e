import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidList, expectValidResource } from '../testing/openapi.js';

describe.each(DATABASES)('prices on %s', (database) => {
  let t: TestServer;
  let product: Stripe.Product;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
    product = await t.stripe.products.create({ name: 'Coffee' });
  });
  afterAll(async () => t?.close());

  it('creates a one-time and a recurring price, retrieves them with the product expanded', async () => {
    const once = await t.stripe.prices.create({
      product: product.id,
      currency: 'USD',
      unit_amount: 1200,
      nickname: 'Bag',
      metadata: { roast: 'dark' },
      tax_behavior: 'exclusive',
    });
    expectValidResource('price', once);
    expect(once).toMatchObject({
      object: 'price',
      active: true,
      billing_scheme: 'per_unit',
      currency: 'usd',
      product: product.id,
      type: 'one_time',
      recurring: null,
      unit_amount: 1200,
      tax_behavior: 'exclusive',
      nickname: 'Bag',
      lookup_key: null,
      metadata: { roast: 'dark' },
    });
    expect(once.id).toMatch(/^price_/);
    // The client reads decimal strings into its Decimal type.
    expect(String(once.unit_amount_decimal)).toBe('1200');

    const monthly = await t.stripe.prices.create({
      product: product.id,
      currency: 'eur',
      unit_amount_decimal: '999.50' as never, // a decimal string on the wire, whatever the client's type
      recurring: { interval: 'week', interval_count: 2 },
    });
    expectValidResource('price', monthly);
    expect(monthly).toMatchObject({
      type: 'recurring',
      unit_amount: null,
      recurring: { interval: 'week', interval_count: 2, usage_type: 'licensed' },
      tax_behavior: 'unspecified',
    });
    expect(String(monthly.unit_amount_decimal)).toBe('999.5');

    const fetched = await t.stripe.prices.retrieve(once.id, { expand: ['product'] });
    expect(fetched.product).toMatchObject({ id: product.id, object: 'product', name: 'Coffee' });
    expectValidResource('price', fetched);
  });

  it('creates its product inline, even with an id of the merchant, and expands it', async () => {
    const id = `tea-${randomUUID()}`;
    const price = await t.stripe.prices.create({
      currency: 'gbp',
      unit_amount: 500,
      product_data: { id, name: 'Tea', metadata: { leaf: 'green' } },
      expand: ['product'],
    });
    expectValidResource('price', price);
    expect(price.product).toMatchObject({ id, name: 'Tea', metadata: { leaf: 'green' } });
    const events = await t.stripe.events.list({ limit: 5 });
    expect(events.data.slice(0, 2).map((e) => e.type)).toEqual(['price.created', 'product.created']);
  });

  it('updates what Stripe lets change, with an event naming the old values', async () => {
    const price = await t.stripe.prices.create({ product: product.id, currency: 'usd', unit_amount: 300 });
    const updated = await t.stripe.prices.update(price.id, {
      active: false,
      nickname: 'Old',
      metadata: { a: '1' },
      tax_behavior: 'inclusive',
    });
    expectValidResource('price', updated);
    expect(updated).toMatchObject({
      active: false,
      nickname: 'Old',
      metadata: { a: '1' },
      tax_behavior: 'inclusive',
    });
    const [event] = (await t.stripe.events.list({ type: 'price.updated', limit: 1 })).data;
    expect(event!.data.object).toMatchObject({ id: price.id, active: false });
    expect(event!.data.previous_attributes).toMatchObject({
      active: true,
      nickname: null,
      tax_behavior: 'unspecified',
    });

    await expect(t.stripe.prices.update(price.id, { tax_behavior: 'exclusive' })).rejects.toMatchObject({
      param: 'tax_behavior',
    });
    await expect(t.stripe.prices.update(price.id, { unit_amount: 5 } as never)).rejects.toMatchObject({
      param: 'unit_amount',
      code: 'parameter_unknown',
    });
  });

  it('keeps a lookup key unique unless it is transferred', async () => {
    const key = `standard-${randomUUID()}`;
    const first = await t.stripe.prices.create({
      product: product.id,
      currency: 'usd',
      unit_amount: 1000,
      lookup_key: key,
    });
    await expect(
      t.stripe.prices.create({ product: product.id, currency: 'usd', unit_amount: 1100, lookup_key: key }),
    ).rejects.toMatchObject({
      statusCode: 400,
      param: 'lookup_key',
      message: `A price (\`${first.id}\`) already uses that lookup key.`,
    });
    const second = await t.stripe.prices.create({
      product: product.id,
      currency: 'usd',
      unit_amount: 1100,
      lookup_key: key,
      transfer_lookup_key: true,
    });
    expect(second.lookup_key).toBe(key);
    expect((await t.stripe.prices.retrieve(first.id)).lookup_key).toBeNull();
    const released = (await t.stripe.events.list({ type: 'price.updated', limit: 1 })).data[0]!;
    expect(released.data.object).toMatchObject({ id: first.id, lookup_key: null });
    expect(released.data.previous_attributes).toEqual({ lookup_key: key });

    const found = await t.stripe.prices.list({ lookup_keys: [key], expand: ['data.product'] });
    expectValidList('price', found);
    expect(found.data.map((p) => p.id)).toEqual([second.id]);
    expect((found.data[0]!.product as Stripe.Product).name).toBe('Coffee');

    // Back to the first price by update, and cleared.
    await expect(t.stripe.prices.update(first.id, { lookup_key: key })).rejects.toMatchObject({
      param: 'lookup_key',
    });
    await t.stripe.prices.update(first.id, { lookup_key: key, transfer_lookup_key: true });
    expect((await t.stripe.prices.retrieve(second.id)).lookup_key).toBeNull();
    expect((await t.stripe.prices.update(first.id, { lookup_key: '' })).lookup_key).toBeNull();
  });

  it('gives a lookup key to one of several prices created at once', async () => {
    const key = `race-${randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.request('POST', '/v1/prices', {
          body: `product=${product.id}&currency=usd&unit_amount=100&lookup_key=${key}`,
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    for (const refused of answers.filter((a) => a.status === 400))
      expect(refused.body.error).toMatchObject({ param: 'lookup_key', code: 'lookup_key_already_used' });
    const holders = await t.stripe.prices.list({ lookup_keys: [key] });
    expect(holders.data).toHaveLength(1);
  });

  it('lists prices by product, active, currency, type and interval, in pages', async () => {
    const own = await t.stripe.products.create({ name: `List ${randomUUID()}` });
    const made: Stripe.Price[] = [];
    for (const [currency, interval, active] of [
      ['usd', undefined, true],
      ['usd', 'month', true],
      ['eur', 'month', false],
      ['eur', 'year', true],
      ['usd', undefined, false],
      ['jpy', 'day', true],
    ] as const) {
      made.push(
        await t.stripe.prices.create({
          product: own.id,
          currency,
          unit_amount: 100,
          active,
          ...(interval ? { recurring: { interval } } : {}),
        }),
      );
    }
    const ids = (list: Stripe.ApiList<Stripe.Price>) => list.data.map((p) => p.id);
    const newest = [...made].reverse();
    const all = await t.stripe.prices.list({ product: own.id, limit: 100 });
    expectValidList('price', all);
    expect(ids(all)).toEqual(newest.map((p) => p.id));
    expect(ids(await t.stripe.prices.list({ product: own.id, active: false }))).toEqual([
      made[4]!.id,
      made[2]!.id,
    ]);
    expect(ids(await t.stripe.prices.list({ product: own.id, currency: 'eur' }))).toEqual([
      made[3]!.id,
      made[2]!.id,
    ]);
    expect(ids(await t.stripe.prices.list({ product: own.id, type: 'one_time' }))).toEqual([
      made[4]!.id,
      made[0]!.id,
    ]);
    expect(ids(await t.stripe.prices.list({ product: own.id, recurring: { interval: 'month' } }))).toEqual([
      made[2]!.id,
      made[1]!.id,
    ]);
    expect(
      ids(await t.stripe.prices.list({ product: own.id, recurring: { usage_type: 'metered' } })),
    ).toEqual([]);

    const paged: string[] = [];
    for await (const p of t.stripe.prices.list({ product: own.id, limit: 4 })) paged.push(p.id);
    expect(paged).toEqual(newest.map((p) => p.id));
    const back = await t.stripe.prices.list({ product: own.id, limit: 2, ending_before: newest[4]!.id });
    expect(ids(back)).toEqual([newest[2]!.id, newest[3]!.id]);
  });

  it('answers bad prices with the Stripe error and its param', async () => {
    const base = { product: product.id, currency: 'usd' };
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [
        { product: product.id, unit_amount: 1 },
        { param: 'currency', code: 'parameter_missing' },
      ],
      [
        { ...base, currency: 'zzz', unit_amount: 1 },
        { param: 'currency', message: 'Invalid currency: zzz.' },
      ],
      [{ ...base }, { param: 'unit_amount', code: 'parameter_missing' }],
      [
        { ...base, unit_amount: -5 },
        { param: 'unit_amount', message: 'This value must be greater than or equal to 0.' },
      ],
      [{ ...base, unit_amount: 1.5 }, { param: 'unit_amount' }],
      [{ ...base, unit_amount: 1, unit_amount_decimal: '1' }, { param: 'unit_amount_decimal' }],
      [{ ...base, unit_amount_decimal: '1.2.3' }, { param: 'unit_amount_decimal' }],
      [{ ...base, unit_amount: 1, recurring: { interval: 'hour' } }, { param: 'recurring[interval]' }],
      [
        { ...base, unit_amount: 1, recurring: { usage_type: 'licensed' } },
        { param: 'recurring[interval]', code: 'parameter_missing' },
      ],
      [
        { ...base, unit_amount: 1, recurring: { interval: 'month', interval_count: 13 } },
        { param: 'recurring[interval_count]' },
      ],
      [
        { ...base, unit_amount: 1, recurring: { interval: 'day', interval_count: 0 } },
        { param: 'recurring[interval_count]' },
      ],
      [
        { ...base, unit_amount: 1, recurring: { interval: 'month', usage_type: 'metered' } },
        { param: 'recurring[usage_type]' },
      ],
      [{ ...base, billing_scheme: 'tiered', tiers_mode: 'volume' }, { param: 'billing_scheme' }],
      [{ ...base, tiers: [{ up_to: 'inf', unit_amount: 1 }] }, { param: 'tiers' }],
      [
        { currency: 'usd', unit_amount: 1 },
        { param: 'product', code: 'parameter_missing' },
      ],
      [
        { ...base, unit_amount: 1, product: 'prod_missing' },
        { param: 'product', statusCode: 404 },
      ],
      [{ ...base, unit_amount: 1, product_data: { name: 'x' } }, { param: 'product_data' }],
      [{ currency: 'usd', unit_amount: 1, product_data: { active: true } }, { param: 'product_data[name]' }],
    ];
    for (const [params, error] of cases) {
      const answer = await t.stripe.prices.create(params as never).then(
        () => ({ resolved: params }),
        (e: unknown) => e,
      );
      expect(answer).toMatchObject({ type: 'StripeInvalidRequestError', ...error });
    }
    await expect(
      t.stripe.prices.list({ lookup_keys: Array.from({ length: 11 }, (_, i) => `k${i}`) }),
    ).rejects.toMatchObject({ param: 'lookup_keys' });
    await expect(t.stripe.prices.retrieve('price_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such price: 'price_missing'",
    });
  });

  it('replays a create sent again with its idempotency key', async () => {
    const key = randomUUID();
    const params = { product: product.id, currency: 'usd', unit_amount: 700, lookup_key: `replay-${key}` };
    const first = await t.stripe.prices.create(params, { idempotencyKey: key });
    const again = await t.stripe.prices.create(params, { idempotencyKey: key });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
  });
});
