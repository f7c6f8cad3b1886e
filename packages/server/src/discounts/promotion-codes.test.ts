import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidList, expectValidResource } from '../testing/openapi.js';

describe.each(DATABASES)('promotion codes on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());

  it('creates a code for a coupon, retrieves, deactivates and lists it', async () => {
    const coupon = await t.stripe.coupons.create({ percent_off: 10 });
    const promo = await t.stripe.promotionCodes.create({
      promotion: { type: 'coupon', coupon: coupon.id },
      code: 'Welcome10',
      max_redemptions: 5,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      restrictions: { minimum_amount: 2000, minimum_amount_currency: 'usd', first_time_transaction: true },
      metadata: { channel: 'newsletter' },
    });
    expectValidResource('promotion_code', promo);
    expect(promo).toMatchObject({
      object: 'promotion_code',
      active: true,
      code: 'Welcome10',
      customer: null,
      max_redemptions: 5,
      times_redeemed: 0,
      restrictions: { minimum_amount: 2000, minimum_amount_currency: 'usd', first_time_transaction: true },
      promotion: { type: 'coupon', coupon: coupon.id },
    });
    expect((promo as unknown as { coupon: { id: string } }).coupon.id).toBe(coupon.id);
    expect(promo.id).toMatch(/^promo_/);
    expect(await t.stripe.promotionCodes.retrieve(promo.id)).toEqual(promo);

    // An active code is unique whatever its case; the older `coupon` parameter works too.
    const older = { coupon: coupon.id, code: 'WELCOME10' } as unknown as Parameters<
      typeof t.stripe.promotionCodes.create
    >[0];
    await expect(t.stripe.promotionCodes.create(older)).rejects.toMatchObject({
      param: 'code',
      code: 'resource_already_exists',
    });
    const off = await t.stripe.promotionCodes.update(promo.id, { active: false });
    expect(off.active).toBe(false);
    const again = await t.stripe.promotionCodes.create(older);
    expect(again).toMatchObject({ code: 'WELCOME10', active: true });
    await expect(t.stripe.promotionCodes.update(promo.id, { active: true })).rejects.toMatchObject({
      param: 'code',
    });

    const byCode = await t.stripe.promotionCodes.list({ code: 'welcome10' });
    expectValidList('promotion_code', byCode);
    expect(byCode.data.map((p) => p.id)).toEqual([again.id, promo.id]);
    const active = await t.stripe.promotionCodes.list({ code: 'WELCOME10', active: true });
    expect(active.data.map((p) => p.id)).toEqual([again.id]);

    const generated = await t.stripe.promotionCodes.create({
      promotion: { type: 'coupon', coupon: coupon.id },
    });
    expect(generated.code).toMatch(/^[A-Z0-9]{8}$/);
  });

  it('refuses bad codes with Stripe errors', async () => {
    const coupon = await t.stripe.coupons.create({ amount_off: 500, currency: 'usd' });
    const cases: [Record<string, unknown>, string, number][] = [
      [{ promotion: { type: 'coupon', coupon: 'NOPE' } }, 'promotion[coupon]', 404],
      [{ promotion: { type: 'coupon', coupon: coupon.id }, code: 'two words' }, 'code', 400],
      [{ promotion: { type: 'coupon', coupon: coupon.id }, expires_at: 1000 }, 'expires_at', 400],
      [
        { promotion: { type: 'coupon', coupon: coupon.id }, restrictions: { minimum_amount: 100 } },
        'restrictions[minimum_amount_currency]',
        400,
      ],
      [{ promotion: { type: 'coupon', coupon: coupon.id }, customer: 'cus_missing' }, 'customer', 404],
    ];
    for (const [params, param, statusCode] of cases) {
      await expect(t.stripe.promotionCodes.create(params as never)).rejects.toMatchObject({
        statusCode,
        param,
      });
    }
  });
});
