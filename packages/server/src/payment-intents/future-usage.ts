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
 * Once a payment went through, its method is saved to the customer when the merchant asked
 * for future use; a method nobody saved is used up, as at Stripe (one payment only).
 */
export async function settlePaymentMethod(
  ctx: ServiceContext,
  pi: PaymentIntent,
  pm: PaymentMethod,
): Promise<void> {
  if (!PAID.includes(pi.status)) return;
  if (futureUsage(pi, pm.type) && pi.customer) {
    await attachPaymentMethod(ctx, pm, pi.customer, 'customer');
    return;
  }
  await consumePaymentMethod(ctx, pm);
}
