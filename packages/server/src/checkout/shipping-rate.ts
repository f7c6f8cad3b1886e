import { invalidRequest } from '../kernel/errors.js';
import { newId, nowSeconds } from '../kernel/ids.js';
import { p, type z } from '../kernel/params.js';
import { applyMetadata } from '../kernel/shared-params.js';
import type { StripeObject } from '../store/types.js';

const estimateBound = p.object({
  unit: p.oneOf(['business_day', 'day', 'hour', 'month', 'week']),
  value: p.integer,
});

/** A shipping rate as `shipping_rates` create and a session's `shipping_rate_data` take it. */
export const shippingRateDataParams = p.object({
  display_name: p.string(100),
  type: p.oneOf(['fixed_amount']).optional(),
  fixed_amount: p.object({ amount: p.integer, currency: p.currency }).optional(),
  delivery_estimate: p
    .object({ minimum: estimateBound.optional(), maximum: estimateBound.optional() })
    .optional(),
  metadata: p.metadata.optional(),
  tax_behavior: p.oneOf(['exclusive', 'inclusive', 'unspecified']).optional(),
  tax_code: p.string().optional(),
});

export type ShippingRateData = z.output<typeof shippingRateDataParams>;

export interface ShippingRate extends StripeObject {
  object: 'shipping_rate';
  active: boolean;
  display_name: string;
  fixed_amount: { amount: number; currency: string };
  type: 'fixed_amount';
}

/** A new fixed-amount rate; the only kind Stripe has. */
export function newShippingRate(data: ShippingRateData, livemode: boolean, param: string): ShippingRate {
  if (!data.fixed_amount)
    throw invalidRequest('Missing required param: fixed_amount.', `${param}[fixed_amount]`);
  if (data.fixed_amount.amount < 0)
    throw invalidRequest(
      'This value must be greater than or equal to 0.',
      `${param}[fixed_amount][amount]`,
      'parameter_invalid_integer',
    );
  const bound = (b: { unit: string; value: number } | undefined) =>
    b ? { unit: b.unit, value: b.value } : null;
  return {
    id: newId('shr', 24),
    object: 'shipping_rate',
    active: true,
    created: nowSeconds(),
    delivery_estimate: data.delivery_estimate
      ? { minimum: bound(data.delivery_estimate.minimum), maximum: bound(data.delivery_estimate.maximum) }
      : null,
    display_name: data.display_name,
    fixed_amount: { amount: data.fixed_amount.amount, currency: data.fixed_amount.currency },
    livemode,
    metadata: applyMetadata({}, data.metadata),
    tax_behavior: data.tax_behavior ?? 'unspecified',
    tax_code: data.tax_code ?? null,
    type: 'fixed_amount',
  };
}
