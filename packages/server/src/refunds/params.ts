import { p, type z } from '../kernel/params.js';

export const createRefundParams = p.object({
  amount: p.integer.optional(),
  charge: p.string().optional(),
  payment_intent: p.string().optional(),
  reason: p.oneOf(['duplicate', 'fraudulent', 'requested_by_customer']).optional(),
  metadata: p.metadata.optional(),
  instructions_email: p.string().optional(),
});

export const updateRefundParams = p.object({ metadata: p.metadata.optional() });

export const listRefundsParams = p.object({
  ...p.listShape,
  charge: p.string().optional(),
  payment_intent: p.string().optional(),
});

export const listChargeRefundsParams = p.object({ ...p.listShape });

export type CreateRefundParams = z.output<typeof createRefundParams>;
