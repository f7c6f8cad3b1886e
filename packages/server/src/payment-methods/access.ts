import { resourceMissing } from '../http/errors.js';
import type { RequestContext } from '../http/route.js';
import type { PaymentMethod } from './payment-method.js';

/**
 * An ephemeral key acts for one customer only: anything of another customer is, for it, a
 * missing object. Secret keys see the whole account.
 */
export function checkCustomerAccess(
  ctx: RequestContext<unknown>,
  customerId: string | null | undefined,
): void {
  if (ctx.auth.kind !== 'ephemeral') return;
  if (!customerId || customerId !== ctx.auth.customer) {
    throw resourceMissing('customer', customerId ?? '', 'customer');
  }
}

export function checkPaymentMethodAccess(ctx: RequestContext<unknown>, pm: PaymentMethod): void {
  if (ctx.auth.kind === 'ephemeral' && (!pm.customer || pm.customer !== ctx.auth.customer)) {
    throw resourceMissing('PaymentMethod', pm.id);
  }
}
