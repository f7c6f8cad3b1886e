import { getResource } from '../kernel/get-resource.js';
import { newId, nowSeconds } from '../kernel/ids.js';
import { listResources } from '../kernel/list.js';
import { p } from '../kernel/params.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { registerExpandable } from '../routing/expand.js';
import { route } from '../routing/route.js';
import { insertResource } from '../store/index.js';
import type { StripeObject } from '../store/types.js';

registerExpandable('radar.early_fraud_warning', ['charge', 'payment_intent']);

const TABLE = 'radar_early_fraud_warnings';

/**
 * Records the issuer's warning that a paid charge may be fraud (before any dispute), and says
 * so with `radar.early_fraud_warning.created`: the merchant may refund it to avoid the dispute.
 */
export async function recordEarlyFraudWarning(
  ctx: ServiceContext,
  input: { charge: string; paymentIntent: string | null; fraudType: string },
): Promise<StripeObject> {
  const warning = {
    id: newId('issfr'),
    object: 'radar.early_fraud_warning',
    actionable: true,
    charge: input.charge,
    created: nowSeconds(),
    fraud_type: input.fraudType,
    livemode: ctx.scope.livemode,
    payment_intent: input.paymentIntent,
  };
  await insertResource(ctx.db, TABLE, ctx.scope, warning, {
    charge: input.charge,
    payment_intent: input.paymentIntent,
  });
  await ctx.emit('radar.early_fraud_warning.created', warning);
  return warning;
}

export const earlyFraudWarningRoutes = [
  route({
    method: 'GET',
    path: '/v1/radar/early_fraud_warnings',
    params: p.object({
      ...p.listShape,
      charge: p.string().optional(),
      payment_intent: p.string().optional(),
    }),
    async handler(ctx) {
      const { charge, payment_intent, expand: _e, ...page } = ctx.params;
      return listResources(ctx.db, TABLE, ctx.scope, page, '/v1/radar/early_fraud_warnings', {
        ...(charge ? { charge } : {}),
        ...(payment_intent ? { payment_intent } : {}),
      });
    },
  }),
  route({
    method: 'GET',
    path: '/v1/radar/early_fraud_warnings/:id',
    handler: (ctx) =>
      getResource(ctx.db, TABLE, ctx.scope, ctx.path.id!, { noun: 'radar.early_fraud_warning' }),
  }),
];
