import { invalidRequest } from '../kernel/errors.js';
import { getResource } from '../kernel/get-resource.js';
import { listResources } from '../kernel/list.js';
import { changedAttributes } from '../kernel/record-event.js';
import { route } from '../routing/route.js';
import { insertResource, updateResource } from '../store/index.js';
import type { Db, Scope } from '../store/types.js';
import {
  createTaxRateParams,
  listTaxRatesParams,
  newTaxRate,
  type TaxRate,
  updatedTaxRate,
  updateTaxRateParams,
} from './tax-rate.js';

const columns = (rate: TaxRate) => ({ active: rate.active, inclusive: rate.inclusive });

export const getTaxRate = (db: Db, scope: Scope, id: string, param?: string, forUpdate = false) =>
  getResource<TaxRate>(db, 'tax_rates', scope, id, {
    noun: 'tax_rate',
    forUpdate,
    ...(param ? { param } : {}),
  });

/**
 * The tax rates named by a parameter (a line's `tax_rates`, an invoice's `default_tax_rates`):
 * each must exist and be active, none twice, five at most.
 */
export async function activeTaxRates(
  ctx: { db: Db; scope: Scope },
  ids: readonly string[],
  param: string,
): Promise<TaxRate[]> {
  if (ids.length > 5) throw invalidRequest('You may only specify up to 5 tax rates.', param);
  if (new Set(ids).size !== ids.length) throw invalidRequest('Tax rates must be distinct.', param);
  const rates: TaxRate[] = [];
  for (const [index, id] of ids.entries()) {
    const rate = await getTaxRate(ctx.db, ctx.scope, id, `${param}[${index}]`);
    if (!rate.active)
      throw invalidRequest(`The tax rate ${id} is inactive and cannot be used.`, `${param}[${index}]`);
    rates.push(rate);
  }
  return rates;
}

/** `tax_rates`: create, retrieve, update (not the percentage nor inclusiveness) and list. */
export const taxRateRoutes = [
  route({
    method: 'POST',
    path: '/v1/tax_rates',
    params: createTaxRateParams,
    async handler(ctx) {
      const rate = newTaxRate(ctx.params, ctx.scope.livemode);
      await insertResource(ctx.db, 'tax_rates', ctx.scope, rate, columns(rate));
      await ctx.emit('tax_rate.created', rate);
      return rate;
    },
  }),
  route({
    method: 'GET',
    path: '/v1/tax_rates/:id',
    handler: (ctx) => getTaxRate(ctx.db, ctx.scope, ctx.path.id!),
  }),
  route({
    method: 'POST',
    path: '/v1/tax_rates/:id',
    params: updateTaxRateParams,
    async handler(ctx) {
      const before = await getTaxRate(ctx.db, ctx.scope, ctx.path.id!, undefined, true);
      const after = updatedTaxRate(before, ctx.params);
      const previous = changedAttributes(before, after);
      if (!previous) return before;
      await updateResource(ctx.db, 'tax_rates', ctx.scope, after, columns(after));
      await ctx.emit('tax_rate.updated', after, previous);
      return after;
    },
  }),
  route({
    method: 'GET',
    path: '/v1/tax_rates',
    params: listTaxRatesParams,
    handler(ctx) {
      const { active, inclusive, expand: _expand, ...page } = ctx.params;
      return listResources(ctx.db, 'tax_rates', ctx.scope, page, '/v1/tax_rates', {
        ...(active === undefined ? {} : { active }),
        ...(inclusive === undefined ? {} : { inclusive }),
      });
    },
  }),
];
