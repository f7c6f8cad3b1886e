import { getPrice, type Price } from '../catalog/index.js';
import { invalidParam, invalidRequest } from '../kernel/errors.js';
import { newId } from '../kernel/ids.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { applyMetadata } from '../kernel/shared-params.js';
import { activeTaxRates, type TaxRate } from '../tax-rates/index.js';
import type { Subscription, SubscriptionItem } from './subscription.js';
import type { ItemParams } from './subscription-params.js';

const MAX_ITEMS = 20;

async function recurringPrice(
  ctx: ServiceContext,
  id: string,
  param: string,
  inactiveToo = false,
): Promise<Price> {
  const price = await getPrice(ctx.db, ctx.scope, id, param);
  if (price.type !== 'recurring' || !price.recurring)
    throw invalidParam(
      param,
      `The price specified is set to \`type=one_time\` but this field only accepts prices with \`type=recurring\`.`,
    );
  if (!price.active && !inactiveToo)
    throw invalidParam(param, `The price specified is inactive. This field only accepts active prices.`);
  if (price.unit_amount === null)
    throw invalidParam(param, `The price ${price.id} has no whole unit_amount, which subscriptions need.`);
  return price;
}

function newItem(
  price: Price,
  params: ItemParams,
  taxRates: TaxRate[],
  subscription: string,
  now: number,
): SubscriptionItem {
  const quantity = params.quantity ?? 1;
  return {
    id: newId('si', 14),
    object: 'subscription_item',
    billing_thresholds: null,
    created: now,
    current_period_end: now,
    current_period_start: now,
    discounts: [],
    metadata: applyMetadata({}, params.metadata),
    price,
    quantity,
    subscription,
    tax_rates: taxRates,
  };
}

/** An item's `tax_rates`: those named (none when cleared with ''), else what it had. */
async function itemTaxRates(
  ctx: ServiceContext,
  param: ItemParams,
  at: string,
  current: TaxRate[],
): Promise<TaxRate[]> {
  if (param.tax_rates === undefined) return current;
  return activeTaxRates(ctx, param.tax_rates === '' ? [] : param.tax_rates, `${at}[tax_rates]`);
}

/**
 * The items a subscription has after `params` (all of them on create; changes on update: an
 * `id` names an item to change or delete, an item without one is added). Every price must
 * recur on one interval and in one currency, as a subscription bills them on one invoice.
 */
export async function resolveItems(
  ctx: ServiceContext,
  params: readonly ItemParams[],
  sub: Pick<Subscription, 'id' | 'items'> | { id: string; items: null },
  now: number,
  /** A Checkout Session's prices made inline (`price_data`) are inactive, yet its subscription bills them. */
  inactiveToo = false,
): Promise<SubscriptionItem[]> {
  const items = sub.items ? [...sub.items.data] : [];
  for (const [i, param] of params.entries()) {
    const at = `items[${i}]`;
    if (param.quantity !== undefined && param.quantity < 1)
      throw invalidParam(`${at}[quantity]`, 'Quantity must be a positive integer.');
    if (param.id) {
      const index = items.findIndex((item) => item.id === param.id);
      if (index < 0 || !sub.items)
        throw invalidRequest(
          `No such subscription item: '${param.id}'`,
          `${at}[id]`,
          'resource_missing',
          404,
        );
      if (param.deleted) {
        items.splice(index, 1);
        continue;
      }
      const current = items[index]!;
      const price = param.price ? await recurringPrice(ctx, param.price, `${at}[price]`) : current.price;
      items[index] = {
        ...current,
        price,
        quantity: param.quantity ?? current.quantity,
        metadata: applyMetadata(current.metadata, param.metadata),
        tax_rates: await itemTaxRates(ctx, param, at, current.tax_rates ?? []),
      };
      continue;
    }
    if (!param.price)
      throw invalidRequest(
        'Missing required param: items[0][price].'.replace('items[0]', at),
        `${at}[price]`,
        'parameter_missing',
      );
    const price = await recurringPrice(ctx, param.price, `${at}[price]`, inactiveToo);
    if (items.some((item) => item.price.id === price.id))
      throw invalidParam(
        `${at}[price]`,
        `Cannot add multiple subscription items with the same price: ${price.id}.`,
      );
    items.push(newItem(price, param, await itemTaxRates(ctx, param, at, []), sub.id, now));
  }
  if (items.length === 0)
    throw invalidRequest('Missing required param: items.', 'items', 'parameter_missing');
  if (items.length > MAX_ITEMS)
    throw invalidParam('items', `A subscription can have at most ${MAX_ITEMS} items.`);
  const [first, ...rest] = items;
  for (const item of rest) {
    if (item.price.currency !== first!.price.currency)
      throw invalidParam('items', 'All prices on a subscription must have the same `currency`.');
    const a = item.price.recurring!;
    const b = first!.price.recurring!;
    if (a.interval !== b.interval || a.interval_count !== b.interval_count)
      throw invalidParam(
        'items',
        'All prices on a subscription must have the same `recurring.interval` and `recurring.interval_count`.',
      );
  }
  return items;
}
