import type { ApiErrorShape, NextAction } from '../payment-intents/payment-intent.js';
import type { SetupIntent, SetupIntentStatus } from './setup-intent.js';

/** The SetupIntent state machine as pure functions; setup-intents/confirm.ts does the I/O. */

export const CONFIRMABLE: readonly SetupIntentStatus[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
];
export const CANCELABLE: readonly SetupIntentStatus[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
];
export const UPDATABLE: readonly SetupIntentStatus[] = CONFIRMABLE;

export function confirmRefusal(si: Pick<SetupIntent, 'status'>): string | null {
  if (CONFIRMABLE.includes(si.status)) return null;
  if (si.status === 'succeeded')
    return 'You cannot confirm this SetupIntent because it has already succeeded after being previously confirmed.';
  return `You cannot confirm this SetupIntent because it has a status of ${si.status}. Only a SetupIntent with one of the following statuses may be confirmed: ${CONFIRMABLE.join(', ')}.`;
}

export function cancelRefusal(si: Pick<SetupIntent, 'status'>): string | null {
  if (CANCELABLE.includes(si.status)) return null;
  return `You cannot cancel this SetupIntent because it has a status of ${si.status}. Only a SetupIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`;
}

export function updateRefusal(si: Pick<SetupIntent, 'status'>, field: string): string | null {
  if (UPDATABLE.includes(si.status)) return null;
  return `This SetupIntent's ${field} could not be updated because it has a status of ${si.status}. You may only update the ${field} of a SetupIntent with one of the following statuses: ${UPDATABLE.join(', ')}.`;
}

export const MISSING_PAYMENT_METHOD =
  "You cannot confirm this SetupIntent because it's missing a payment method. You can either update the SetupIntent with a payment method and then confirm it again, or confirm it again directly with a payment method.";

export function restingStatus(si: Pick<SetupIntent, 'payment_method'>): SetupIntentStatus {
  return si.payment_method ? 'requires_confirmation' : 'requires_payment_method';
}

export function startAttempt(si: SetupIntent): SetupIntent {
  return { ...si, last_setup_error: null, next_action: null };
}

export function succeeded(si: SetupIntent, paymentMethod: string, mandate: string | null): SetupIntent {
  return {
    ...si,
    status: 'succeeded',
    payment_method: paymentMethod,
    next_action: null,
    last_setup_error: null,
    mandate,
  };
}

export function failed(si: SetupIntent, error: ApiErrorShape): SetupIntent {
  return {
    ...si,
    status: 'requires_payment_method',
    payment_method: null,
    next_action: null,
    last_setup_error: error,
  };
}

export function requiresAction(si: SetupIntent, paymentMethod: string, next: NextAction): SetupIntent {
  return {
    ...si,
    status: 'requires_action',
    payment_method: paymentMethod,
    next_action: next,
    last_setup_error: null,
  };
}

export function canceled(si: SetupIntent, reason: string | null): SetupIntent {
  return { ...si, status: 'canceled', cancellation_reason: reason, next_action: null };
}

/** The setup_intent.* events a change announces. */
export function statusEvents(before: SetupIntent | null, after: SetupIntent): string[] {
  const events: string[] = [];
  if (!before) events.push('setup_intent.created');
  if (
    after.status === 'requires_payment_method' &&
    after.last_setup_error &&
    after.last_setup_error !== before?.last_setup_error
  ) {
    events.push('setup_intent.setup_failed');
  }
  const newAction =
    after.status === 'requires_action' &&
    JSON.stringify(before?.next_action) !== JSON.stringify(after.next_action);
  if (before?.status === after.status && !newAction) return events;
  if (after.status === 'requires_action') events.push('setup_intent.requires_action');
  if (after.status === 'succeeded') events.push('setup_intent.succeeded');
  if (after.status === 'canceled') events.push('setup_intent.canceled');
  return events;
}
