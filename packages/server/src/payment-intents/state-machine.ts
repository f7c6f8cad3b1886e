import { chargeList } from '../charges/charge-list.js';
import type { ApiErrorShape, NextAction, PaymentIntent, PaymentIntentStatus } from './payment-intent.js';

/**
 * The PaymentIntent state machine as pure functions: which status may do what, and what
 * each outcome of a confirmation, capture or cancelation makes of the intent. The service
 * does the I/O (processor, storage, events); these functions only decide.
 */

export const CONFIRMABLE: readonly PaymentIntentStatus[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
];
export const CANCELABLE_LISTED = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
] as const;
/** Stripe lists `processing` as cancelable "in rare cases"; none of the methods here is one. */
export const CANCELABLE: readonly PaymentIntentStatus[] = CANCELABLE_LISTED.filter((s) => s !== 'processing');
export const CAPTURABLE: readonly PaymentIntentStatus[] = ['requires_capture'];
/** Fields like amount and payment_method change only before the money moved. */
export const UPDATABLE: readonly PaymentIntentStatus[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
];

/** Why a status forbids an operation, in Stripe's words, or null when it is allowed. */
export function confirmRefusal(pi: Pick<PaymentIntent, 'status'>): string | null {
  if (CONFIRMABLE.includes(pi.status)) return null;
  if (pi.status === 'succeeded')
    return 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.';
  return `You cannot confirm this PaymentIntent because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be confirmed: ${CONFIRMABLE.join(', ')}.`;
}

export function cancelRefusal(pi: Pick<PaymentIntent, 'status'>): string | null {
  if (CANCELABLE.includes(pi.status)) return null;
  return `You cannot cancel this PaymentIntent because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE_LISTED.join(', ')}.`;
}

export function captureRefusal(pi: Pick<PaymentIntent, 'status'>): string | null {
  if (CAPTURABLE.includes(pi.status)) return null;
  return `This PaymentIntent could not be captured because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be captured: ${CAPTURABLE.join(', ')}.`;
}

export function updateRefusal(pi: Pick<PaymentIntent, 'status'>, field: string): string | null {
  if (UPDATABLE.includes(pi.status)) return null;
  return `This PaymentIntent's ${field} could not be updated because it has a status of ${pi.status}. You may only update the ${field} of a PaymentIntent with one of the following statuses: ${UPDATABLE.join(', ')}.`;
}

export const MISSING_PAYMENT_METHOD =
  "You cannot confirm this PaymentIntent because it's missing a payment method. You can either update the PaymentIntent with a payment method and then confirm it again, or confirm it again directly with a payment method.";

/** Where an intent rests when nobody is confirming it: waiting for a method or for confirmation. */
export function restingStatus(pi: Pick<PaymentIntent, 'payment_method'>): PaymentIntentStatus {
  return pi.payment_method ? 'requires_confirmation' : 'requires_payment_method';
}

/** The charge list the 2020-era object embeds: only the latest charge, as Stripe documents. */

/** A confirmation starts: earlier errors and actions are forgotten. */
export function startAttempt(pi: PaymentIntent): PaymentIntent {
  return { ...pi, last_payment_error: null, next_action: null };
}

/** The processor authorized: captured at once, or held for a manual capture. */
export function authorized(
  pi: PaymentIntent,
  charge: Record<string, unknown> & { id: string },
  captured: boolean,
): PaymentIntent {
  return {
    ...pi,
    status: captured ? 'succeeded' : 'requires_capture',
    amount_capturable: captured ? 0 : pi.amount,
    amount_received: captured ? pi.amount : 0,
    latest_charge: charge.id,
    charges: chargeList(pi.id, charge, pi.charges),
    last_payment_error: null,
    next_action: null,
    processing: null,
  };
}

/** The payment failed: the shopper must try again with another (or the same) method. */
export function failed(
  pi: PaymentIntent,
  error: ApiErrorShape,
  charge: (Record<string, unknown> & { id: string }) | null,
): PaymentIntent {
  return {
    ...pi,
    status: 'requires_payment_method',
    // Stripe forgets the method of a failed attempt; it stays in last_payment_error.
    payment_method: null,
    last_payment_error: error,
    next_action: null,
    processing: null,
    amount_capturable: 0,
    ...(charge ? { latest_charge: charge.id, charges: chargeList(pi.id, charge, pi.charges) } : {}),
  };
}

export function requiresAction(pi: PaymentIntent, nextAction: NextAction): PaymentIntent {
  return { ...pi, status: 'requires_action', next_action: nextAction, last_payment_error: null };
}

/** A bank debit was sent: the money arrives (or not) later. */
export function processing(
  pi: PaymentIntent,
  charge: Record<string, unknown> & { id: string },
): PaymentIntent {
  return {
    ...pi,
    status: 'processing',
    next_action: null,
    last_payment_error: null,
    latest_charge: charge.id,
    charges: chargeList(pi.id, charge, pi.charges),
  };
}

/** A manual capture: what was captured is received, the rest of the authorization released. */
export function captured(
  pi: PaymentIntent,
  amount: number,
  charge: Record<string, unknown> & { id: string },
): PaymentIntent {
  return {
    ...pi,
    status: 'succeeded',
    amount_capturable: 0,
    amount_received: amount,
    charges: chargeList(pi.id, charge, pi.charges),
  };
}

export function canceled(
  pi: PaymentIntent,
  reason: PaymentIntent['cancellation_reason'],
  at: number,
  charge: (Record<string, unknown> & { id: string }) | null,
): PaymentIntent {
  return {
    ...pi,
    status: 'canceled',
    cancellation_reason: reason ?? null,
    canceled_at: at,
    amount_capturable: 0,
    next_action: null,
    ...(charge ? { charges: chargeList(pi.id, charge, pi.charges) } : {}),
  };
}

/**
 * The payment_intent.* events a change of status announces. Stripe sends `payment_failed`
 * whenever an attempt fails, even if the status was already requires_payment_method.
 */
export function statusEvents(before: PaymentIntent | null, after: PaymentIntent): string[] {
  const events: string[] = [];
  if (!before) events.push('payment_intent.created');
  const failedNow =
    after.status === 'requires_payment_method' &&
    after.last_payment_error !== null &&
    (before === null || before.last_payment_error !== after.last_payment_error);
  if (failedNow) events.push('payment_intent.payment_failed');
  const newAction =
    after.status === 'requires_action' &&
    JSON.stringify(before?.next_action) !== JSON.stringify(after.next_action);
  if (before?.status === after.status && !newAction) return events;
  switch (after.status) {
    case 'requires_action':
      events.push('payment_intent.requires_action');
      break;
    case 'processing':
      events.push('payment_intent.processing');
      break;
    case 'requires_capture':
      events.push('payment_intent.amount_capturable_updated');
      break;
    case 'succeeded':
      events.push('payment_intent.succeeded');
      break;
    case 'canceled':
      events.push('payment_intent.canceled');
      break;
  }
  return events;
}
