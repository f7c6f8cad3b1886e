import { describe, expect, it } from 'vitest';
import type { RequestError } from './request-state.js';
import {
  IDLE_SAVED_PAYMENT,
  nextSavedPaymentStatus,
  type SavedPaymentEvent,
  type SavedPaymentStatus,
  savedPaymentStatusReducer,
} from './saved-payment-status.js';

const INVALID = 'LJS007';
const expired: RequestError = { type: 'card_error', code: 'expired_card', message: 'Your card has expired.' };
const earlier: RequestError = { type: 'api_error', message: 'Earlier failure' };

const IDLE = IDLE_SAVED_PAYMENT;
const FAILED: SavedPaymentStatus = { pending: null, error: earlier };
const UPDATING: SavedPaymentStatus = { pending: 'update', error: null };
const DETACHING: SavedPaymentStatus = { pending: 'detach', error: null };

const update: SavedPaymentEvent = { type: 'updateStarted' };
const detach: SavedPaymentEvent = { type: 'detachStarted' };
const succeeded: SavedPaymentEvent = { type: 'succeeded' };
const failed: SavedPaymentEvent = { type: 'failed', error: expired };

const TABLE: [SavedPaymentStatus, SavedPaymentEvent, SavedPaymentStatus | typeof INVALID][] = [
  [IDLE, update, UPDATING],
  [IDLE, detach, DETACHING],
  [IDLE, succeeded, INVALID],
  [IDLE, failed, INVALID],
  // A new attempt clears the last error.
  [FAILED, update, UPDATING],
  [FAILED, detach, DETACHING],
  [FAILED, succeeded, INVALID],
  [FAILED, failed, INVALID],
  // The error is kept, pending cleared.
  [UPDATING, failed, { pending: null, error: expired }],
  [UPDATING, succeeded, IDLE],
  [UPDATING, update, INVALID],
  [UPDATING, detach, INVALID],
  [DETACHING, failed, { pending: null, error: expired }],
  [DETACHING, succeeded, IDLE],
  [DETACHING, update, INVALID],
  [DETACHING, detach, INVALID],
];

describe('Link saved payment update and detach status', () => {
  it.each(TABLE)('%o + %o -> %o', (state, event, expected) => {
    const result = nextSavedPaymentStatus(state, event);
    if (expected === INVALID) {
      expect(result).toEqual({
        ok: false,
        error: { type: 'link_error', code: 'LJS007', message: 'Invalid params or context for action' },
      });
    } else {
      expect(result).toEqual({ ok: true, state: expected });
    }
  });

  it('the reducer keeps the state when the event is refused', () => {
    expect(savedPaymentStatusReducer(UPDATING, detach)).toBe(UPDATING);
  });
});
