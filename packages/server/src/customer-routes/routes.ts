import { newCustomer, updatedCustomer } from '../customers/customer.js';
import { getCustomer } from '../customers/get-customer.js';
import { createCustomerParams, listCustomersParams, updateCustomerParams } from '../customers/params.js';
import { invalidRequest } from '../kernel/errors.js';
import { getResource } from '../kernel/get-resource.js';
import { listResources } from '../kernel/list.js';
import { changedAttributes } from '../kernel/record-event.js';
import {
  checkCustomerAccess,
  checkSessionFeature,
  checkSessionParams,
  sessionMayShow,
} from '../payment-methods/access.js';
import { attachPaymentMethod } from '../payment-methods/attach.js';
import type { PaymentMethod } from '../payment-methods/payment-method.js';
import { resolvePaymentMethod } from '../payment-methods/resolve.js';
import { verifyForAttach } from '../payment-methods/verify.js';
import { registerExpandable } from '../routing/expand.js';
import { type RequestContext, route } from '../routing/route.js';
import { findResource, insertResource, updateResource } from '../store/index.js';

registerExpandable('customer', ['default_source', 'invoice_settings.default_payment_method', 'test_clock']);

async function checkDefaultPaymentMethod(
  ctx: RequestContext<unknown>,
  customerId: string,
  pmId: string | null | undefined,
) {
  if (!pmId) return;
  const pm = await findResource<PaymentMethod>(ctx.db, 'payment_methods', ctx.scope, pmId);
  // A customer session sees only the methods its redisplay filters show: any other is missing for it.
  if (!pm || !sessionMayShow(ctx, pm))
    throw invalidRequest(
      `No such PaymentMethod: '${pmId}'`,
      'invoice_settings[default_payment_method]',
      'resource_missing',
    );
  if (pm.customer !== customerId) {
    throw invalidRequest(
      `The customer does not have a payment method with the ID ${pmId}. The payment method must be attached to the customer.`,
      'invoice_settings[default_payment_method]',
      'resource_missing',
    );
  }
}

export const customerRoutes = [
  route({
    method: 'POST',
    path: '/v1/customers',
    params: createCustomerParams,
    async handler(ctx) {
      // The payment method to save is checked before anything is written.
      const pm = ctx.params.payment_method
        ? await resolvePaymentMethod(ctx, ctx.params.payment_method, 'payment_method', { forUpdate: true })
        : undefined;
      if (pm) await verifyForAttach(ctx, pm);
      // A customer on a test clock lives in the clock's time, with its subscriptions.
      if (ctx.params.test_clock)
        await getResource(ctx.db, 'test_clocks', ctx.scope, ctx.params.test_clock, {
          noun: 'test_clock',
          param: 'test_clock',
        });
      const customer = newCustomer(ctx.params, ctx.scope.livemode);
      await insertResource(ctx.db, 'customers', ctx.scope, customer, { email: customer.email });
      await ctx.emit('customer.created', customer);
      if (pm) await attachPaymentMethod(ctx, pm, customer.id, 'payment_method');
      return customer;
    },
  }),
  route({
    method: 'GET',
    path: '/v1/customers/:customer',
    // An ephemeral key made for this customer may read it (mobile and browser SDKs do).
    auth: ['secret', 'ephemeral'],
    async handler(ctx) {
      checkCustomerAccess(ctx, ctx.path.customer);
      // A deleted customer is still retrievable, as the stub `{ id, object, deleted: true }`.
      return getResource(ctx.db, 'customers', ctx.scope, ctx.path.customer!, { noun: 'customer' });
    },
  }),
  route({
    method: 'POST',
    path: '/v1/customers/:customer',
    params: updateCustomerParams,
    // The Payment Element's "set as default" sends its customer session secret.
    auth: ['secret', 'customer_session'],
    async handler(ctx) {
      checkCustomerAccess(ctx, ctx.path.customer);
      checkSessionFeature(ctx, 'payment_method_set_as_default');
      checkSessionParams(ctx, ctx.params, ['invoice_settings']);
      checkSessionParams(ctx, ctx.params.invoice_settings ?? {}, ['default_payment_method']);
      const before = await getCustomer(ctx.db, ctx.scope, ctx.path.customer!, undefined, true);
      const after = updatedCustomer(before, ctx.params);
      await checkDefaultPaymentMethod(ctx, before.id, ctx.params.invoice_settings?.default_payment_method);
      await updateResource(ctx.db, 'customers', ctx.scope, after, { email: after.email });
      const previous = changedAttributes(before, after);
      if (previous) await ctx.emit('customer.updated', after, previous);
      return after;
    },
  }),
  route({
    method: 'DELETE',
    path: '/v1/customers/:customer',
    async handler(ctx) {
      const customer = await getCustomer(ctx.db, ctx.scope, ctx.path.customer!, undefined, true);
      const stub = { id: customer.id, object: 'customer', deleted: true };
      await updateResource(ctx.db, 'customers', ctx.scope, stub, { deleted: true });
      await ctx.emit('customer.deleted', customer);
      return stub;
    },
  }),
  route({
    method: 'GET',
    path: '/v1/customers',
    params: listCustomersParams,
    async handler(ctx) {
      const { email, test_clock: _clock, expand: _expand, ...page } = ctx.params;
      return listResources(ctx.db, 'customers', ctx.scope, page, '/v1/customers', {
        deleted: false,
        ...(email ? { email } : {}),
      });
    },
  }),
];
