import { type Coupon, couponValid, getCoupon, usablePromotionCode } from '../discounts/index.js';
import { ApiError, invalidParam, invalidRequest } from '../kernel/errors.js';
import { newId, nowSeconds } from '../kernel/ids.js';
import { p } from '../kernel/params.js';
import type { Db, Scope, StripeObject } from '../store/types.js';

/** `discounts[]`: a coupon or a promotion code (one of them here), `''` to remove it. */
export const discountsParam = p.clearable(
  p.array(
    p.object({
      coupon: p.string(250).optional(),
      promotion_code: p.string().optional(),
      discount: p.string().optional(),
    }),
  ),
);

export interface InvoiceDiscount extends StripeObject {
  object: 'discount';
  coupon: Coupon;
  promotion_code: string | null;
}

type Entries = typeof discountsParam._zod.output;

/** Moves a coded refusal of the promotion code onto the parameter that named it. */
function atParam<T>(param: string, work: () => Promise<T>): Promise<T> {
  return work().catch((error: unknown) => {
    if (error instanceof ApiError && error.body.param) error.body.param = param;
    throw error;
  });
}

/**
 * The discount an invoice's `discounts` names, checked: a valid coupon in the invoice's
 * currency, or a promotion code the customer may use now. One discount per invoice here;
 * `discounts[][discount]` (reusing another object's discount) is not supported.
 */
export async function invoiceDiscount(
  ctx: { db: Db; scope: Scope },
  entries: Entries | undefined,
  invoice: { id: string; customer: string; currency: string },
): Promise<InvoiceDiscount | null> {
  if (entries === undefined || entries === '' || entries.length === 0) return null;
  if (entries.length > 1)
    throw invalidParam('discounts', 'An invoice takes one discount here: one coupon or one promotion code.');
  const entry = entries[0]!;
  const named = [entry.coupon, entry.promotion_code, entry.discount].filter((v) => v !== undefined);
  if (named.length !== 1)
    throw invalidRequest(
      'Each discount must name exactly one of coupon, promotion_code or discount.',
      'discounts[0]',
    );
  if (entry.discount !== undefined)
    throw invalidParam(
      'discounts[0][discount]',
      'Reusing an existing discount is not supported; name its coupon or promotion code.',
    );
  let coupon: Coupon;
  let promotionCode: string | null = null;
  if (entry.coupon !== undefined) {
    coupon = await getCoupon(ctx.db, ctx.scope, entry.coupon, 'discounts[0][coupon]');
    if (!couponValid(coupon))
      throw invalidRequest(
        `Coupon ${coupon.id} is no longer valid.`,
        'discounts[0][coupon]',
        'coupon_expired',
      );
    if (coupon.currency !== null && coupon.currency !== invoice.currency)
      throw invalidParam(
        'discounts[0][coupon]',
        `The coupon ${coupon.id} is in ${coupon.currency}, the invoice in ${invoice.currency}.`,
      );
  } else {
    const found = await atParam('discounts[0][promotion_code]', () =>
      usablePromotionCode(ctx, entry.promotion_code!, {
        currency: invoice.currency,
        customer: invoice.customer,
      }),
    );
    coupon = found.coupon;
    promotionCode = found.promotionCode.id;
  }
  return {
    id: newId('di'),
    object: 'discount',
    checkout_session: null,
    coupon,
    customer: invoice.customer,
    end: null,
    invoice: invoice.id,
    invoice_item: null,
    promotion_code: promotionCode,
    start: nowSeconds(),
    subscription: null,
  };
}
