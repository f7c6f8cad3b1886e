import { createPrice, getPrice, getProduct, type Price } from '../catalog/index.js';
import { invalidRequest, missingParam } from '../kernel/errors.js';
import { newId } from '../kernel/ids.js';
import type { CallerContext } from '../routing/caller.js';
import type { StripeObject } from '../store/types.js';
import type { LineItemParams } from './session-params.js';

/** A line item as Stripe answers it (`item`). */
export interface Item extends StripeObject {
  object: 'item';
  amount_discount: number;
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  description: string;
  price: Price;
  quantity: number;
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
    if (params.tax_rates || params.dynamic_tax_rates)
      throw invalidRequest('Tax rates are not supported by this server.', `${param}[tax_rates]`);
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
    });
  }
  const currencies = new Set(lines.map((line) => line.item.currency));
  if (currencies.size > 1) throw invalidRequest('All line items must have the same currency.', 'line_items');
  return lines;
}
