import type { StripeObject } from '../store/types.js';
import type { TaxRegion } from '../tax-rates/index.js';
import { type DiscountEntry, discountEntries, discountedLines, type SessionDiscount } from './discount.js';
import type { StoredLine } from './line-items.js';
import type { ShippingRate } from './shipping-rate.js';
import { taxedLines } from './tax.js';

export type SessionStatus = 'open' | 'complete' | 'expired';
export type PaymentStatus = 'paid' | 'unpaid' | 'no_payment_required';

export interface ShippingOption {
  shipping_amount: number;
  shipping_rate: string;
}

/** A Checkout Session as answered (`checkout.session`). */
export interface CheckoutSession extends StripeObject {
  object: 'checkout.session';
  amount_subtotal: number | null;
  amount_total: number | null;
  cancel_url: string | null;
  client_secret: string | null;
  currency: string | null;
  customer: string | null;
  customer_creation: 'always' | 'if_required' | null;
  customer_details: Record<string, unknown> | null;
  customer_email: string | null;
  /** The discount applied (one here): its coupon and promotion code ids. */
  discounts: DiscountEntry[];
  expires_at: number;
  livemode: boolean;
  locale: string | null;
  metadata: Record<string, string>;
  mode: 'payment' | 'setup' | 'subscription';
  payment_intent: string | null;
  payment_method_types: string[];
  payment_status: PaymentStatus;
  return_url: string | null;
  setup_intent: string | null;
  shipping_address_collection: { allowed_countries: string[] } | null;
  shipping_cost: Record<string, unknown> | null;
  shipping_details: { address: Record<string, unknown>; name: string } | null;
  shipping_options: ShippingOption[];
  shipping_rate: string | null;
  status: SessionStatus;
  success_url: string | null;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  ui_mode: 'hosted' | 'embedded';
  url: string | null;
  /** Whether the shopper is offered their local currency (adaptive pricing). */
  adaptive_pricing: { enabled: boolean } | null;
  /** What the shopper pays in their currency, when they pay in one other than `currency`. */
  presentment_details?: { presentment_amount: number; presentment_currency: string };
}

/**
 * The session's adaptive pricing, kept beside it (never answered): the locked FX quote its
 * amounts convert at, the shopper's local currency offered, and whether the shopper chose.
 */
export interface SessionPresentment {
  fx_quote: string;
  /** The local currency offered beside the merchant's. */
  local: string;
  /** The shopper picked a currency themselves: the browser's region no longer decides. */
  chosen: boolean;
}

/**
 * What the session's intent is created with once the shopper pays (`payment_intent_data`,
 * `setup_intent_data`): kept beside the session, never answered, as at Stripe.
 */
export interface IntentData {
  payment_intent_data: {
    capture_method?: 'automatic' | 'automatic_async' | 'manual' | undefined;
    description?: string | undefined;
    metadata?: Record<string, string> | '' | undefined;
    receipt_email?: string | undefined;
    setup_future_usage?: 'on_session' | 'off_session' | undefined;
    statement_descriptor?: string | undefined;
    statement_descriptor_suffix?: string | undefined;
  } | null;
  setup_intent_data: {
    description?: string | undefined;
    metadata?: Record<string, string> | '' | undefined;
  } | null;
  /** Where the page last said the shopper is (the address's country and state): picks dynamic tax rates. */
  tax_region?: TaxRegion | null | undefined;
  presentment?: SessionPresentment | undefined;
}

/** The columns the table keeps beside the object. */
export function sessionColumns(session: CheckoutSession, lines?: readonly StoredLine[]) {
  return {
    status: session.status,
    expires_at: session.expires_at,
    payment_intent: session.payment_intent,
    setup_intent: session.setup_intent,
    customer: session.customer,
    ...(lines ? { line_items: JSON.stringify(lines) } : {}),
  };
}

/**
 * The session's amounts from its lines, chosen shipping rate, discount and the shopper's tax
 * region: the subtotal, what the discount takes off (spread over the lines), the taxes of each
 * line after its discount, the total with shipping and exclusive taxes (inclusive ones are in
 * the prices), and the breakdown, whose `amount_tax` counts both. Answers the lines as priced.
 */
export function withTotals(
  session: CheckoutSession,
  lines: readonly StoredLine[],
  rate: ShippingRate | null,
  discount: SessionDiscount | null = null,
  region: TaxRegion | null = null,
): { session: CheckoutSession; lines: StoredLine[] } {
  if (session.mode === 'setup') return { session, lines: [...lines] };
  const { lines: priced } = taxedLines(discountedLines(lines, discount?.coupon ?? null), region);
  const subtotal = priced.reduce((sum, line) => sum + line.item.amount_subtotal, 0);
  const off = priced.reduce((sum, line) => sum + line.item.amount_discount, 0);
  const tax = priced.reduce((sum, line) => sum + line.item.amount_tax, 0);
  const lineTotals = priced.reduce((sum, line) => sum + line.item.amount_total, 0);
  const shipping = rate ? rate.fixed_amount.amount : 0;
  const next: CheckoutSession = {
    ...session,
    amount_subtotal: subtotal,
    amount_total: lineTotals + shipping,
    discounts: discountEntries(discount),
    shipping_rate: rate?.id ?? null,
    shipping_cost: rate
      ? { amount_subtotal: shipping, amount_tax: 0, amount_total: shipping, shipping_rate: rate.id }
      : null,
    total_details: { amount_discount: off, amount_shipping: shipping, amount_tax: tax },
  };
  return { session: next, lines: priced };
}
