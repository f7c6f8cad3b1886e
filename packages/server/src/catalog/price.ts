import { newId, nowSeconds } from '../kernel/ids.js';
import { applyMetadata } from '../kernel/shared-params.js';
import type { StripeObject } from '../store/types.js';
import type { AmountParams } from './price-params.js';

export interface Recurring {
  aggregate_usage: null;
  interval: 'day' | 'week' | 'month' | 'year';
  interval_count: number;
  meter: null;
  trial_period_days: number | null;
  usage_type: 'licensed';
}

export interface Price extends StripeObject {
  object: 'price';
  active: boolean;
  currency: string;
  lookup_key: string | null;
  metadata: Record<string, string>;
  nickname: string | null;
  product: string;
  recurring: Recurring | null;
  tax_behavior: 'exclusive' | 'inclusive' | 'unspecified';
  type: 'one_time' | 'recurring';
  unit_amount: number | null;
  unit_amount_decimal: string;
}

export interface PriceFields extends AmountParams {
  active?: boolean | undefined;
  lookup_key?: string | undefined;
  metadata?: Record<string, string> | '' | undefined;
  nickname?: string | undefined;
}

/** `1000`, `1000.0` and `1000.50` as Stripe writes them: `1000`, `1000`, `1000.5`. */
function normalDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

/** A new per-unit price of `product`; the amounts were checked (`checkPriceAmounts`). */
export function newPrice(params: PriceFields, product: string, livemode: boolean): Price {
  const decimal =
    params.unit_amount_decimal !== undefined
      ? normalDecimal(params.unit_amount_decimal)
      : String(params.unit_amount ?? 0);
  const recurring = params.recurring;
  return {
    id: newId('price', 24),
    object: 'price',
    active: params.active ?? true,
    billing_scheme: 'per_unit',
    created: nowSeconds(),
    currency: params.currency,
    custom_unit_amount: null,
    livemode,
    lookup_key: params.lookup_key ?? null,
    metadata: applyMetadata({}, params.metadata),
    nickname: params.nickname || null,
    product,
    recurring: recurring
      ? {
          aggregate_usage: null,
          interval: recurring.interval,
          interval_count: recurring.interval_count ?? 1,
          meter: null,
          trial_period_days: recurring.trial_period_days ?? null,
          usage_type: 'licensed',
        }
      : null,
    tax_behavior: params.tax_behavior ?? 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: recurring ? 'recurring' : 'one_time',
    // An amount with a fraction of the minor unit has no integer amount.
    unit_amount: /^\d+$/.test(decimal) ? Number(decimal) : null,
    unit_amount_decimal: decimal,
  };
}

/** The columns lists filter on. */
export function priceColumns(price: Price) {
  return {
    product: price.product,
    active: price.active,
    currency: price.currency,
    type: price.type,
    recurring_interval: price.recurring?.interval ?? null,
    lookup_key: price.lookup_key,
  };
}
