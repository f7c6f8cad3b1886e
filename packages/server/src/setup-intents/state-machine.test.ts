import { describe, expect, it } from 'vitest';
import type { SetupIntent, SetupIntentStatus } from './setup-intent.js';
import {
  canceled,
  cancelRefusal,
  confirmRefusal,
  failed,
  requiresAction,
  statusEvents,
  succeeded,
} from './state-machine.js';

function intent(fields: Partial<SetupIntent> = {}): SetupIntent {
  return {
    id: 'seti_1',
    object: 'setup_intent',
    automatic_payment_methods: null,
    cancellation_reason: null,
    client_secret: 'seti_1_secret_x',
    created: 1,
    customer: 'cus_1',
    description: null,
    last_setup_error: null,
    latest_attempt: null,
    livemode: false,
    mandate: null,
    metadata: {},
    next_action: null,
    payment_method: 'pm_1',
    payment_method_options: {},
    payment_method_types: ['card'],
    single_use_mandate: null,
    status: 'requires_confirmation',
    usage: 'off_session',
    ...fields,
  };
}

describe('setup intent state machine', () => {
  it.each([
    ['requires_payment_method', true, true],
    ['requires_confirmation', true, true],
    ['requires_action', true, true],
    ['processing', false, false],
    ['canceled', false, false],
    ['succeeded', false, false],
  ] as [SetupIntentStatus, boolean, boolean][])(
    '%s: confirm %s, cancel %s',
    (status, confirmable, cancelable) => {
      expect(confirmRefusal(intent({ status })) === null).toBe(confirmable);
      expect(cancelRefusal(intent({ status })) === null).toBe(cancelable);
    },
  );

  it('words a refused cancelation as Stripe does', () => {
    expect(cancelRefusal(intent({ status: 'succeeded' }))).toBe(
      'You cannot cancel this SetupIntent because it has a status of succeeded. Only a SetupIntent with one of the following statuses may be canceled: requires_payment_method, requires_confirmation, requires_action.',
    );
  });

  it.each([
    ['created', null, intent(), ['setup_intent.created']],
    ['succeeded', intent(), succeeded(intent(), 'pm_1', null), ['setup_intent.succeeded']],
    [
      'failed',
      intent(),
      failed(intent(), { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' }),
      ['setup_intent.setup_failed'],
    ],
    [
      'needs action',
      intent(),
      requiresAction(intent(), 'pm_1', { type: 'use_stripe_sdk', use_stripe_sdk: {} }),
      ['setup_intent.requires_action'],
    ],
    ['canceled', intent(), canceled(intent(), 'abandoned'), ['setup_intent.canceled']],
  ] as const)('%s announces %j', (_name, before, after, events) => {
    expect(statusEvents(before as SetupIntent | null, after as SetupIntent)).toEqual(events);
  });

  it('a failed setup forgets the method and keeps the error', () => {
    const error = { type: 'card_error' as const, code: 'card_declined', message: 'Your card was declined.' };
    expect(failed(intent(), error)).toMatchObject({
      status: 'requires_payment_method',
      payment_method: null,
      last_setup_error: error,
    });
  });
});
