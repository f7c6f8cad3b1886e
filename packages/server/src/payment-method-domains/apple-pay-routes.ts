import { getResource } from '../kernel/get-resource.js';
import { newId, nowSeconds } from '../kernel/ids.js';
import { listResources } from '../kernel/list.js';
import { p } from '../kernel/params.js';
import { route } from '../routing/route.js';
import { deleteResource, insertResource } from '../store/index.js';
import type { StripeObject } from '../store/types.js';
import { findDomain } from './lookup.js';
import { checkedName, registerDomain } from './routes.js';

interface ApplePayDomain extends StripeObject {
  object: 'apple_pay_domain';
  created: number;
  domain_name: string;
  livemode: boolean;
}

const TABLE = 'apple_pay_domains';

/**
 * `/v1/apple_pay/domains`, the older registration: an Apple Pay domain of its own, and the
 * payment method domain of that name (registered too when missing), which is what the
 * wallets' availability reads.
 */
export const applePayDomainRoutes = [
  route({
    method: 'POST',
    path: '/v1/apple_pay/domains',
    params: p.object({ domain_name: p.string(), expand: p.expand.optional() }),
    async handler(ctx) {
      const name = checkedName(ctx.params.domain_name);
      if (!(await findDomain(ctx.db, ctx.scope, name))) await registerDomain(ctx, name, true);
      const domain: ApplePayDomain = {
        id: newId('apwc'),
        object: 'apple_pay_domain',
        created: nowSeconds(),
        domain_name: name,
        livemode: ctx.scope.livemode,
      };
      await insertResource(ctx.db, TABLE, ctx.scope, domain, { domain_name: name });
      return domain;
    },
  }),
  route({
    method: 'GET',
    path: '/v1/apple_pay/domains/:domain',
    handler: (ctx) =>
      getResource<ApplePayDomain>(ctx.db, TABLE, ctx.scope, ctx.path.domain!, { noun: 'apple pay domain' }),
  }),
  route({
    method: 'DELETE',
    path: '/v1/apple_pay/domains/:domain',
    async handler(ctx) {
      const domain = await getResource<ApplePayDomain>(ctx.db, TABLE, ctx.scope, ctx.path.domain!, {
        noun: 'apple pay domain',
        forUpdate: true,
      });
      await deleteResource(ctx.db, TABLE, ctx.scope, domain.id);
      return { id: domain.id, object: 'apple_pay_domain', deleted: true };
    },
  }),
  route({
    method: 'GET',
    path: '/v1/apple_pay/domains',
    params: p.object({
      domain_name: p.string().optional(),
      limit: p.listShape.limit,
      starting_after: p.listShape.starting_after,
      ending_before: p.listShape.ending_before,
      expand: p.listShape.expand,
    }),
    async handler(ctx) {
      const { domain_name, expand: _expand, ...page } = ctx.params;
      return listResources(ctx.db, TABLE, ctx.scope, page, '/v1/apple_pay/domains', {
        ...(domain_name ? { domain_name: domain_name.trim().toLowerCase() } : {}),
      });
    },
  }),
];
