import { getCharge } from '../charges/index.js';
import { invalidRequest } from '../kernel/errors.js';
import { getResource } from '../kernel/get-resource.js';
import { listResources } from '../kernel/list.js';
import { applyMetadata } from '../kernel/shared-params.js';
import { registerExpandable } from '../routing/expand.js';
import { route } from '../routing/route.js';
import type { Db, Scope } from '../store/types.js';
import {
  createRefundParams,
  listChargeRefundsParams,
  listRefundsParams,
  updateRefundParams,
} from './params.js';
import { cancelRefusal, type Refund } from './refund.js';
import { createRefund, updateRefund } from './service.js';
import { settleRefundsRoute } from './test-helper-routes.js';

registerExpandable('refund', [
  'charge',
  'payment_intent',
  'balance_transaction',
  'failure_balance_transaction',
]);

const getRefund = (ctx: { db: Db; scope: Scope }, id: string) =>
  getResource<Refund>(ctx.db, 'refunds', ctx.scope, id, { noun: 'refund' });

export const refundRoutes = [
  route({
    method: 'POST',
    path: '/v1/refunds',
    params: createRefundParams,
    handler: (ctx) => createRefund(ctx, ctx.params),
  }),
  route({
    method: 'GET',
    path: '/v1/refunds/:refund',
    handler: (ctx) => getRefund(ctx, ctx.path.refund!),
  }),
  route({
    method: 'POST',
    path: '/v1/refunds/:refund',
    params: updateRefundParams,
    async handler(ctx) {
      const metadata = ctx.params.metadata;
      return updateRefund(ctx, ctx.path.refund!, (refund) => ({
        ...refund,
        metadata: applyMetadata(refund.metadata, metadata),
      }));
    },
  }),
  route({
    method: 'POST',
    path: '/v1/refunds/:refund/cancel',
    async handler(ctx) {
      return updateRefund(ctx, ctx.path.refund!, (refund) => {
        const refusal = cancelRefusal(refund);
        if (refusal) throw invalidRequest(refusal, undefined, 'refund_not_cancelable');
        return { ...refund, status: 'canceled' };
      });
    },
  }),
  route({
    method: 'GET',
    path: '/v1/refunds',
    params: listRefundsParams,
    async handler(ctx) {
      const { charge, payment_intent, expand: _expand, ...page } = ctx.params;
      return listResources(ctx.db, 'refunds', ctx.scope, page, '/v1/refunds', {
        ...(charge ? { charge } : {}),
        ...(payment_intent ? { payment_intent } : {}),
      });
    },
  }),
  // The URL a charge's embedded `refunds` list names, so its pagination works.
  route({
    method: 'GET',
    path: '/v1/charges/:charge/refunds',
    params: listChargeRefundsParams,
    async handler(ctx) {
      const charge = await getCharge(ctx.db, ctx.scope, ctx.path.charge!);
      const { expand: _expand, ...page } = ctx.params;
      return listResources(ctx.db, 'refunds', ctx.scope, page, `/v1/charges/${charge.id}/refunds`, {
        charge: charge.id,
      });
    },
  }),
  route({
    method: 'GET',
    path: '/v1/charges/:charge/refunds/:refund',
    async handler(ctx) {
      const refund = await getRefund(ctx, ctx.path.refund!);
      if (refund.charge !== ctx.path.charge) {
        throw invalidRequest(`No such refund: '${refund.id}'`, undefined, 'resource_missing', 404);
      }
      return refund;
    },
  }),
  settleRefundsRoute,
];
