import { p, type z } from '../kernel/params.js';

const period = p.object({ start: p.integer, end: p.integer });

export const createInvoiceItemParams = p.object({
  customer: p.string(),
  amount: p.integer.optional(),
  currency: p.currency.optional(),
  description: p.string().optional(),
  discountable: p.boolean.optional(),
  invoice: p.string().optional(),
  metadata: p.metadata.optional(),
  period: period.optional(),
  /** The price, as API versions before `pricing` named it. */
  price: p.string().optional(),
  pricing: p.object({ price: p.string().optional() }).optional(),
  quantity: p.integer.optional(),
  unit_amount: p.integer.optional(),
  tax_behavior: p.oneOf(['exclusive', 'inclusive', 'unspecified']).optional(),
  tax_rates: p.array(p.string()).optional(),
});

export const updateInvoiceItemParams = p.object({
  amount: p.integer.optional(),
  description: p.string().optional(),
  discountable: p.boolean.optional(),
  metadata: p.metadata.optional(),
  quantity: p.integer.optional(),
  unit_amount: p.integer.optional(),
  /** The item's own rates (the invoice's defaults then do not apply to it); `''` clears them. */
  tax_rates: p.clearable(p.array(p.string())).optional(),
});

export const listInvoiceItemsParams = p.object({
  ...p.listShape,
  customer: p.string().optional(),
  invoice: p.string().optional(),
  pending: p.boolean.optional(),
});

export type CreateInvoiceItemParams = z.output<typeof createInvoiceItemParams>;
export type UpdateInvoiceItemParams = z.output<typeof updateInvoiceItemParams>;
