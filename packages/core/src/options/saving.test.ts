import { describe, expect, it } from 'vitest';
import { checkSavePaymentMethod, type SaveContext } from './saving.js';

describe('checkSavePaymentMethod', () => {
  it.each<[SaveContext, string | undefined]>([
    [{ saveEnabled: true, mode: 'payment' }, undefined],
    [{ saveEnabled: true, mode: 'setup', setupFutureUsage: 'on_session' }, undefined],
    [
      { saveEnabled: true, mode: 'subscription' },
      'You cannot use the save payment method feature while using Subscriptions.',
    ],
    [
      { saveEnabled: false, mode: 'subscription', customerSessionClientSecret: 'cuss_1' },
      'You cannot specify a customerSessionClientSecret while using Subscriptions.',
    ],
    [
      { saveEnabled: true, mode: 'payment', setupFutureUsage: 'off_session' },
      "You cannot use the save payment method feature with setupFutureUsage 'off_session'.",
    ],
    [
      { saveEnabled: true, mode: 'payment', setupFutureUsage: 'off_session', offSessionSaveBeta: true },
      undefined,
    ],
    [
      { saveEnabled: true, mode: 'payment', setupFutureUsage: 'on_session' },
      "You cannot use the save payment method feature with setupFutureUsage 'on_session' when paying.",
    ],
    [
      { saveEnabled: true, intentType: 'payment_intent', setupFutureUsage: 'on_session' },
      "You cannot use the save payment method feature with setupFutureUsage 'on_session' when paying.",
    ],
    [{ saveEnabled: false, mode: 'subscription' }, undefined],
  ])('%o -> %s', (context, message) => {
    const result = checkSavePaymentMethod(context);
    expect(result.ok ? undefined : result.error.message).toBe(message);
  });
});
