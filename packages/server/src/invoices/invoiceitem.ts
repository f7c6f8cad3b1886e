import type { Price } from '../catalog/index.js';
import { invalidParam, invalidRequest } from '../kernel/errors.js';
import { newId, nowSeconds } from '../kernel/ids.js';
import { applyMetadata } from '../kernel/shared-params.js';
import type { StripeObject } from '../store/types.js';
import type { TaxRate } from '../tax-rates/index.js';
import type { CreateInvoiceItemParams, UpdateInvoiceItemParams } from './invoiceitem-params.js';

export interface InvoiceItem extends StripeObject {
  object: 'invoiceitem';
  amount: number;
  currency: string;
  customer: string;
  date: number;
  description: string | null;
  discountable: boolean;
  invoice: string | null;
  livemode: boolean;
  metadata: Record<string, string>;
  period: { start: number; end: number };
  price: Price | null;
  proration?: boolean;
  quantity: number;
  /** Its own rates: when there are any, the invoice's default rates do not apply to it. */
  tax_rates: TaxRate[];
  /** Set on the items a subscription bills: its id, and the subscription item a line is for. */
  subscription?: string | null;
  subscription_item?: string;
  unit_amount: number | null;
}

/** The `pricing` block newer API versions show beside (and instead of) `price`. */
function pricingOf(price: Price | null, unitAmount: number | null) {
  return {
    type: 'price_details',
    price_details: price ? { price: price.id, product: price.product } : null,
    unit_amount_decimal: unitAmount === null ? null : String(unitAmount),
  };
}

/**
 * A new item: from a price (times the quantity), from a unit amount (times the quantity), or
 * for one amount. Exactly one of these says what it costs.
 */
export function newInvoiceItem(
  params: CreateInvoiceItemParams,
  price: Price | null,
  livemode: boolean,
  /** The price's product name: an item from a price is described by it unless told otherwise. */
  productName: string | null = null,
  taxRates: TaxRate[] = [],
): InvoiceItem {
  const quantity = params.quantity ?? 1;
  if (quantity < 1) throw invalidParam('quantity', 'quantity must be a positive integer.');
  const ways = [price, params.amount, params.unit_amount].filter((v) => v !== null && v !== undefined);
  if (ways.length !== 1)
    throw invalidRequest(
      ways.length === 0
        ? 'You must specify either `amount`, `unit_amount` or `price` (`pricing[price]`).'
        : 'You may only specify one of `amount`, `unit_amount` and `price` (`pricing[price]`).',
      ways.length === 0 ? 'amount' : 'unit_amount',
    );
  let unitAmount: number | null;
  let amount: number;
  let currency: string | undefined;
  if (price) {
    if (price.type !== 'one_time' || price.unit_amount === null)
      throw invalidParam('price', `The price ${price.id} is not a one-time price with a unit_amount.`);
    if (params.currency && params.currency !== price.currency)
      throw invalidParam('currency', `The currency must match the price's currency (${price.currency}).`);
    unitAmount = price.unit_amount;
    amount = unitAmount * quantity;
    currency = price.currency;
  } else if (params.unit_amount !== undefined) {
    unitAmount = params.unit_amount;
    amount = unitAmount * quantity;
    currency = params.currency;
  } else {
    if (params.quantity !== undefined && params.quantity !== 1)
      throw invalidParam('quantity', 'quantity may only be given with unit_amount or a price.');
    amount = params.amount ?? 0;
    unitAmount = amount;
    currency = params.currency;
  }
  if (!currency) throw invalidRequest('Missing required param: currency.', 'currency', 'parameter_missing');
  if (!Number.isSafeInteger(amount) || Math.abs(amount) > 99_999_999_99)
    throw invalidParam('amount', 'The amount is too large.');
  const date = nowSeconds();
  return {
    id: newId('ii'),
    object: 'invoiceitem',
    amount,
    currency,
    customer: params.customer,
    date,
    description: params.description || productName,
    discountable: params.discountable ?? true,
    discounts: [],
    invoice: params.invoice ?? null,
    livemode,
    metadata: applyMetadata({}, params.metadata),
    period: params.period ?? { start: date, end: date },
    price,
    pricing: pricingOf(price, unitAmount),
    proration: false,
    quantity,
    subscription: null,
    tax_rates: taxRates,
    test_clock: null,
    unit_amount: unitAmount,
    unit_amount_decimal: unitAmount === null ? null : String(unitAmount),
  };
}

/** The item after an update (only while its invoice is a draft, checked by the caller). */
export function updatedInvoiceItem(
  item: InvoiceItem,
  params: UpdateInvoiceItemParams,
  taxRates?: TaxRate[],
): InvoiceItem {
  const next: InvoiceItem = { ...item, metadata: applyMetadata(item.metadata, params.metadata) };
  if (taxRates) next.tax_rates = taxRates;
  if (params.description !== undefined) next.description = params.description || null;
  if (params.discountable !== undefined) next.discountable = params.discountable;
  if (params.amount !== undefined) {
    next.amount = params.amount;
    next.unit_amount = params.amount;
    next.quantity = 1;
  } else if (params.unit_amount !== undefined || params.quantity !== undefined) {
    const unit = params.unit_amount ?? item.unit_amount ?? item.amount;
    const quantity = params.quantity ?? item.quantity;
    if (quantity < 1) throw invalidParam('quantity', 'quantity must be a positive integer.');
    next.unit_amount = unit;
    next.quantity = quantity;
    next.amount = unit * quantity;
  }
  next.unit_amount_decimal = next.unit_amount === null ? null : String(next.unit_amount);
  next.pricing = pricingOf(next.price, next.unit_amount);
  return next;
}
