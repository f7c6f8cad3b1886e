import { hashKey } from '../accounts/index.js';
import { getCustomer } from '../customers/index.js';
import { newId, nowSeconds, randomToken } from '../kernel/ids.js';
import { registerExpandable } from '../routing/expand.js';
import { route } from '../routing/route.js';
import { insertResource } from '../store/index.js';
import type { StripeObject } from '../store/types.js';
import { CUSTOMER_SESSION_TTL_SECONDS, type CustomerSession, toComponents } from './customer-session.js';
import { createCustomerSessionParams } from './params.js';

registerExpandable('customer_session', ['customer']);

export const customerSessionRoutes = [
  route({
    method: 'POST',
    path: '/v1/customer_sessions',
    params: createCustomerSessionParams,
    async handler(ctx) {
      const customer = await getCustomer(ctx.db, ctx.scope, ctx.params.customer, 'customer');
      const components = toComponents(ctx.params.components);
      const created = nowSeconds();
      const session: CustomerSession = {
        object: 'customer_session',
        components,
        created,
        customer: customer.id,
        expires_at: created + CUSTOMER_SESSION_TTL_SECONDS,
        livemode: ctx.scope.livemode,
      };
      const secret = `cuss_secret_${randomToken(40)}`;
      // The object has no id of its own; the row's id is internal.
      await insertResource(
        ctx.db,
        'customer_sessions',
        ctx.scope,
        { id: newId('cuss'), ...session } as StripeObject,
        { secret_hash: hashKey(secret), expires_at: session.expires_at },
      );
      return { ...session, client_secret: secret };
    },
  }),
];
