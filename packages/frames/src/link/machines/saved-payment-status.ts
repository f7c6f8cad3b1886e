import { CLIENT_ERROR_CODES } from './client-errors.js';
import type { RequestError } from './request-state.js';
import { moveTo, reducerOf, refuse, type Transition } from './transition.js';

/**
 * A saved payment's own request: an update or a detach in flight, and the error of the last one,
 * kept on the saved payment with pending cleared (docs/link.md#states, "Saved card update").
 */
export interface SavedPaymentStatus {
  pending: 'update' | 'detach' | null;
  error: RequestError | null;
}

export type SavedPaymentEvent =
  | { type: 'updateStarted' }
  | { type: 'detachStarted' }
  | { type: 'succeeded' }
  | { type: 'failed'; error: RequestError };

export const IDLE_SAVED_PAYMENT: SavedPaymentStatus = { pending: null, error: null };

/** One request at a time per saved payment; only a pending request settles (else LJS007). */
export function nextSavedPaymentStatus(
  state: SavedPaymentStatus,
  event: SavedPaymentEvent,
): Transition<SavedPaymentStatus> {
  const busy = state.pending !== null;
  switch (event.type) {
    case 'updateStarted':
    case 'detachStarted':
      if (busy) return refuse(CLIENT_ERROR_CODES.invalidParamsOrContext);
      return moveTo({ pending: event.type === 'updateStarted' ? 'update' : 'detach', error: null });
    case 'succeeded':
      return busy ? moveTo(IDLE_SAVED_PAYMENT) : refuse(CLIENT_ERROR_CODES.invalidParamsOrContext);
    case 'failed':
      return busy
        ? moveTo({ pending: null, error: event.error })
        : refuse(CLIENT_ERROR_CODES.invalidParamsOrContext);
  }
}

/** `nextSavedPaymentStatus` for `useReducer`: a refused event keeps the state. */
export const savedPaymentStatusReducer = reducerOf(nextSavedPaymentStatus);
