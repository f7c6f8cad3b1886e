import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { redeemPromotionCode, resolvePromotionCode } from './apply-code.js';

describe.each(DATABASES)('a shopper-entered promotion code on %s', (database) => {
  let t: TestServer;
  let ctx: Parameters<typeof resolvePromotionCode>[0];
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
    ctx = { db: t.server.context.db, scope: { accountId: t.server.keys.accountId, livemode: false } };
  });
  afterAll(async () => t?.close());

  const promo = async (coupon: string, extra: Record<string, unknown> = {}) =>
    t.stripe.promotionCodes.create({ promotion: { type: 'coupon', coupon }, ...extra });

  it('resolves a code in any case to its discount, limited to the products it applies to', async () => {
    const hat = await t.stripe.products.create({ name: 'Hat' });
    const coupon = await t.stripe.coupons.create({ percent_off: 20, applies_to: { products: [hat.id] } });
    await promo(coupon.id, { code: 'HATS20' });
    const lines = [
      { product: hat.id, amount: 2500 },
      { product: 'prod_other', amount: 10000 },
    ];
    const applied = await resolvePromotionCode(ctx, { code: ' hats20 ', currency: 'usd', lines });
    expect(applied).toMatchObject({ discountAmount: 500, subtotal: 12500 });
    expect(applied.promotionCode.code).toBe('HATS20');
    await expect(
      resolvePromotionCode(ctx, { code: 'HATS20', currency: 'usd', lines: [{ product: null, amount: 900 }] }),
    ).rejects.toMatchObject({ body: { code: 'promotion_code_not_applicable', param: 'promotion_code' } });
  });

  it('takes an amount off once, never more than the order', async () => {
    const coupon = await t.stripe.coupons.create({ amount_off: 1500, currency: 'eur' });
    await promo(coupon.id, { code: 'FIFTEEN' });
    const small = await resolvePromotionCode(ctx, {
      code: 'FIFTEEN',
      currency: 'EUR',
      lines: [{ product: null, amount: 1000 }],
    });
    expect(small.discountAmount).toBe(1000);
    await expect(
      resolvePromotionCode(ctx, {
        code: 'FIFTEEN',
        currency: 'usd',
        lines: [{ product: null, amount: 5000 }],
      }),
    ).rejects.toMatchObject({ body: { code: 'promotion_code_currency_mismatch' } });
  });

  it('says why a code cannot be used', async () => {
    const coupon = await t.stripe.coupons.create({ percent_off: 10 });
    const lines = [{ product: null, amount: 1000 }];
    const order = (code: string) => resolvePromotionCode(ctx, { code, currency: 'usd', lines });
    await expect(order('NOSUCHCODE')).rejects.toMatchObject({ body: { code: 'promotion_code_invalid' } });
    const inactive = await promo(coupon.id, { code: 'SLEEPING' });
    await t.stripe.promotionCodes.update(inactive.id, { active: false });
    await expect(order('SLEEPING')).rejects.toMatchObject({ body: { code: 'promotion_code_inactive' } });
    await promo(coupon.id, {
      code: 'BIGSPEND',
      restrictions: { minimum_amount: 5000, minimum_amount_currency: 'usd' },
    });
    await expect(order('BIGSPEND')).rejects.toMatchObject({
      body: { code: 'promotion_code_minimum_amount_not_met' },
    });
    const once = await promo(coupon.id, { code: 'ONCEONLY', max_redemptions: 1 });
    expect((await order('ONCEONLY')).discountAmount).toBe(100);
    await t.server.context.db.transaction().execute((tx) => redeemPromotionCode({ ...ctx, db: tx }, once.id));
    await expect(order('ONCEONLY')).rejects.toMatchObject({ body: { code: 'coupon_expired' } });
    expect((await t.stripe.promotionCodes.retrieve(once.id)).times_redeemed).toBe(1);
    expect((await t.stripe.coupons.retrieve(coupon.id)).times_redeemed).toBe(1);
    const customer = await t.stripe.customers.create({ email: 'a@example.com' });
    await promo(coupon.id, { code: 'JUSTYOU', customer: customer.id });
    await expect(order('JUSTYOU')).rejects.toMatchObject({ body: { code: 'promotion_code_invalid' } });
    const yours = await resolvePromotionCode(ctx, {
      code: 'JUSTYOU',
      currency: 'usd',
      lines,
      customer: customer.id,
    });
    expect(yours.discountAmount).toBe(100);
  });
});
