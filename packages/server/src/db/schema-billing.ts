import type { ColumnType, Generated } from 'kysely';
import type { ResourceRow } from './schema-resource-row.js';

/* The billing tables: products and prices, payment links, promotion codes, invoices and their items, subscriptions, Checkout Sessions, shipping and tax rates. */

export interface ProductsTable extends ResourceRow {
  active: boolean;
  shippable: boolean | null;
  url: string | null;
}

export interface PricesTable extends ResourceRow {
  product: string;
  active: boolean;
  currency: string;
  type: 'one_time' | 'recurring';
  recurring_interval: string | null;
  /** Unique within an account and mode when set. */
  lookup_key: string | null;
}

export interface PaymentLinksTable extends ResourceRow {
  active: boolean;
  /** The token of the link's public page (`/b/<token>`). */
  url_token: string;
  lines: ColumnType<unknown, string, string>;
}

export interface PromotionCodesTable extends ResourceRow {
  /** The code in capitals: codes are matched whatever the case the shopper typed. */
  code_key: string;
  active: boolean;
  coupon: string;
  customer: string | null;
}

export interface InvoiceItemsTable extends ResourceRow {
  customer: string;
  /** Null while the item waits for the customer's next invoice. */
  invoice: string | null;
}

export interface InvoicesTable extends ResourceRow {
  customer: string;
  status: string;
  number: string | null;
  /** The random part of the hosted page's address (set when finalized). */
  hosted_token: string | null;
}

/** The e-mails sending an invoice wrote in test mode. */
export interface InvoiceOutboxTable {
  id: string;
  seq: Generated<number>;
  account_id: string;
  livemode: boolean;
  invoice: string;
  recipient: string;
  subject: string;
  body: string;
  created: number;
}

export interface SubscriptionsTable extends ResourceRow {
  customer: string;
  status: string;
  /** The test clock whose time the subscription lives in, if any. */
  test_clock: string | null;
  /** When the renewal worker next has something to do to it; null: work it out again. */
  next_step_at: number | null;
  /** The time up to which the renewal worker has run its steps. */
  stepped_to: number | null;
}

export interface CheckoutSessionsTable extends ResourceRow {
  status: 'open' | 'complete' | 'expired';
  expires_at: number;
  payment_intent: string | null;
  setup_intent: string | null;
  customer: string | null;
  /** The session's line items (`item` objects), answered by their own list call. */
  line_items: ColumnType<unknown[], string | undefined, string>;
  /** `payment_intent_data` and `setup_intent_data`, for the intent made when the shopper pays. */
  intent_data: ColumnType<Record<string, unknown>, string | undefined, string>;
}

export interface ShippingRatesTable extends ResourceRow {
  active: boolean;
}

export interface TaxRatesTable extends ResourceRow {
  active: boolean;
  inclusive: boolean;
}
