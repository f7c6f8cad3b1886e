import { p, type z } from '../kernel/params.js';
import { discountsParam } from './invoice-discount.js';

export const createInvoiceParams = p.object({
  customer: p.string(),
  auto_advance: p.boolean.optional(),
  default_tax_rates: p.array(p.string()).optional(),
  collection_method: p.oneOf(['charge_automatically', 'send_invoice']).optional(),
  currency: p.currency.optional(),
  days_until_due: p.integer.optional(),
  default_payment_method: p.string().optional(),
  description: p.string(1500).optional(),
  discounts: discountsParam.optional(),
  due_date: p.integer.optional(),
  footer: p.string(5000).optional(),
  metadata: p.metadata.optional(),
  pending_invoice_items_behavior: p.oneOf(['exclude', 'include', 'include_and_require']).optional(),
  statement_descriptor: p.string(22).optional(),
});

export const updateInvoiceParams = p.object({
  auto_advance: p.boolean.optional(),
  /** The rates for every line without its own; `''` clears them. */
  default_tax_rates: p.clearable(p.array(p.string())).optional(),
  collection_method: p.oneOf(['charge_automatically', 'send_invoice']).optional(),
  days_until_due: p.integer.optional(),
  default_payment_method: p.clearable(p.string()).optional(),
  description: p.clearable(p.string(1500)).optional(),
  discounts: discountsParam.optional(),
  due_date: p.integer.optional(),
  footer: p.clearable(p.string(5000)).optional(),
  metadata: p.metadata.optional(),
});

export const finalizeInvoiceParams = p.object({ auto_advance: p.boolean.optional() });

export const payInvoiceParams = p.object({
  forgive: p.boolean.optional(),
  off_session: p.boolean.optional(),
  paid_out_of_band: p.boolean.optional(),
  payment_method: p.string().optional(),
  source: p.string().optional(),
  mandate: p.clearable(p.string()).optional(),
});

export const listInvoicesParams = p.object({
  ...p.listShape,
  customer: p.string().optional(),
  status: p.oneOf(['draft', 'open', 'paid', 'uncollectible', 'void']).optional(),
  collection_method: p.oneOf(['charge_automatically', 'send_invoice']).optional(),
  due_date: p.integer.optional(),
  subscription: p.string().optional(),
});

export const listLinesParams = p.object({ ...p.listShape });

export type CreateInvoiceParams = z.output<typeof createInvoiceParams>;
export type UpdateInvoiceParams = z.output<typeof updateInvoiceParams>;
export type PayInvoiceParams = z.output<typeof payInvoiceParams>;
