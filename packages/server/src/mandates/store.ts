import type { ServiceContext } from '../kernel/service-context.js';
import type { PaymentMethod } from '../payment-methods/index.js';
import { insertResource } from '../store/index.js';
import { type AcceptanceInput, type Mandate, newMandate } from './mandate.js';

/** Records the mandate the shopper accepts now, in the request's transaction; returns its id. */
export async function createMandate(
  ctx: ServiceContext,
  pm: PaymentMethod,
  acceptance: AcceptanceInput,
  details?: Record<string, unknown>,
): Promise<Mandate> {
  const mandate = newMandate({
    livemode: ctx.scope.livemode,
    paymentMethod: pm,
    acceptance,
    publicUrl: ctx.app.config.publicUrl,
    ...(details ? { details } : {}),
  });
  await insertResource(ctx.db, 'mandates', ctx.scope, mandate, { payment_method: pm.id });
  return mandate;
}
