import { invalidRequest } from '../kernel/errors.js';
import { getResource } from '../kernel/get-resource.js';
import { newId, nowSeconds } from '../kernel/ids.js';
import { listResources } from '../kernel/list.js';
import { route } from '../routing/route.js';
import { insertResource, updateResource } from '../store/index.js';
import type { Db, Scope } from '../store/types.js';
import { isDomainName, type PaymentMethodDomain, walletStatuses } from './domain.js';
import { createDomainParams, listDomainsParams, updateDomainParams } from './params.js';

const TABLE = 'payment_method_domains';

const getDomain = (ctx: { db: Db; scope: Scope }, id: string, forUpdate = false) =>
  getResource<PaymentMethodDomain>(ctx.db, TABLE, ctx.scope, id, {
    noun: 'payment method domain',
    forUpdate,
  });

const columns = (domain: PaymentMethodDomain) => ({
  domain_name: domain.domain_name,
  enabled: domain.enabled,
});

/**
 * `/v1/payment_method_domains`: the domains a merchant's pages show wallet buttons on. A domain
 * is registered once per account and mode; it can be disabled, never deleted.
 */
export const paymentMethodDomainRoutes = [
  route({
    method: 'POST',
    path: '/v1/payment_method_domains',
    params: createDomainParams,
    async handler(ctx) {
      const name = ctx.params.domain_name.trim().toLowerCase();
      if (!isDomainName(name)) {
        throw invalidRequest(
          `Invalid domain_name: ${ctx.params.domain_name}. Pass a host name such as example.com, without a scheme, port or path.`,
          'domain_name',
        );
      }
      const taken = await listResources(ctx.db, TABLE, ctx.scope, { limit: 1 }, '', { domain_name: name });
      if (taken.data.length > 0) {
        throw invalidRequest(`The domain ${name} is already registered for this account.`, 'domain_name');
      }
      const domain: PaymentMethodDomain = {
        id: newId('pmd'),
        object: 'payment_method_domain',
        ...walletStatuses(ctx.scope.livemode),
        created: nowSeconds(),
        domain_name: name,
        enabled: ctx.params.enabled ?? true,
        livemode: ctx.scope.livemode,
      };
      await insertResource(ctx.db, TABLE, ctx.scope, domain, columns(domain));
      return domain;
    },
  }),
  route({
    method: 'GET',
    path: '/v1/payment_method_domains/:domain',
    handler: (ctx) => getDomain(ctx, ctx.path.domain!),
  }),
  route({
    method: 'POST',
    path: '/v1/payment_method_domains/:domain',
    params: updateDomainParams,
    async handler(ctx) {
      const domain = await getDomain(ctx, ctx.path.domain!, true);
      const updated = { ...domain, enabled: ctx.params.enabled ?? domain.enabled };
      await updateResource(ctx.db, TABLE, ctx.scope, updated, columns(updated));
      return updated;
    },
  }),
  // Checks the domain again (Apple Pay's association file): the statuses as they are now.
  route({
    method: 'POST',
    path: '/v1/payment_method_domains/:domain/validate',
    async handler(ctx) {
      const domain = await getDomain(ctx, ctx.path.domain!, true);
      const validated = { ...domain, ...walletStatuses(ctx.scope.livemode) };
      await updateResource(ctx.db, TABLE, ctx.scope, validated, columns(validated));
      return validated;
    },
  }),
  route({
    method: 'GET',
    path: '/v1/payment_method_domains',
    params: listDomainsParams,
    async handler(ctx) {
      const { domain_name, enabled, expand: _expand, ...page } = ctx.params;
      return listResources(ctx.db, TABLE, ctx.scope, page, '/v1/payment_method_domains', {
        ...(domain_name ? { domain_name: domain_name.trim().toLowerCase() } : {}),
        ...(enabled === undefined ? {} : { enabled }),
      });
    },
  }),
];
