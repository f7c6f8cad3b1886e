import { p, type z } from '../kernel/params.js';
import { addressParams, shippingParams } from '../kernel/shared-params.js';

const invoiceSettings = p.object({
  custom_fields: p.clearable(p.array(p.object({ name: p.string(40), value: p.string(140) }))).optional(),
  default_payment_method: p.clearable(p.string()).optional(),
  footer: p.clearable(p.string()).optional(),
  rendering_options: p
    .clearable(p.object({ amount_tax_display: p.clearable(p.string()).optional() }))
    .optional(),
});

const taxExempt = p.oneOf(['exempt', 'none', 'reverse']);

export const createCustomerParams = p.object({
  address: p.clearable(addressParams).optional(),
  balance: p.integer.optional(),
  description: p.string().optional(),
  email: p.string(512).optional(),
  invoice_prefix: p.string(12).optional(),
  invoice_settings: invoiceSettings.optional(),
  metadata: p.metadata.optional(),
  name: p.string(256).optional(),
  next_invoice_sequence: p.integer.optional(),
  payment_method: p.string().optional(),
  phone: p.string(20).optional(),
  preferred_locales: p.array(p.string()).optional(),
  shipping: p.clearable(shippingParams).optional(),
  tax_exempt: p.clearable(taxExempt).optional(),
  test_clock: p.string().optional(),
});

export const updateCustomerParams = p.object({
  address: p.clearable(addressParams).optional(),
  balance: p.integer.optional(),
  default_source: p.clearable(p.string()).optional(),
  description: p.clearable(p.string()).optional(),
  email: p.clearable(p.string(512)).optional(),
  invoice_prefix: p.string(12).optional(),
  invoice_settings: invoiceSettings.optional(),
  metadata: p.metadata.optional(),
  name: p.clearable(p.string(256)).optional(),
  next_invoice_sequence: p.integer.optional(),
  phone: p.clearable(p.string(20)).optional(),
  preferred_locales: p.clearable(p.array(p.string())).optional(),
  shipping: p.clearable(shippingParams).optional(),
  tax_exempt: p.clearable(taxExempt).optional(),
});

export const listCustomersParams = p.object({
  ...p.listShape,
  email: p.string(512).optional(),
  test_clock: p.string().optional(),
});

export type CreateCustomerParams = z.output<typeof createCustomerParams>;
export type UpdateCustomerParams = z.output<typeof updateCustomerParams>;
