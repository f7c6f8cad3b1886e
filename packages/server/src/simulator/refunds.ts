import { randomToken } from '../kernel/ids.js';
import type { CardBehaviour } from './cards/index.js';
import type { RefundRequest, RefundResult, RefundSettlement } from './processor.js';

/** How long a test refund stays undecided: long enough to see, short enough to wait for. */
export const REFUND_SETTLE_SECONDS = 3;

/**
 * The simulated processor keeps no records: what it must know at refund time about the card
 * a charge was paid with travels in the charge's reference, as a real processor would look
 * it up in its own books. Stripe's test cards 4000000000007726 (refunds stay pending, then
 * succeed) and 4000000000005126 (refunds succeed, then fail) are the ones that differ.
 */
const REFUND_MARKS: Record<CardBehaviour['refund'], string> = { succeeds: '', pending: 'rp_', fails: 'rf_' };

export function chargeReference(behaviour: CardBehaviour): string {
  return `sim_${REFUND_MARKS[behaviour.refund]}${randomToken(20)}`;
}

export function simulateRefund(request: RefundRequest): RefundResult {
  const reference = `sim_${randomToken(20)}`;
  const later = (outcome: 'succeeded' | 'failed') => ({
    afterSeconds: REFUND_SETTLE_SECONDS,
    data: { outcome },
  });
  // Bank refunds go back through the banking network: pending first, as Stripe's SEPA and BECS ones.
  const bank = ['sepa_debit', 'au_becs_debit', 'us_bank_account', 'acss_debit', 'bacs_debit'].includes(
    request.paymentMethodType,
  );
  if (bank || request.reference.startsWith('sim_rp_')) {
    return { status: 'pending', reference, failureReason: null, settle: later('succeeded') };
  }
  if (request.reference.startsWith('sim_rf_')) {
    return { status: 'succeeded', reference, failureReason: null, settle: later('failed') };
  }
  return { status: 'succeeded', reference, failureReason: null };
}

export function simulateRefundSettlement(data: Record<string, unknown>): RefundSettlement {
  return data.outcome === 'failed'
    ? { status: 'failed', failureReason: 'expired_or_canceled_card' }
    : { status: 'succeeded' };
}
