import { formatAmount } from '../charges/amounts.js';
import type { Charge } from '../charges/charge.js';
import { invalidRequest } from '../kernel/errors.js';
import { newId, nowSeconds } from '../kernel/ids.js';
import type { StripeObject } from '../store/types.js';

export interface Refund extends StripeObject {
  object: 'refund';
  amount: number;
  charge: string;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string | null;
  reason: string | null;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled' | 'requires_action';
}

/** What is left to refund on a charge: what was captured, less what was refunded. */
export function refundable(charge: Charge): number {
  return Math.max(0, charge.amount_captured - charge.amount_refunded);
}

/**
 * Checks a refund request against the charge, in Stripe's words; returns the amount to
 * refund (the whole remainder when no amount was given).
 */
export function refundAmount(charge: Charge, requested: number | undefined): number {
  if (charge.status === 'failed') {
    throw invalidRequest(
      `Charge ${charge.id} has failed and cannot be refunded.`,
      'charge',
      'charge_not_refundable',
    );
  }
  if (charge.status === 'pending') {
    throw invalidRequest(
      `Charge ${charge.id} is still pending; it can be refunded once it has succeeded.`,
      'charge',
      'charge_not_refundable',
    );
  }
  if (!charge.captured) {
    throw invalidRequest(
      `Charge ${charge.id} has not been captured; cancel its PaymentIntent to release the authorization instead.`,
      'charge',
      'charge_not_refundable',
    );
  }
  const left = refundable(charge);
  if (left === 0) {
    throw invalidRequest(
      `Charge ${charge.id} has already been refunded.`,
      'charge',
      'charge_already_refunded',
    );
  }
  if (requested === undefined) return left;
  if (requested < 1) {
    throw invalidRequest(
      'This value must be greater than or equal to 1.',
      'amount',
      'parameter_invalid_integer',
    );
  }
  if (requested > left) {
    const message =
      charge.amount_refunded === 0
        ? `Refund amount (${formatAmount(requested, charge.currency)}) is greater than charge amount (${formatAmount(charge.amount_captured, charge.currency)})`
        : `Refund amount (${formatAmount(requested, charge.currency)}) is greater than unrefunded amount on charge (${formatAmount(left, charge.currency)})`;
    throw invalidRequest(message, 'amount', 'amount_too_large');
  }
  return requested;
}

export function newRefund(input: {
  charge: Charge;
  amount: number;
  reason: string | null;
  metadata: Record<string, string>;
  status: Refund['status'];
  failureReason: string | null;
  livemode: boolean;
}): Refund {
  const { charge } = input;
  const card = charge.payment_method_details.type === 'card';
  return {
    id: newId(card ? 're' : 'pyr'),
    object: 'refund',
    amount: input.amount,
    balance_transaction: null,
    charge: charge.id,
    created: nowSeconds(),
    currency: charge.currency,
    ...(card
      ? {
          destination_details: {
            card: {
              reference_status: 'pending',
              reference_type: 'acquirer_reference_number',
              type: 'refund',
            },
            type: 'card',
          },
        }
      : {}),
    ...(input.failureReason ? { failure_reason: input.failureReason } : {}),
    metadata: input.metadata,
    payment_intent: charge.payment_intent,
    reason: input.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: input.status,
    transfer_reversal: null,
  };
}

export function cancelRefusal(refund: Refund): string | null {
  if (refund.status === 'requires_action') return null;
  return `Refund ${refund.id} cannot be canceled because it has a status of ${refund.status}. Only refunds with status requires_action can be canceled.`;
}
