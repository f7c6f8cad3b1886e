import { invalidRequest } from '../kernel/errors.js';
import { getResource } from '../kernel/get-resource.js';
import { newId, nowSeconds } from '../kernel/ids.js';
import { listResources } from '../kernel/list.js';
import { route } from '../routing/route.js';
import { insertResource, updateResource } from '../store/index.js';
import type { Db, Scope } from '../store/types.js';
import { isDomainName, type PaymentMethodDomain, walletStatuses } from './domain.js';
import { findDomain } from './lookup.js';
import { createDomainParams, listDomainsParams, updateDomainParams } from './params.js';

const TABLE = 'payment_method_domains';

const getDomain = (ctx: { db: Db; scope: Scope }, id: string, forUpdate = false) =>
  getResource<PaymentMethodDomain>(ctx.db, TABLE, ctx.scope, id, {
    noun: 'payment method domain',
    forUpdate,
  });

/** A domain name as given, lower-cased, or the invalid_request_error naming `domain_name`. */
export function checkedName(given: string): string {
  const name = given.trim().toLowerCase();
  if (!isDomainName(name)) {
    throw invalidRequest(
      `Invalid domain_name: ${given}. Pass a host name such as example.com, without a scheme, port or path.`,
      'domain_name',
    );
  }
  return name;
}

/** Registers a domain for the account and mode, with each wallet's status. */
export async function registerDomain(
  ctx: { db: Db; scope: Scope },
  name: string,
  enabled: boolean,
): Promise<PaymentMethodDomain> {
  const domain: PaymentMethodDomain = {
    id: newId('pmd'),
    object: 'payment_method_domain',
    ...walletStatuses(ctx.scope.livemode),
    created: nowSeconds(),
    domain_name: name,
    enabled,
    livemode: ctx.scope.livemode,
  };
  await insertResource(ctx.db, TABLE, ctx.scope, domain, columns(domain));
  return domain;
}

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
      const name = checkedName(ctx.params.domain_name);
      if (await findDomain(ctx.db, ctx.scope, name)) {
        throw invalidRequest(`The domain ${name} is already registered for this account.`, 'domain_name');
      }
      return registerDomain(ctx, name, ctx.params.enabled ?? true);
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
