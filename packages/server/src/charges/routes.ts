import { getCustomer } from '../customers/index.js';
import { invalidRequest } from '../kernel/errors.js';
import { listResources } from '../kernel/list.js';
import { changedAttributes } from '../kernel/record-event.js';
import { applyMetadata, clearOr, toShipping } from '../kernel/shared-params.js';
import { registerExpandable } from '../routing/expand.js';
import { route } from '../routing/route.js';
import type { Charge } from './charge.js';
import { listChargesParams, updateChargeParams } from './params.js';
import { getCharge, saveCharge } from './store.js';

registerExpandable('charge', [
  'customer',
  'payment_intent',
  'balance_transaction',
  'application_fee',
  'invoice',
  'review',
  'source_transfer',
  'transfer',
]);

export const chargeRoutes = [
  route({
    method: 'GET',
    path: '/v1/charges/:charge',
    async handler(ctx) {
      return getCharge(ctx.db, ctx.scope, ctx.path.charge!);
    },
  }),
  route({
    method: 'POST',
    path: '/v1/charges/:charge',
    params: updateChargeParams,
    async handler(ctx) {
      const params = ctx.params;
      const before = await getCharge(ctx.db, ctx.scope, ctx.path.charge!, { forUpdate: true });
      if (params.customer !== undefined) {
        if (before.customer && before.customer !== params.customer) {
          throw invalidRequest(
            'This charge already has a customer; its customer cannot be changed.',
            'customer',
          );
        }
        await getCustomer(ctx.db, ctx.scope, params.customer, 'customer');
      }
      const after: Charge = {
        ...before,
        customer: params.customer ?? before.customer,
        description: clearOr(params.description, before.description),
        fraud_details:
          params.fraud_details === undefined
            ? before.fraud_details
            : params.fraud_details.user_report
              ? { user_report: params.fraud_details.user_report }
              : {},
        metadata: applyMetadata(before.metadata, params.metadata),
        receipt_email: clearOr(params.receipt_email, before.receipt_email as string | null),
        shipping: toShipping(params.shipping, before.shipping),
        transfer_group: clearOr(params.transfer_group, before.transfer_group as string | null),
      };
      const previous = changedAttributes(before, after);
      if (!previous) return after;
      await saveCharge(ctx.db, ctx.scope, after);
      await ctx.emit('charge.updated', after, previous);
      return after;
    },
  }),
  route({
    method: 'GET',
    path: '/v1/charges',
    params: listChargesParams,
    async handler(ctx) {
      const { customer, payment_intent, expand: _expand, ...page } = ctx.params;
      return listResources(ctx.db, 'charges', ctx.scope, page, '/v1/charges', {
        ...(customer ? { customer } : {}),
        ...(payment_intent ? { payment_intent } : {}),
      });
    },
  }),
];
