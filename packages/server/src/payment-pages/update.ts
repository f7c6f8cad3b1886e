import { validatePaymentPageUpdate } from '@payframe/core';
import {
  type CheckoutSession,
  currentDiscount,
  discountLines,
  getShippingRate,
  offersLocalCurrency,
  presentSession,
  representSession,
  type SessionDiscount,
  type StoredLine,
  saveSessionAndData,
  sessionIntentData,
  withQuantity,
  withTotals,
} from '../checkout/index.js';
import { resolvePromotionCode } from '../discounts/index.js';
import { invalidRequest } from '../kernel/errors.js';
import { p, type z } from '../kernel/params.js';
import type { ServiceContext } from '../kernel/service-context.js';

export const updatePageParams = p.object({
  updated_line_item_quantity: p.object({ line_item_id: p.string(), quantity: p.integer }).optional(),
  shipping_rate: p.string().optional(),
  promotion_code: p.string().optional(),
  tax_region: p
    .object({ country: p.string(2), postal_code: p.string().optional(), state: p.string().optional() })
    .optional(),
  updated_currency: p.currency.optional(),
});

type UpdatePageParams = z.output<typeof updatePageParams>;

/**
 * One change a shopper makes on the page (exactly one field): a line's quantity within its
 * adjustable bounds, another of the session's shipping rates, a promotion code (applied, or
 * removed with an empty one), where the shopper is (the country and state of the address
 * being typed), which picks the lines' dynamic tax rates, or the currency to pay in (adaptive
 * pricing). A presented session's amount in the shopper's currency follows its new total.
 * Answers the new session and lines.
 */
export async function updatePage(
  ctx: ServiceContext,
  session: CheckoutSession,
  lines: StoredLine[],
  params: UpdatePageParams,
): Promise<{ session: CheckoutSession; lines: StoredLine[] }> {
  const checked = validatePaymentPageUpdate(params);
  if (!checked.ok) throw invalidRequest(checked.error.message, undefined, 'parameter_invalid');
  const field = checked.value;
  let data = await sessionIntentData(ctx, session.id);
  if (field === 'updated_currency') {
    if (!offersLocalCurrency(session))
      throw invalidRequest(
        'This Checkout Session is paid in its own currency only: create it with adaptive_pricing[enabled]=true to let the shopper pay in theirs.',
        'updated_currency',
      );
    const next = await presentSession(ctx, { session, data }, params.updated_currency!, true);
    await saveSessionAndData(ctx, next.session, next.data);
    return { session: next.session, lines };
  }
  let nextLines = lines;
  let rateId = session.shipping_rate;
  let region = data.tax_region ?? null;
  if (field === 'tax_region') {
    const { country, state } = params.tax_region!;
    if (!/^[A-Za-z]{2}$/.test(country))
      throw invalidRequest('The country must be a two-letter country code.', 'tax_region[country]');
    region = { country: country.toUpperCase(), state: state ? state.toUpperCase() : null };
    // Kept with the presentment's quote, written together below.
    data = { ...data, tax_region: region };
  } else if (field === 'updated_line_item_quantity') {
    const { line_item_id: id, quantity } = params.updated_line_item_quantity!;
    const index = lines.findIndex((line) => line.item.id === id);
    const line = lines[index];
    if (!line)
      throw invalidRequest(
        `No such line item: '${id}'`,
        'updated_line_item_quantity[line_item_id]',
        'resource_missing',
      );
    const bounds = line.adjustable_quantity;
    if (!bounds)
      throw invalidRequest(
        "This line item's quantity cannot be changed.",
        'updated_line_item_quantity[line_item_id]',
      );
    if (quantity < bounds.minimum || quantity > bounds.maximum)
      throw invalidRequest(
        `The quantity must be between ${bounds.minimum} and ${bounds.maximum}.`,
        'updated_line_item_quantity[quantity]',
      );
    nextLines = lines.map((l, i) => (i === index ? withQuantity(l, quantity) : l));
    if (nextLines.every((l) => l.item.quantity === 0))
      throw invalidRequest(
        'At least one line item must have a quantity above zero.',
        'updated_line_item_quantity[quantity]',
      );
  } else if (field === 'shipping_rate') {
    const id = params.shipping_rate!;
    if (!session.shipping_options.some((option) => option.shipping_rate === id))
      throw invalidRequest(
        `The shipping rate '${id}' is not one of this session's shipping options.`,
        'shipping_rate',
      );
    rateId = id;
  }
  let discount: SessionDiscount | null;
  if (field === 'promotion_code') {
    discount = await promotionCodeChange(ctx, session, lines, params.promotion_code!);
  } else {
    // A discount no longer met by the new lines (a minimum, a product gone) is dropped.
    discount = await currentDiscount(ctx, session, nextLines).catch(() => null);
  }
  const rate = rateId ? await getShippingRate(ctx, rateId) : null;
  const next = withTotals(session, nextLines, rate, discount, region);
  const presented = await representSession(ctx, { session: next.session, data });
  await saveSessionAndData(ctx, presented.session, presented.data, next.lines);
  return { session: presented.session, lines: next.lines };
}

/** The code the shopper typed, checked against the order; an empty one removes the discount. */
async function promotionCodeChange(
  ctx: ServiceContext,
  session: CheckoutSession,
  lines: readonly StoredLine[],
  code: string,
): Promise<SessionDiscount | null> {
  if (session.allow_promotion_codes !== true)
    throw invalidRequest('This Checkout Session does not accept promotion codes.', 'promotion_code');
  if (code.trim() === '') return null;
  const applied = await resolvePromotionCode(ctx, {
    code,
    currency: session.currency ?? 'usd',
    lines: discountLines(lines),
    customer: session.customer,
    email: session.customer ? null : session.customer_email,
  });
  return { coupon: applied.coupon, promotionCode: applied.promotionCode };
}
