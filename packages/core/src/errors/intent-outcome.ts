import type { PayframeError } from '../result.js';
import { authenticationFailureCode, INTENT_ERRORS, unexpectedStateCode } from './intent-errors.js';
import { fillTemplate } from './template.js';

export type IntentKind = 'payment_intent' | 'setup_intent';

/** Statuses that end a hosted checkout confirmation as a success (docs/elements.md#states, docs/confirmation.md#states). */
export const SUCCESS_INTENT_STATUSES = ['requires_confirmation', 'requires_capture', 'succeeded'] as const;

/** Statuses that call for next-action handling. */
export const NEXT_ACTION_INTENT_STATUSES = ['requires_action', 'requires_source_action'] as const;

/** Statuses that give fetch_updates.unexpected_status when refreshing updates. */
export const FETCH_UPDATES_UNEXPECTED_STATUSES = [
  'abandoned',
  'failed',
  'canceled',
  'processing',
  'succeeded',
] as const;

export type IntentOutcome = { kind: 'success' } | { kind: 'error'; error: PayframeError };

/**
 * The outcome of an intent on the hosted checkout: success statuses succeed; canceled gives
 * the unexpected-state error; any other status gives the intent's last error, or the
 * authentication-failure error when it has none.
 */
export function intentOutcome(
  kind: IntentKind,
  status: string,
  lastError?: PayframeError | null,
): IntentOutcome {
  if ((SUCCESS_INTENT_STATUSES as readonly string[]).includes(status)) return { kind: 'success' };
  if (status === 'canceled') {
    const code = unexpectedStateCode(kind);
    return {
      kind: 'error',
      error: { type: 'invalid_request_error', code, message: fillTemplate(INTENT_ERRORS[code], { status }) },
    };
  }
  if (lastError) return { kind: 'error', error: lastError };
  const code = authenticationFailureCode(kind);
  return { kind: 'error', error: { type: 'invalid_request_error', code, message: INTENT_ERRORS[code] } };
}

/** The fetch_updates.unexpected_status error for a refreshed intent, if its status is one. */
export function fetchUpdatesError(kind: IntentKind, status: string): PayframeError | undefined {
  if (!(FETCH_UPDATES_UNEXPECTED_STATUSES as readonly string[]).includes(status)) return undefined;
  const object = kind === 'payment_intent' ? 'PaymentIntent' : 'SetupIntent';
  return {
    type: 'invalid_request_error',
    code: 'fetch_updates.unexpected_status',
    message: fillTemplate(INTENT_ERRORS['fetch_updates.unexpected_status'], { object, status }),
  };
}
