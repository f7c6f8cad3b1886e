import { describe, expect, it } from 'vitest';
import { fetchUpdatesError, intentOutcome } from './intent-outcome.js';

describe('intentOutcome', () => {
  it.each(['requires_confirmation', 'requires_capture', 'succeeded'])('%s is a success', (status) => {
    expect(intentOutcome('payment_intent', status)).toEqual({ kind: 'success' });
  });

  it.each([
    ['payment_intent', 'payment_intent_unexpected_state'],
    ['setup_intent', 'setup_intent_unexpected_state'],
  ] as const)('canceled %s gives %s', (kind, code) => {
    const outcome = intentOutcome(kind, 'canceled');
    expect(outcome).toMatchObject({ kind: 'error', error: { type: 'invalid_request_error', code } });
  });

  it('gives the last error for any other status, else the authentication failure', () => {
    const lastError = {
      type: 'card_error' as const,
      code: 'card_declined',
      message: 'Your card was declined.',
    };
    expect(intentOutcome('payment_intent', 'requires_payment_method', lastError)).toEqual({
      kind: 'error',
      error: lastError,
    });
    expect(intentOutcome('setup_intent', 'requires_payment_method')).toMatchObject({
      kind: 'error',
      error: { code: 'setup_intent_authentication_failure' },
    });
    expect(intentOutcome('payment_intent', 'requires_action')).toMatchObject({
      kind: 'error',
      error: { code: 'payment_intent_authentication_failure' },
    });
  });
});

describe('fetchUpdatesError', () => {
  it.each(['abandoned', 'failed', 'canceled', 'processing', 'succeeded'])(
    '%s is unexpected when refreshing',
    (status) => {
      expect(fetchUpdatesError('payment_intent', status)).toEqual({
        type: 'invalid_request_error',
        code: 'fetch_updates.unexpected_status',
        message: `The PaymentIntent has an unexpected status: ${status}.`,
      });
    },
  );

  it('lets other statuses through', () => {
    expect(fetchUpdatesError('setup_intent', 'requires_payment_method')).toBeUndefined();
  });
});
