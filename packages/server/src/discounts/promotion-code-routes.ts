import { invalidRequest } from '../kernel/errors.js';
import { getResource } from '../kernel/get-resource.js';
import { listResources } from '../kernel/list.js';
import { changedAttributes } from '../kernel/record-event.js';
import { applyMetadata } from '../kernel/shared-params.js';
import { type RequestContext, route } from '../routing/route.js';
import { insertResource, updateResource } from '../store/index.js';
import { codeKey, getCoupon, getPromotionCode, lockActiveCode } from './discounts-store.js';
import {
  couponIdOf,
  newPromotionCode,
  type PromotionCode,
  promotionCodeColumns,
  publicPromotionCode,
} from './promotion-code.js';
import {
  createPromotionCodeParams,
  listPromotionCodesParams,
  updatePromotionCodeParams,
} from './promotion-code-params.js';

/** An active code is unique in an account and mode, whatever its case. */
async function claimCode(ctx: RequestContext<unknown>, promo: PromotionCode): Promise<void> {
  const holder = await lockActiveCode(ctx.db, ctx.scope, promo.code);
  if (holder && holder !== promo.id)
    throw invalidRequest(
      `An active promotion code with \`code: ${promo.code}\` already exists.`,
      'code',
      'resource_already_exists',
    );
}

export const promotionCodeRoutes = [
  route({
    method: 'POST',
    path: '/v1/promotion_codes',
    params: createPromotionCodeParams,
    async handler(ctx) {
      const couponId = couponIdOf(ctx.params);
      const param = ctx.params.promotion ? 'promotion[coupon]' : 'coupon';
      const coupon = await getCoupon(ctx.db, ctx.scope, couponId, param);
      if (ctx.params.customer)
        await getResource(ctx.db, 'customers', ctx.scope, ctx.params.customer, { param: 'customer' });
      const promo = newPromotionCode(ctx.params, coupon, ctx.scope.livemode);
      if (promo.active) await claimCode(ctx, promo);
      await insertResource(ctx.db, 'promotion_codes', ctx.scope, promo, promotionCodeColumns(promo));
      const answer = await publicPromotionCode(ctx.db, ctx.scope, promo);
      await ctx.emit('promotion_code.created', answer);
      return answer;
    },
  }),
  route({
    method: 'GET',
    path: '/v1/promotion_codes/:id',
    async handler(ctx) {
      const promo = await getPromotionCode(ctx.db, ctx.scope, ctx.path.id!);
      return publicPromotionCode(ctx.db, ctx.scope, promo);
    },
  }),
  route({
    method: 'POST',
    path: '/v1/promotion_codes/:id',
    params: updatePromotionCodeParams,
    async handler(ctx) {
      const before = await getPromotionCode(ctx.db, ctx.scope, ctx.path.id!, undefined, true);
      const after: PromotionCode = {
        ...before,
        active: ctx.params.active ?? before.active,
        metadata: applyMetadata(before.metadata, ctx.params.metadata),
      };
      const previous = changedAttributes(before, after);
      if (!previous) return publicPromotionCode(ctx.db, ctx.scope, before);
      if (after.active && !before.active) await claimCode(ctx, after);
      await updateResource(ctx.db, 'promotion_codes', ctx.scope, after, promotionCodeColumns(after));
      const answer = await publicPromotionCode(ctx.db, ctx.scope, after);
      await ctx.emit('promotion_code.updated', answer, previous);
      return answer;
    },
  }),
  route({
    method: 'GET',
    path: '/v1/promotion_codes',
    params: listPromotionCodesParams,
    async handler(ctx) {
      const { active, code, coupon, customer, expand: _expand, ...page } = ctx.params;
      const list = await listResources(ctx.db, 'promotion_codes', ctx.scope, page, '/v1/promotion_codes', {
        ...(active !== undefined ? { active } : {}),
        ...(code !== undefined ? { code_key: codeKey(code) } : {}),
        ...(coupon !== undefined ? { coupon } : {}),
        ...(customer !== undefined ? { customer } : {}),
      });
      const data = [];
      for (const promo of list.data)
        data.push(await publicPromotionCode(ctx.db, ctx.scope, promo as PromotionCode));
      return { ...list, data };
    },
  }),
];
