import type { Customer } from '../customers/index.js';
import { discountFor } from '../discounts/index.js';
import { invalidParam, invalidRequest } from '../kernel/errors.js';
import { newId, nowSeconds } from '../kernel/ids.js';
import { applyMetadata } from '../kernel/shared-params.js';
import type { StripeObject } from '../store/types.js';
import type { TaxRate } from '../tax-rates/index.js';
import {
  exclusiveSum,
  lineTaxes,
  shareOut,
  type TaxAmount,
  taxesByRate,
  taxSum,
} from '../tax-rates/index.js';
import type { InvoiceDiscount } from './invoice-discount.js';
import type { CreateInvoiceParams } from './invoice-params.js';
import type { InvoiceItem } from './invoiceitem.js';

export type InvoiceStatus = 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';

export interface InvoiceLine extends StripeObject {
  object: 'line_item';
  amount: number;
  currency: string;
  description: string | null;
  invoice_item?: string;
  quantity: number | null;
}

export interface Invoice extends StripeObject {
  object: 'invoice';
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  attempted: boolean;
  collection_method: 'charge_automatically' | 'send_invoice';
  created: number;
  currency: string;
  customer: string;
  customer_email: string | null;
  customer_name: string | null;
  default_payment_method: string | null;
  description: string | null;
  discount: InvoiceDiscount | null;
  discounts: string[];
  due_date: number | null;
  hosted_invoice_url: string | null;
  invoice_pdf: string | null;
  lines: { object: 'list'; data: InvoiceLine[]; has_more: false; total_count: number; url: string };
  livemode: boolean;
  metadata: Record<string, string>;
  number: string | null;
  paid: boolean;
  paid_out_of_band: boolean;
  payment_intent: string | null;
  status: InvoiceStatus;
  status_transitions: {
    finalized_at: number | null;
    marked_uncollectible_at: number | null;
    paid_at: number | null;
    voided_at: number | null;
  };
  subtotal: number;
  total: number;
  /** The rates for the lines whose items have none of their own. */
  default_tax_rates: TaxRate[];
}

const DAY = 86_400;

/** When a `send_invoice` invoice is due: a date, or a number of days from now. */
function dueDate(params: {
  collection_method?: string | undefined;
  days_until_due?: number | undefined;
  due_date?: number | undefined;
}): number | null {
  if (params.collection_method !== 'send_invoice') {
    const param = params.days_until_due !== undefined ? 'days_until_due' : 'due_date';
    if (params.days_until_due !== undefined || params.due_date !== undefined)
      throw invalidParam(param, `You can only set ${param} when collection_method is send_invoice.`);
    return null;
  }
  if (params.days_until_due !== undefined && params.due_date !== undefined)
    throw invalidRequest(
      'You may only specify one of these parameters: days_until_due, due_date.',
      'due_date',
    );
  if (params.due_date !== undefined) {
    if (params.due_date <= nowSeconds()) throw invalidParam('due_date', 'due_date must be in the future.');
    return params.due_date;
  }
  if (params.days_until_due === undefined)
    throw invalidRequest(
      'Missing required param: days_until_due. An invoice sent for payment needs days_until_due or due_date.',
      'days_until_due',
      'parameter_missing',
    );
  if (params.days_until_due < 0 || params.days_until_due > 730)
    throw invalidParam('days_until_due', 'days_until_due must be between 0 and 730.');
  return nowSeconds() + params.days_until_due * DAY;
}

const taxAmountsOf = (taxes: readonly TaxAmount[]) =>
  taxes.map((tax) => ({ amount: tax.amount, inclusive: tax.inclusive, tax_rate: tax.rate.id }));

/** One line of the invoice for one of its items, with its taxes when it has any. */
export function lineFor(item: InvoiceItem, taxes: readonly TaxAmount[] = []): InvoiceLine {
  // A subscription's charge for a period is a `subscription` line; its prorations stay items.
  const periodLine = Boolean(item.subscription_item) && !item.proration;
  return {
    id: `il_${item.id.slice(3)}`,
    object: 'line_item',
    amount: item.amount,
    currency: item.currency,
    description: item.description,
    discount_amounts: [],
    discountable: item.discountable,
    discounts: [],
    ...(periodLine ? {} : { invoice_item: item.id }),
    livemode: item.livemode,
    metadata: item.metadata,
    period: item.period,
    price: item.price,
    proration: item.proration ?? false,
    proration_details: { credited_items: null },
    quantity: item.quantity,
    subscription: item.subscription ?? null,
    ...(item.subscription_item ? { subscription_item: item.subscription_item } : {}),
    tax_amounts: taxAmountsOf(taxes),
    tax_rates: item.tax_rates ?? [],
    type: periodLine ? 'subscription' : 'invoiceitem',
  };
}

/**
 * The invoice with these items as its lines and its amounts worked out from them. The discount
 * is shared over the lines it applies to; each line is taxed on its amount after its share, by
 * its item's own rates or else the invoice's default ones, rounded per line and per rate.
 * Exclusive taxes add to the total; inclusive ones are within the amounts.
 */
export function withItems(invoice: Invoice, items: readonly InvoiceItem[]): Invoice {
  const subtotal = items.reduce((sum, item) => sum + item.amount, 0);
  // The discount applies to the discountable lines (of its coupon's products, when it names some).
  const discount = invoice.discount;
  const products = discount?.coupon.applies_to?.products;
  const eligible = items.map(
    (item) =>
      item.discountable &&
      item.amount > 0 &&
      (!products || (item.price?.product !== undefined && products.includes(item.price.product))),
  );
  const discountable = items
    .filter((item) => item.discountable)
    .map((item) => ({ product: item.price?.product ?? null, amount: item.amount }));
  const off = discount ? discountFor(discount.coupon, discountable) : 0;
  const shares = shareOut(
    off,
    items.map((item, i) => (eligible[i] ? item.amount : 0)),
  );
  const defaults = invoice.default_tax_rates ?? [];
  const perLine = items.map((item, i) =>
    lineTaxes(item.amount - (shares[i] ?? 0), (item.tax_rates ?? []).length > 0 ? item.tax_rates : defaults),
  );
  const lines = items.map((item, i) => lineFor(item, perLine[i]));
  const totals = taxesByRate(perLine);
  const tax = taxSum(totals);
  const inclusive = totals.filter((t) => t.inclusive).reduce((sum, t) => sum + t.amount, 0);
  const total = subtotal - off + exclusiveSum(totals);
  const taxed = perLine.some((taxes) => taxes.length > 0);
  return {
    ...invoice,
    lines: {
      object: 'list',
      data: lines,
      has_more: false,
      total_count: lines.length,
      url: `/v1/invoices/${invoice.id}/lines`,
    },
    subtotal,
    subtotal_excluding_tax: subtotal - inclusive,
    tax: taxed ? tax : null,
    total,
    total_excluding_tax: total - tax,
    total_discount_amounts: discount ? [{ amount: off, discount: discount.id }] : [],
    total_tax_amounts: taxAmountsOf(totals),
    discounts: discount ? [discount.id] : [],
    amount_due: total,
    amount_remaining: Math.max(total - invoice.amount_paid, 0),
  };
}

/** A new draft invoice for a customer; its lines are added by the caller. */
export function newInvoice(
  params: CreateInvoiceParams,
  customer: Customer,
  fields: { currency: string; livemode: boolean; accountName: string },
): Invoice {
  const created = nowSeconds();
  const id = newId('in');
  const collection = params.collection_method ?? 'charge_automatically';
  const shipping = (customer.shipping as StripeObject | null | undefined) ?? null;
  return {
    id,
    object: 'invoice',
    account_country: 'US',
    account_name: fields.accountName,
    account_tax_ids: null,
    amount_due: 0,
    amount_paid: 0,
    amount_remaining: 0,
    application_fee_amount: null,
    attempt_count: 0,
    attempted: false,
    auto_advance: params.auto_advance ?? false,
    automatic_tax: { enabled: false, status: null },
    billing_reason: 'manual',
    charge: null,
    collection_method: collection,
    created,
    currency: fields.currency,
    custom_fields: null,
    customer: customer.id,
    customer_address: (customer.address as StripeObject | null | undefined) ?? null,
    customer_email: (customer.email as string | null | undefined) ?? null,
    customer_name: (customer.name as string | null | undefined) ?? null,
    customer_phone: (customer.phone as string | null | undefined) ?? null,
    customer_shipping: shipping,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: params.default_payment_method ?? null,
    default_source: null,
    default_tax_rates: [],
    description: params.description || null,
    discount: null,
    discounts: [],
    due_date: dueDate({ ...params, collection_method: collection }),
    ending_balance: null,
    footer: params.footer || null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    last_finalization_error: null,
    lines: { object: 'list', data: [], has_more: false, total_count: 0, url: `/v1/invoices/${id}/lines` },
    livemode: fields.livemode,
    metadata: applyMetadata({}, params.metadata),
    next_payment_attempt: null,
    number: null,
    on_behalf_of: null,
    paid: false,
    paid_out_of_band: false,
    payment_intent: null,
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: created,
    period_start: created,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    quote: null,
    receipt_number: null,
    starting_balance: 0,
    statement_descriptor: params.statement_descriptor ?? null,
    status: 'draft',
    status_transitions: { finalized_at: null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subscription: null,
    subtotal: 0,
    tax: null,
    test_clock: null,
    total: 0,
    total_discount_amounts: [],
    total_tax_amounts: [],
    transfer_data: null,
    webhooks_delivered_at: null,
  };
}

export { dueDate };

/** The columns lists filter on. */
export function invoiceColumns(invoice: Invoice) {
  return { customer: invoice.customer, status: invoice.status, number: invoice.number };
}
