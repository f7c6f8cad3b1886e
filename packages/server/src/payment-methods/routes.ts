import { getCustomer } from '../customers/index.js';
import { resourceMissing } from '../kernel/errors.js';
import { listResources } from '../kernel/list.js';
import { registerExpandable } from '../routing/expand.js';
import { route } from '../routing/route.js';
import {
  checkCustomerAccess,
  checkPaymentMethodAccess,
  checkSessionFeature,
  checkSessionParams,
} from './access.js';
import { attachPaymentMethod, detachPaymentMethod } from './attach.js';
import { createPaymentMethod } from './create.js';
import {
  attachParams,
  createPaymentMethodParams,
  customerPaymentMethodsParams,
  listPaymentMethodsParams,
  updatePaymentMethodParams,
} from './params.js';
import type { PaymentMethod } from './payment-method.js';
import { findPaymentMethod, resolvePaymentMethod } from './resolve.js';
import { updatePaymentMethod } from './update.js';
import { verifyForAttach } from './verify.js';

registerExpandable('payment_method', ['customer']);

const CUSTOMER_KEYS = ['secret', 'ephemeral'] as const;
/** The saved-method calls of the Payment Element (docs/elements.md#calls) also take a customer session secret. */
const SAVED_METHOD_KEYS = ['secret', 'ephemeral', 'customer_session'] as const;

/** A stored payment method by path id (test ids are not objects: they only work where one is used). */
async function pathPaymentMethod(
  ctx: Parameters<typeof checkPaymentMethodAccess>[0],
  id: string,
  forUpdate = false,
): Promise<PaymentMethod> {
  const found = await findPaymentMethod(ctx, id, forUpdate);
  if (!found) throw resourceMissing('PaymentMethod', id);
  checkPaymentMethodAccess(ctx, found.pm);
  return found.pm;
}

export const paymentMethodRoutes = [
  route({
    method: 'POST',
    path: '/v1/payment_methods',
    auth: ['secret', 'publishable'],
    params: createPaymentMethodParams,
    handler: (ctx) => createPaymentMethod(ctx, ctx.params, ''),
  }),
  route({
    method: 'GET',
    path: '/v1/payment_methods/:payment_method',
    auth: CUSTOMER_KEYS,
    handler: (ctx) => pathPaymentMethod(ctx, ctx.path.payment_method!),
  }),
  route({
    method: 'POST',
    path: '/v1/payment_methods/:payment_method',
    auth: SAVED_METHOD_KEYS,
    params: updatePaymentMethodParams,
    async handler(ctx) {
      checkSessionFeature(ctx, 'payment_method_update');
      checkSessionParams(ctx, ctx.params, ['billing_details', 'card']);
      const before = await pathPaymentMethod(ctx, ctx.path.payment_method!, true);
      return updatePaymentMethod(ctx, before, ctx.params);
    },
  }),
  route({
    method: 'GET',
    path: '/v1/payment_methods',
    auth: SAVED_METHOD_KEYS,
    params: listPaymentMethodsParams,
    async handler(ctx) {
      checkSessionFeature(ctx, 'payment_method_redisplay');
      const { customer, type, expand: _expand, ...page } = ctx.params;
      checkCustomerAccess(ctx, customer);
      if (customer) await getCustomer(ctx.db, ctx.scope, customer, 'customer');
      return listResources(ctx.db, 'payment_methods', ctx.scope, page, '/v1/payment_methods', {
        ...(customer ? { customer } : {}),
        ...(type ? { type } : {}),
      });
    },
  }),
  route({
    method: 'POST',
    path: '/v1/payment_methods/:payment_method/attach',
    auth: CUSTOMER_KEYS,
    params: attachParams,
    async handler(ctx) {
      checkCustomerAccess(ctx, ctx.params.customer);
      // Stripe's test ids attach too (`pm_card_visa`): a new payment method is made for them.
      const pm = await resolvePaymentMethod(ctx, ctx.path.payment_method!, undefined, { forUpdate: true });
      checkPaymentMethodAccess(ctx, pm.customer ? pm : { ...pm, customer: ctx.params.customer });
      await verifyForAttach(ctx, pm);
      return attachPaymentMethod(ctx, pm, ctx.params.customer, 'customer');
    },
  }),
  route({
    method: 'POST',
    path: '/v1/payment_methods/:payment_method/detach',
    auth: SAVED_METHOD_KEYS,
    async handler(ctx) {
      checkSessionFeature(ctx, 'payment_method_remove');
      const pm = await pathPaymentMethod(ctx, ctx.path.payment_method!, true);
      return detachPaymentMethod(ctx, pm);
    },
  }),
  route({
    method: 'GET',
    path: '/v1/customers/:customer/payment_methods',
    auth: CUSTOMER_KEYS,
    params: customerPaymentMethodsParams,
    async handler(ctx) {
      const customer = ctx.path.customer!;
      checkCustomerAccess(ctx, customer);
      await getCustomer(ctx.db, ctx.scope, customer);
      const { type, expand: _expand, ...page } = ctx.params;
      return listResources(
        ctx.db,
        'payment_methods',
        ctx.scope,
        page,
        `/v1/customers/${customer}/payment_methods`,
        { customer, ...(type ? { type } : {}) },
      );
    },
  }),
  route({
    method: 'GET',
    path: '/v1/customers/:customer/payment_methods/:payment_method',
    auth: CUSTOMER_KEYS,
    async handler(ctx) {
      const customer = ctx.path.customer!;
      checkCustomerAccess(ctx, customer);
      await getCustomer(ctx.db, ctx.scope, customer);
      const pm = await pathPaymentMethod(ctx, ctx.path.payment_method!);
      if (pm.customer !== customer) throw resourceMissing('PaymentMethod', pm.id);
      return pm;
    },
  }),
];
