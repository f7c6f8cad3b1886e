import {
  type CheckoutSession,
  getShippingRate,
  loadCheckoutBranding,
  localOffer,
  type ShippingRate,
  type StoredLine,
  sessionIntentData,
  taxAwaitsRegion,
} from '../checkout/index.js';
import type { Coupon, PromotionCode } from '../discounts/index.js';
import { findResource } from '../store/index.js';
import type { Db, Scope } from '../store/types.js';

/**
 * What the hosted page shows of a session, for a publishable key: the merchant's name, the
 * lines and amounts, what to collect, where to go after. No metadata, no client reference,
 * no customer id and nothing of other sessions.
 */
export interface PaymentPage {
  object: 'payment_page';
  id: string;
  livemode: boolean;
  status: CheckoutSession['status'];
  payment_status: CheckoutSession['payment_status'];
  mode: CheckoutSession['mode'];
  ui_mode: CheckoutSession['ui_mode'];
  currency: string | null;
  locale: string | null;
  expires_at: number;
  amount_subtotal: number | null;
  amount_total: number | null;
  total_details: CheckoutSession['total_details'] | null;
  merchant: {
    display_name: string;
    icon: string | null;
    logo: string | null;
    primary_color: string | null;
    background_color: string | null;
  };
  line_items: {
    id: string;
    name: string;
    images: string[];
    quantity: number;
    unit_amount: number | null;
    /** Before the discount, which the totals show on a line of its own. */
    amount_subtotal: number;
    amount_total: number;
    adjustable_quantity: { minimum: number; maximum: number } | null;
  }[];
  customer_email: string | null;
  /** A customer was named: the page asks only for what the customer lacks. */
  has_customer: boolean;
  billing_address_collection: string | null;
  shipping_address_collection: { allowed_countries: string[] } | null;
  shipping_options: { id: string; display_name: string; amount: number; delivery_estimate: unknown }[];
  shipping_rate: string | null;
  phone_number_collection: { enabled: boolean };
  allow_promotion_codes: boolean;
  /** The discount applied: the code the shopper typed (none for a coupon the merchant set), its coupon's name, what it takes off. */
  discount: { promotion_code: string | null; name: string | null; amount: number } | null;
  /** The taxes per rate, as the totals show them (an inclusive one is within the prices). */
  taxes: { id: string; display_name: string; percentage: number; inclusive: boolean; amount: number }[];
  /** Some line's tax depends on the shopper's address, which the page has not given yet. */
  tax_pending: boolean;
  /** Whether the address changes the taxes: the page then sends its country and state as typed. */
  dynamic_tax: boolean;
  payment_method_types: string[];
  submit_type: string | null;
  success_url: string | null;
  cancel_url: string | null;
  return_url: string | null;
  adaptive_pricing: CheckoutSession['adaptive_pricing'];
  /** What the shopper pays in their currency, when they chose it (adaptive pricing). */
  presentment_details: CheckoutSession['presentment_details'] | null;
  /** The shopper's local currency offered beside the merchant's: its amount, rate and until when it holds. */
  local_currency: Awaited<ReturnType<typeof localOffer>>;
}

async function discountView(
  ctx: { db: Db; scope: Scope },
  session: CheckoutSession,
): Promise<PaymentPage['discount']> {
  const entry = session.discounts?.[0];
  if (!entry?.coupon) return null;
  const coupon = await findResource<Coupon>(ctx.db, 'coupons', ctx.scope, entry.coupon);
  const promo = entry.promotion_code
    ? await findResource<PromotionCode>(ctx.db, 'promotion_codes', ctx.scope, entry.promotion_code)
    : undefined;
  return {
    promotion_code: promo?.code ?? null,
    name: coupon?.name ?? null,
    amount: session.total_details?.amount_discount ?? 0,
  };
}

/** The lines' taxes added up per rate, in the order the rates first appear. */
function taxesView(lines: readonly StoredLine[]): PaymentPage['taxes'] {
  const byRate = new Map<string, PaymentPage['taxes'][number]>();
  for (const line of lines)
    for (const tax of line.item.taxes ?? []) {
      const seen = byRate.get(tax.rate.id);
      if (seen) seen.amount += tax.amount;
      else
        byRate.set(tax.rate.id, {
          id: tax.rate.id,
          display_name: tax.rate.display_name,
          percentage: tax.rate.percentage,
          inclusive: tax.rate.inclusive,
          amount: tax.amount,
        });
    }
  return [...byRate.values()];
}

export async function paymentPageView(
  ctx: { db: Db; scope: Scope },
  session: CheckoutSession,
  lines: readonly StoredLine[],
): Promise<PaymentPage> {
  const rates: ShippingRate[] = [];
  for (const option of session.shipping_options) rates.push(await getShippingRate(ctx, option.shipping_rate));
  return {
    object: 'payment_page',
    id: session.id,
    livemode: session.livemode,
    status: session.status,
    payment_status: session.payment_status,
    mode: session.mode,
    ui_mode: session.ui_mode,
    currency: session.currency,
    locale: session.locale,
    expires_at: session.expires_at,
    amount_subtotal: session.amount_subtotal,
    amount_total: session.amount_total,
    total_details: session.total_details ?? null,
    merchant: await loadCheckoutBranding(ctx.db, ctx.scope.accountId),
    line_items: lines.map((line) => ({
      id: line.item.id,
      name: line.item.description,
      images: line.images,
      quantity: line.item.quantity,
      unit_amount: line.item.price.unit_amount,
      amount_subtotal: line.item.amount_subtotal,
      amount_total: line.item.amount_total,
      adjustable_quantity: line.adjustable_quantity
        ? { minimum: line.adjustable_quantity.minimum, maximum: line.adjustable_quantity.maximum }
        : null,
    })),
    customer_email: session.customer_email ?? (session.customer_details?.email as string | undefined) ?? null,
    has_customer: session.customer !== null,
    billing_address_collection: (session.billing_address_collection as string | null) ?? null,
    shipping_address_collection: session.shipping_address_collection,
    shipping_options: rates.map((rate) => ({
      id: rate.id,
      display_name: rate.display_name,
      amount: rate.fixed_amount.amount,
      delivery_estimate: rate.delivery_estimate ?? null,
    })),
    shipping_rate: session.shipping_rate,
    phone_number_collection: {
      enabled: Boolean((session.phone_number_collection as { enabled?: boolean })?.enabled),
    },
    allow_promotion_codes: session.allow_promotion_codes === true,
    discount: await discountView(ctx, session),
    taxes: taxesView(lines),
    tax_pending:
      session.status === 'open' &&
      taxAwaitsRegion(lines, (await sessionIntentData(ctx, session.id)).tax_region ?? null),
    dynamic_tax: lines.some((line) => (line.dynamic_tax_rates ?? []).length > 0),
    payment_method_types: session.payment_method_types,
    submit_type: (session.submit_type as string | null) ?? null,
    success_url: session.success_url,
    cancel_url: session.cancel_url,
    return_url: session.return_url,
    adaptive_pricing: session.adaptive_pricing ?? null,
    presentment_details: session.presentment_details ?? null,
    local_currency: await localOffer(ctx, session, await sessionIntentData(ctx, session.id)),
  };
}
