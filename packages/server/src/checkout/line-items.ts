import { createPrice, getPrice, getProduct, type Price } from '../catalog/index.js';
import { invalidRequest, missingParam } from '../kernel/errors.js';
import { newId } from '../kernel/ids.js';
import type { CallerContext } from '../routing/caller.js';
import type { StripeObject } from '../store/types.js';
import { activeTaxRates, getTaxRate, type TaxRate } from '../tax-rates/index.js';
import type { LineItemParams } from './session-params.js';

/** A line item as Stripe answers it (`item`). */
export interface Item extends StripeObject {
  object: 'item';
  amount_discount: number;
  amount_subtotal: number;
  amount_tax: number;
  amount_total: number;
  currency: string;
  description: string;
  price: Price;
  quantity: number;
  /** Each rate's tax on the line, when it has any. */
  taxes?: { amount: number; rate: TaxRate }[];
}

export interface AdjustableQuantity {
  enabled: boolean;
  minimum: number;
  maximum: number;
}

/** What a session keeps per line: the answered item and what only its page needs. */
export interface StoredLine {
  item: Item;
  adjustable_quantity: AdjustableQuantity | null;
  images: string[];
  /** Rates that always apply (`tax_rates`), as they were when the session was made. */
  tax_rates?: TaxRate[];
  /** Rates of which one applies by the shopper's country and state (`dynamic_tax_rates`). */
  dynamic_tax_rates?: TaxRate[];
}

/** Stripe's bounds on a quantity a shopper may choose. */
const MAX_ADJUSTABLE = 999_999;
export const MAX_LINE_ITEMS = 100;

function lineAmount(price: Price, quantity: number): number {
  return Math.round(Number(price.unit_amount_decimal) * quantity);
}

/** An `item` selling `quantity` of a price (a new id unless the line has one already). */
export function itemOf(price: Price, description: string, quantity: number, id = newId('li', 24)): Item {
  const amount = lineAmount(price, quantity);
  return {
    id,
    object: 'item',
    amount_discount: 0,
    amount_subtotal: amount,
    amount_tax: 0,
    amount_total: amount,
    currency: price.currency,
    description,
    price,
    quantity,
  };
}

/** The item with the quantity the shopper chose, its amounts recomputed. */
export function withQuantity(line: StoredLine, quantity: number): StoredLine {
  const amount = lineAmount(line.item.price, quantity);
  return { ...line, item: { ...line.item, quantity, amount_subtotal: amount, amount_total: amount } };
}

function adjustable(given: LineItemParams['adjustable_quantity'], quantity: number, param: string) {
  if (!given?.enabled) return null;
  const minimum = given.minimum ?? 0;
  const maximum = given.maximum ?? 99;
  if (minimum < 0 || maximum > MAX_ADJUSTABLE || minimum > maximum)
    throw invalidRequest(
      `adjustable_quantity needs 0 <= minimum <= maximum <= ${MAX_ADJUSTABLE}.`,
      `${param}[adjustable_quantity]`,
    );
  if (quantity < minimum || quantity > maximum)
    throw invalidRequest(
      'The quantity must be between the adjustable_quantity minimum and maximum.',
      `${param}[quantity]`,
    );
  return { enabled: true, minimum, maximum };
}

/**
 * A line's `dynamic_tax_rates`: active rates that each name the country (and maybe state)
 * they are for, since the shopper's address picks one of them.
 */
async function dynamicTaxRates(ctx: CallerContext, ids: readonly string[], line: string): Promise<TaxRate[]> {
  const param = `${line}[dynamic_tax_rates]`;
  if (ids.length > 100) throw invalidRequest('You may only specify up to 100 dynamic tax rates.', param);
  const rates: TaxRate[] = [];
  for (const [index, id] of ids.entries()) {
    const rate = await getTaxRate(ctx.db, ctx.scope, id, `${param}[${index}]`);
    if (!rate.active)
      throw invalidRequest(`The tax rate ${id} is inactive and cannot be used.`, `${param}[${index}]`);
    if (!rate.country)
      throw invalidRequest(
        `The tax rate ${id} has no country: dynamic tax rates must have a country (and may have a state).`,
        `${param}[${index}]`,
      );
    if (rates.some((r) => r.id === id)) throw invalidRequest('Tax rates must be distinct.', param);
    rates.push(rate);
  }
  return rates;
}

/**
 * Resolves the session's line items: a price of the catalogue, or one described inline
 * (`price_data`, with its product inline or named), created as Stripe does, inactive.
 */
export async function resolveLineItems(
  ctx: CallerContext,
  given: readonly LineItemParams[],
  mode: 'payment' | 'setup' | 'subscription',
): Promise<StoredLine[]> {
  if (given.length > MAX_LINE_ITEMS)
    throw invalidRequest(`You may only specify up to ${MAX_LINE_ITEMS} line items.`, 'line_items');
  const lines: StoredLine[] = [];
  for (const [index, params] of given.entries()) {
    const param = `line_items[${index}]`;
    if (params.price !== undefined && params.price_data !== undefined)
      throw invalidRequest(
        'You may only specify one of these parameters: price, price_data.',
        `${param}[price]`,
      );
    const taxRates = await activeTaxRates(ctx, params.tax_rates ?? [], `${param}[tax_rates]`);
    const dynamicRates = await dynamicTaxRates(ctx, params.dynamic_tax_rates ?? [], param);
    const quantity = params.quantity ?? (params.adjustable_quantity?.enabled ? 1 : undefined);
    if (quantity === undefined) throw missingParam(`${param}[quantity]`);
    if (quantity < 0 || (quantity === 0 && !params.adjustable_quantity?.enabled))
      throw invalidRequest('Quantity must be greater than 0.', `${param}[quantity]`);
    let price: Price;
    if (params.price !== undefined) {
      price = await getPrice(ctx.db, ctx.scope, params.price, `${param}[price]`);
      if (!price.active)
        throw invalidRequest(
          `The price specified is inactive. This field only accepts active prices.`,
          `${param}[price]`,
        );
    } else if (params.price_data) {
      const { product_data, product, ...amount } = params.price_data;
      if (product === undefined && product_data === undefined)
        throw missingParam(`${param}[price_data][product_data]`);
      price = await createPrice(ctx, {
        ...amount,
        active: false,
        ...(product !== undefined ? { product } : {}),
        ...(product_data ? { product_data } : {}),
      });
    } else {
      throw missingParam(`${param}[price]`);
    }
    if (price.unit_amount_decimal === undefined || price.type === undefined)
      throw invalidRequest('This price cannot be used.', `${param}[price]`);
    if (mode === 'payment' && price.type === 'recurring')
      throw invalidRequest(
        'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
        `${param}[price]`,
      );
    if (mode === 'subscription' && price.type !== 'recurring')
      throw invalidRequest(
        'In `subscription` mode every line item needs a recurring price on this server: bill one-time amounts with invoice items.',
        `${param}[price]`,
      );
    const product = await getProduct(ctx.db, ctx.scope, price.product);
    lines.push({
      item: itemOf(price, product.name, quantity),
      adjustable_quantity: adjustable(params.adjustable_quantity, quantity, param),
      images: (product.images as string[] | undefined) ?? [],
      ...(taxRates.length > 0 ? { tax_rates: taxRates } : {}),
      ...(dynamicRates.length > 0 ? { dynamic_tax_rates: dynamicRates } : {}),
    });
  }
  const currencies = new Set(lines.map((line) => line.item.currency));
  if (currencies.size > 1) throw invalidRequest('All line items must have the same currency.', 'line_items');
  return lines;
}
