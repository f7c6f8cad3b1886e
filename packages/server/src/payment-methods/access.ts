import { invalidRequest, permissionError, resourceMissing } from '../kernel/errors.js';
import type { CallerContext } from '../routing/caller.js';
import type { PaymentMethod } from './payment-method.js';

/** Keys that act for one customer only: an ephemeral key, or a customer session client secret. */
const customerBound = (ctx: CallerContext) =>
  ctx.auth.kind === 'ephemeral' || ctx.auth.kind === 'customer_session';

/**
 * A key bound to a customer acts for that customer only: anything of another customer is,
 * for it, a missing object. Secret keys see the whole account.
 */
export function checkCustomerAccess(ctx: CallerContext, customerId: string | null | undefined): void {
  if (!customerBound(ctx)) return;
  if (!customerId || customerId !== ctx.auth.customer) {
    throw resourceMissing('customer', customerId ?? '', 'customer');
  }
}

export function checkPaymentMethodAccess(ctx: CallerContext, pm: PaymentMethod): void {
  if (customerBound(ctx) && (!pm.customer || pm.customer !== ctx.auth.customer)) {
    throw resourceMissing('PaymentMethod', pm.id);
  }
}

type SessionFeature =
  | 'payment_method_update'
  | 'payment_method_remove'
  | 'payment_method_set_as_default'
  | 'payment_method_redisplay';

/**
 * docs/elements.md#validation: with a customer session secret, update and remove are allowed when the
 * feature is enabled or unset; set-as-default (and listing) only when it is 'enabled'.
 */
export function checkSessionFeature(ctx: CallerContext, feature: SessionFeature): void {
  if (ctx.auth.kind !== 'customer_session') return;
  const value = ctx.auth.features?.[feature];
  const strict = feature === 'payment_method_set_as_default' || feature === 'payment_method_redisplay';
  const allowed = ctx.auth.features != null && (value === 'enabled' || (!strict && value === undefined));
  if (!allowed) {
    throw permissionError(`This customer session does not allow this call (${feature} is not enabled).`);
  }
}

/** A customer session may change only what the Payment Element edits on a saved method. */
export function checkSessionParams(
  ctx: CallerContext,
  params: Record<string, unknown>,
  allowed: readonly string[],
): void {
  if (ctx.auth.kind !== 'customer_session') return;
  const extra = Object.keys(params).find((key) => key !== 'expand' && !allowed.includes(key));
  if (extra) throw invalidRequest(`A customer session cannot set ${extra}.`, extra);
}

/**
 * With a customer session, only a method the session may show (its allow_redisplay among the
 * session's payment_method_allow_redisplay_filters, `always` when unset) can be acted on as
 * shown: a method the shopper cannot see cannot become their default.
 */
export function sessionMayShow(ctx: CallerContext, pm: Pick<PaymentMethod, 'allow_redisplay'>): boolean {
  if (ctx.auth.kind !== 'customer_session') return true;
  const filters = ctx.auth.features?.payment_method_allow_redisplay_filters;
  const allowed = Array.isArray(filters) ? filters : ['always'];
  return allowed.includes(pm.allow_redisplay);
}
