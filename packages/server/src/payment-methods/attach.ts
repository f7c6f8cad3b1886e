import type { Customer } from '../customers/customer.js';
import { getCustomer } from '../customers/index.js';
import { invalidRequest } from '../kernel/errors.js';
import { changedAttributes } from '../kernel/record-event.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { deferWrite, updateResource } from '../store/index.js';
import type { PaymentMethod } from './payment-method.js';
import { findPaymentMethod, paymentMethodConsumed } from './resolve.js';

async function save(ctx: ServiceContext, pm: PaymentMethod, consumed?: boolean): Promise<void> {
  await updateResource(ctx.db, 'payment_methods', ctx.scope, pm, {
    customer: pm.customer,
    ...(consumed !== undefined ? { consumed } : {}),
  });
}

/**
 * Saves a payment method to a customer (`payment_method.attached`). Attaching to the customer
 * it already belongs to changes nothing; another customer's, or a used-up one, is refused.
 */
export async function attachPaymentMethod(
  ctx: ServiceContext,
  pm: PaymentMethod,
  customerId: string,
  param = 'customer',
): Promise<PaymentMethod> {
  const current = await findPaymentMethod(ctx, pm.id, true);
  if (!current) throw invalidRequest(`No such PaymentMethod: '${pm.id}'`, undefined, 'resource_missing', 404);
  if (current.pm.customer === customerId) return current.pm;
  if (current.pm.customer) {
    throw invalidRequest('The payment method you provided has already been attached to a customer.', param);
  }
  if (current.consumed) throw paymentMethodConsumed(param);
  await getCustomer(ctx.db, ctx.scope, customerId, param);
  const attached: PaymentMethod = { ...current.pm, customer: customerId };
  await save(ctx, attached);
  await ctx.emit('payment_method.attached', attached);
  return attached;
}

/**
 * Takes a payment method off its customer (`payment_method.detached`); it cannot be used
 * again, as at Stripe. A customer whose default it was loses that default.
 */
export async function detachPaymentMethod(ctx: ServiceContext, pm: PaymentMethod): Promise<PaymentMethod> {
  const current = await findPaymentMethod(ctx, pm.id, true);
  const customerId = current?.pm.customer;
  if (!current || !customerId) {
    throw invalidRequest(
      'The payment method you provided is not attached to a customer so detachment is impossible.',
    );
  }
  const detached: PaymentMethod = { ...current.pm, customer: null };
  await save(ctx, detached, true);
  await ctx.emit('payment_method.detached', detached, { customer: customerId });
  const customer = await getCustomer(ctx.db, ctx.scope, customerId, undefined, true).catch(() => undefined);
  if (customer && customer.invoice_settings.default_payment_method === pm.id) {
    const updated: Customer = {
      ...customer,
      invoice_settings: { ...customer.invoice_settings, default_payment_method: null },
    };
    await updateResource(ctx.db, 'customers', ctx.scope, updated, { email: updated.email });
    await ctx.emit('customer.updated', updated, changedAttributes(customer, updated));
  }
  return detached;
}

/**
 * Marks a payment method used up: Stripe lets a method that was never saved to a customer be
 * used for one payment only. Payment flows call this after using an unattached method;
 * `consumed: false` makes usable again one written used up ahead of its payment's outcome.
 */
export async function consumePaymentMethod(
  ctx: ServiceContext,
  pm: PaymentMethod,
  consumed = true,
): Promise<void> {
  if (pm.customer) return;
  await deferWrite(
    ctx.db,
    ctx.db
      .updateTable('payment_methods')
      .set({ consumed })
      .where('id', '=', pm.id)
      .where('account_id', '=', ctx.scope.accountId)
      .where('livemode', '=', ctx.scope.livemode),
  );
}
