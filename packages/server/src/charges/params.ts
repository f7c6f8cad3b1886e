import { p, type z } from '../kernel/params.js';
import { shippingParams } from '../kernel/shared-params.js';

export const updateChargeParams = p.object({
  customer: p.string().optional(),
  description: p.clearable(p.string(40000)).optional(),
  fraud_details: p.object({ user_report: p.clearable(p.oneOf(['fraudulent', 'safe'])) }).optional(),
  metadata: p.metadata.optional(),
  receipt_email: p.clearable(p.string(800)).optional(),
  shipping: p.clearable(shippingParams).optional(),
  transfer_group: p.clearable(p.string()).optional(),
});

export const listChargesParams = p.object({
  ...p.listShape,
  customer: p.string().optional(),
  payment_intent: p.string().optional(),
});

export type UpdateChargeParams = z.output<typeof updateChargeParams>;
