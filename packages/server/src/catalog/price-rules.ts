import { invalidParam, invalidRequest, missingParam } from '../kernel/errors.js';
import type { AmountParams } from './price-params.js';

/** ISO 4217 codes the runtime knows, lower case, as prices name them. */
const CURRENCIES = new Set(Intl.supportedValuesOf('currency').map((c) => c.toLowerCase()));

/** The longest billing period Stripe allows, in each interval: one year. */
const MAX_INTERVAL_COUNT = { day: 365, week: 52, month: 12, year: 1 } as const;

const at = (prefix: string, name: string) => (prefix ? `${prefix}[${name}]` : name);

/** Price features Payframe does not model: refused by name rather than ignored. */
export function refuseUnsupported(params: Record<string, unknown>): void {
  const tiered =
    params.billing_scheme === 'tiered'
      ? 'billing_scheme'
      : ['tiers', 'tiers_mode'].find((name) => params[name] !== undefined);
  if (tiered)
    throw invalidRequest(
      'Tiered prices are not supported by Payframe: create a per_unit price with unit_amount.',
      tiered,
      'parameter_invalid',
    );
  for (const name of ['transform_quantity', 'custom_unit_amount']) {
    if (params[name] !== undefined)
      throw invalidRequest(
        `${name} is not supported by Payframe: create a price with unit_amount.`,
        name,
        'parameter_invalid',
      );
  }
}

/** The amount, currency and recurrence of a price, with Stripe's errors and their `param`. */
export function checkPriceAmounts(params: AmountParams, prefix = ''): void {
  if (!CURRENCIES.has(params.currency))
    throw invalidParam(at(prefix, 'currency'), `Invalid currency: ${params.currency}.`);
  if (params.unit_amount !== undefined && params.unit_amount_decimal !== undefined)
    throw invalidRequest(
      'You may only specify one of these parameters: unit_amount, unit_amount_decimal.',
      at(prefix, 'unit_amount_decimal'),
    );
  if (params.unit_amount === undefined && params.unit_amount_decimal === undefined)
    throw missingParam(at(prefix, 'unit_amount'));
  if (params.unit_amount !== undefined && params.unit_amount < 0)
    throw invalidRequest(
      'This value must be greater than or equal to 0.',
      at(prefix, 'unit_amount'),
      'parameter_invalid_integer',
    );
  const recurring = params.recurring;
  if (!recurring) return;
  const param = at(prefix, 'recurring');
  if (
    recurring.usage_type === 'metered' ||
    recurring.aggregate_usage !== undefined ||
    recurring.meter !== undefined
  )
    throw invalidRequest(
      'Metered prices are not supported by Payframe: use usage_type licensed.',
      `${param}[${recurring.usage_type === 'metered' ? 'usage_type' : recurring.meter !== undefined ? 'meter' : 'aggregate_usage'}]`,
      'parameter_invalid',
    );
  const count = recurring.interval_count ?? 1;
  if (count < 1)
    throw invalidRequest(
      'This value must be greater than or equal to 1.',
      `${param}[interval_count]`,
      'parameter_invalid_integer',
    );
  if (count > MAX_INTERVAL_COUNT[recurring.interval])
    throw invalidParam(
      `${param}[interval_count]`,
      'The maximum billing interval is one year (1 year, 12 months, 52 weeks or 365 days).',
    );
}
