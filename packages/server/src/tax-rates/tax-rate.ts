import { invalidParam } from '../kernel/errors.js';
import { newId, nowSeconds } from '../kernel/ids.js';
import { p, type z } from '../kernel/params.js';
import { applyMetadata, clearOr } from '../kernel/shared-params.js';
import type { StripeObject } from '../store/types.js';

/** The tax types the API's schema names. */
const TAX_TYPES = ['gst', 'hst', 'jct', 'pst', 'qst', 'rst', 'sales_tax', 'vat'] as const;

/** `POST /v1/tax_rates`. */
export const createTaxRateParams = p.object({
  display_name: p.string(50),
  inclusive: p.boolean,
  percentage: p.number,
  active: p.boolean.optional(),
  country: p.string(2).optional(),
  description: p.string().optional(),
  jurisdiction: p.string(50).optional(),
  metadata: p.metadata.optional(),
  state: p.string(2).optional(),
  tax_type: p.oneOf(TAX_TYPES).optional(),
});

/** `POST /v1/tax_rates/:id`: the percentage and inclusiveness are fixed once created. */
export const updateTaxRateParams = p.object({
  active: p.boolean.optional(),
  country: p.clearable(p.string(2)).optional(),
  description: p.clearable(p.string()).optional(),
  display_name: p.string(50).optional(),
  jurisdiction: p.clearable(p.string(50)).optional(),
  metadata: p.metadata.optional(),
  state: p.clearable(p.string(2)).optional(),
  tax_type: p.clearable(p.oneOf(TAX_TYPES)).optional(),
});

export const listTaxRatesParams = p.object({
  ...p.listShape,
  active: p.boolean.optional(),
  inclusive: p.boolean.optional(),
});

export type CreateTaxRateParams = z.output<typeof createTaxRateParams>;
export type UpdateTaxRateParams = z.output<typeof updateTaxRateParams>;

/** A tax rate as answered (`tax_rate`). */
export interface TaxRate extends StripeObject {
  object: 'tax_rate';
  active: boolean;
  country: string | null;
  description: string | null;
  display_name: string;
  inclusive: boolean;
  jurisdiction: string | null;
  percentage: number;
  state: string | null;
  tax_type: string | null;
}

/** Country and state codes are kept upper case: a shopper's address is matched against them. */
const code = (value: string | undefined | null) => (value ? value.toUpperCase() : null);

export function newTaxRate(params: CreateTaxRateParams, livemode: boolean): TaxRate {
  if (!(params.percentage >= 0 && params.percentage <= 100))
    throw invalidParam('percentage', 'The percentage must be between 0 and 100.');
  if (Math.round(params.percentage * 10_000) !== params.percentage * 10_000)
    throw invalidParam('percentage', 'The percentage may have at most four decimal places.');
  return {
    id: newId('txr', 24),
    object: 'tax_rate',
    active: params.active ?? true,
    country: code(params.country),
    created: nowSeconds(),
    description: params.description ?? null,
    display_name: params.display_name,
    inclusive: params.inclusive,
    jurisdiction: params.jurisdiction ?? null,
    livemode,
    metadata: applyMetadata({}, params.metadata),
    percentage: params.percentage,
    state: code(params.state),
    tax_type: params.tax_type ?? null,
  };
}

export function updatedTaxRate(before: TaxRate, params: UpdateTaxRateParams): TaxRate {
  return {
    ...before,
    active: params.active ?? before.active,
    country: params.country === undefined ? before.country : code(params.country),
    description: clearOr(params.description, before.description),
    display_name: params.display_name ?? before.display_name,
    jurisdiction: clearOr(params.jurisdiction, before.jurisdiction),
    metadata: applyMetadata(before.metadata as Record<string, string>, params.metadata),
    state: params.state === undefined ? before.state : code(params.state),
    tax_type: clearOr(params.tax_type, before.tax_type),
  };
}
