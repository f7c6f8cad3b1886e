import type { ServiceContext } from '../kernel/service-context.js';
import { attachPaymentMethod, consumePaymentMethod, type PaymentMethod } from '../payment-methods/index.js';
import type { PaymentIntent } from './payment-intent.js';

const PAID: readonly PaymentIntent['status'][] = ['succeeded', 'requires_capture', 'processing'];

/** `setup_future_usage` for this payment method: its type's option wins over the intent's. */
export function futureUsage(pi: PaymentIntent, type: string): 'on_session' | 'off_session' | null {
  const own = pi.payment_method_options[type]?.setup_future_usage;
  if (own === 'none') return null;
  if (own === 'on_session' || own === 'off_session') return own;
  return pi.setup_future_usage;
}

/**
 * Picks the payment method of a payment about to be attempted: one it makes is written used
 * up, and settlePaymentMethod must then follow in the same transaction.
 */
export async function pickForPayment<T>(ctx: ServiceContext, pick: () => Promise<T>): Promise<T> {
  ctx.oneUse ??= { picking: false, ids: new Set() };
  const outer = ctx.oneUse.picking;
  ctx.oneUse.picking = true;
  try {
    return await pick();
  } finally {
    ctx.oneUse.picking = outer;
  }
}

/**
 * Once a payment went through, its method is saved to the customer when the merchant asked
 * for future use; a method nobody saved is used up, as at Stripe (one payment only). A method
 * this payment made was written used up already (ServiceContext.oneUse): it is given back
 * when the payment did not go through or the method is to be saved.
 */
export async function settlePaymentMethod(
  ctx: ServiceContext,
  pi: PaymentIntent,
  pm: PaymentMethod,
): Promise<void> {
  const writtenUsedUp = ctx.oneUse?.ids.delete(pm.id) === true;
  const attach = futureUsage(pi, pm.type) !== null && pi.customer !== null;
  if (writtenUsedUp && (!PAID.includes(pi.status) || attach)) await consumePaymentMethod(ctx, pm, false);
  if (!PAID.includes(pi.status)) return;
  if (attach && pi.customer) {
    await attachPaymentMethod(ctx, pm, pi.customer, 'customer');
    return;
  }
  if (!writtenUsedUp) await consumePaymentMethod(ctx, pm);
}
