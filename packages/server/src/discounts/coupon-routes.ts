import { getProduct } from '../catalog/index.js';
import { listResources } from '../kernel/list.js';
import { changedAttributes } from '../kernel/record-event.js';
import { applyMetadata, clearOr } from '../kernel/shared-params.js';
import { route } from '../routing/route.js';
import { deleteResource, updateResource } from '../store/index.js';
import { type Coupon, newCoupon, publicCoupon } from './coupon.js';
import { createCouponParams, listCouponsParams, updateCouponParams } from './coupon-params.js';
import { getCoupon, insertCoupon } from './discounts-store.js';

export const couponRoutes = [
  route({
    method: 'POST',
    path: '/v1/coupons',
    params: createCouponParams,
    async handler(ctx) {
      const coupon = newCoupon(ctx.params, ctx.scope.livemode);
      for (const [i, product] of (coupon.applies_to?.products ?? []).entries())
        await getProduct(ctx.db, ctx.scope, product, `applies_to[products][${i}]`);
      await insertCoupon(ctx.db, ctx.scope, coupon);
      await ctx.emit('coupon.created', coupon);
      return coupon;
    },
  }),
  route({
    method: 'GET',
    path: '/v1/coupons/:id',
    async handler(ctx) {
      return publicCoupon(await getCoupon(ctx.db, ctx.scope, ctx.path.id!));
    },
  }),
  route({
    method: 'POST',
    path: '/v1/coupons/:id',
    params: updateCouponParams,
    async handler(ctx) {
      const before = await getCoupon(ctx.db, ctx.scope, ctx.path.id!, undefined, true);
      const after: Coupon = {
        ...before,
        metadata: applyMetadata(before.metadata, ctx.params.metadata),
        name: clearOr(ctx.params.name, before.name),
      };
      const previous = changedAttributes(before, after);
      if (!previous) return publicCoupon(before);
      await updateResource(ctx.db, 'coupons', ctx.scope, after);
      await ctx.emit('coupon.updated', publicCoupon(after), previous);
      return publicCoupon(after);
    },
  }),
  route({
    method: 'DELETE',
    path: '/v1/coupons/:id',
    async handler(ctx) {
      const coupon = await getCoupon(ctx.db, ctx.scope, ctx.path.id!, undefined, true);
      await deleteResource(ctx.db, 'coupons', ctx.scope, coupon.id);
      await ctx.emit('coupon.deleted', { ...publicCoupon(coupon), valid: false });
      return { id: coupon.id, object: 'coupon', deleted: true };
    },
  }),
  route({
    method: 'GET',
    path: '/v1/coupons',
    params: listCouponsParams,
    async handler(ctx) {
      const { expand: _expand, ...page } = ctx.params;
      const list = await listResources(ctx.db, 'coupons', ctx.scope, page, '/v1/coupons');
      return { ...list, data: list.data.map((c) => publicCoupon(c as Coupon)) };
    },
  }),
];
