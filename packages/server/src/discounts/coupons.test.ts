import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidList, expectValidResource } from '../testing/openapi.js';

describe.each(DATABASES)('coupons on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());

  it('creates, retrieves, updates, lists and deletes a coupon, with its events', async () => {
    const product = await t.stripe.products.create({ name: 'Hat' });
    const coupon = await t.stripe.coupons.create({
      percent_off: 25,
      duration: 'repeating',
      duration_in_months: 3,
      max_redemptions: 10,
      name: 'Spring',
      metadata: { campaign: 'spring' },
      applies_to: { products: [product.id] },
    });
    expectValidResource('coupon', coupon);
    expect(coupon).toMatchObject({
      object: 'coupon',
      percent_off: 25,
      amount_off: null,
      currency: null,
      duration: 'repeating',
      duration_in_months: 3,
      times_redeemed: 0,
      valid: true,
      applies_to: { products: [product.id] },
    });
    expect(coupon.id).toMatch(/^[A-Z0-9]{8}$/);
    expect(await t.stripe.coupons.retrieve(coupon.id)).toEqual(coupon);

    const updated = await t.stripe.coupons.update(coupon.id, {
      name: 'Spring sale',
      metadata: { campaign: '' },
    });
    expect(updated).toMatchObject({ name: 'Spring sale', metadata: {} });

    const fixed = await t.stripe.coupons.create({ id: 'TENOFF', amount_off: 1000, currency: 'EUR' });
    expect(fixed).toMatchObject({ id: 'TENOFF', amount_off: 1000, currency: 'eur', duration: 'once' });
    await expect(t.stripe.coupons.create({ id: 'TENOFF', percent_off: 5 })).rejects.toMatchObject({
      code: 'resource_already_exists',
      param: 'id',
    });

    const list = await t.stripe.coupons.list({ limit: 2 });
    expectValidList('coupon', list);
    expect(list.data.map((c) => c.id)).toEqual(['TENOFF', coupon.id]);

    const deleted = await t.stripe.coupons.del('TENOFF');
    expectValidResource('deleted_coupon', deleted);
    expect(deleted).toEqual({ id: 'TENOFF', object: 'coupon', deleted: true });
    await expect(t.stripe.coupons.retrieve('TENOFF')).rejects.toMatchObject({
      statusCode: 404,
      message: "No such coupon: 'TENOFF'",
    });
    const events = await t.stripe.events.list({ limit: 10 });
    expect(events.data.map((e) => e.type).filter((type) => type.startsWith('coupon.'))).toEqual([
      'coupon.deleted',
      'coupon.created',
      'coupon.updated',
      'coupon.created',
    ]);
  });

  it('refuses inconsistent coupons with Stripe errors naming the parameter', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ duration: 'once' }, 'amount_off'],
      [{ percent_off: 10, amount_off: 100, currency: 'usd' }, 'percent_off'],
      [{ amount_off: 100 }, 'currency'],
      [{ percent_off: 120 }, 'percent_off'],
      [{ percent_off: 10, duration: 'repeating' }, 'duration_in_months'],
      [{ percent_off: 10, duration_in_months: 2 }, 'duration_in_months'],
      [{ percent_off: 10, redeem_by: 1000 }, 'redeem_by'],
      [{ percent_off: 10, applies_to: { products: ['prod_missing'] } }, 'applies_to[products][0]'],
      [{ percent_off: 10, duration: 'weekly' }, 'duration'],
    ];
    for (const [params, param] of cases) {
      await expect(t.stripe.coupons.create(params)).rejects.toMatchObject({
        statusCode: param.startsWith('applies') ? 404 : 400,
        param,
      });
    }
  });
});
