import { describe, expect, it } from 'vitest';
import type { PaymentIntent, PaymentIntentStatus } from './payment-intent.js';
import {
  authorized,
  canceled,
  cancelRefusal,
  captured,
  captureRefusal,
  confirmRefusal,
  failed,
  processing,
  requiresAction,
  restingStatus,
  statusEvents,
  updateRefusal,
} from './state-machine.js';

function intent(fields: Partial<PaymentIntent> = {}): PaymentIntent {
  return {
    id: 'pi_1',
    object: 'payment_intent',
    amount: 1000,
    amount_capturable: 0,
    amount_received: 0,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    charges: {
      object: 'list',
      data: [],
      has_more: false,
      total_count: 0,
      url: '/v1/charges?payment_intent=pi_1',
    },
    client_secret: 'pi_1_secret_x',
    confirmation_method: 'automatic',
    created: 1,
    currency: 'usd',
    customer: null,
    description: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: {},
    next_action: null,
    payment_method: 'pm_1',
    payment_method_options: {},
    payment_method_types: ['card'],
    processing: null,
    receipt_email: null,
    setup_future_usage: null,
    shipping: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_confirmation',
    ...fields,
  };
}

const ALL: PaymentIntentStatus[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'canceled',
  'succeeded',
];
const charge = { id: 'ch_1', object: 'charge' };
const decline = { type: 'card_error' as const, code: 'card_declined', message: 'Your card was declined.' };

describe('which status may do what', () => {
  it.each(ALL.map((status) => [status]))('%s', (status) => {
    const pi = intent({ status });
    const confirmable = ['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(
      status,
    );
    const cancelable = [
      'requires_payment_method',
      'requires_capture',
      'requires_confirmation',
      'requires_action',
    ].includes(status);
    expect(confirmRefusal(pi) === null).toBe(confirmable);
    expect(cancelRefusal(pi) === null).toBe(cancelable);
    expect(captureRefusal(pi) === null).toBe(status === 'requires_capture');
    expect(updateRefusal(pi, 'amount') === null).toBe(confirmable);
  });

  it('words refusals as Stripe does', () => {
    expect(cancelRefusal(intent({ status: 'succeeded' }))).toBe(
      'You cannot cancel this PaymentIntent because it has a status of succeeded. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.',
    );
    expect(confirmRefusal(intent({ status: 'succeeded' }))).toBe(
      'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
    );
    expect(captureRefusal(intent({ status: 'requires_payment_method' }))).toBe(
      'This PaymentIntent could not be captured because it has a status of requires_payment_method. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.',
    );
    expect(updateRefusal(intent({ status: 'succeeded' }), 'amount')).toMatch(
      /^This PaymentIntent's amount could not be updated because it has a status of succeeded\./,
    );
  });
});

describe('transitions', () => {
  it('an authorization captured at once succeeds with the amount received', () => {
    const after = authorized(intent(), charge, true);
    expect(after).toMatchObject({
      status: 'succeeded',
      amount_received: 1000,
      amount_capturable: 0,
      latest_charge: 'ch_1',
    });
    expect(after.charges).toMatchObject({ data: [charge], total_count: 1 });
  });

  it('an authorization held for capture waits with the amount capturable', () => {
    const held = authorized(intent({ capture_method: 'manual' }), charge, false);
    expect(held).toMatchObject({ status: 'requires_capture', amount_capturable: 1000, amount_received: 0 });
    expect(captured(held, 600, charge)).toMatchObject({
      status: 'succeeded',
      amount_capturable: 0,
      amount_received: 600,
    });
  });

  it('a failed attempt forgets the method and keeps the error', () => {
    const after = failed(intent(), decline, charge);
    expect(after).toMatchObject({
      status: 'requires_payment_method',
      payment_method: null,
      last_payment_error: decline,
    });
    expect(restingStatus(after)).toBe('requires_payment_method');
  });

  it('a cancelation records when and why', () => {
    expect(canceled(intent(), 'duplicate', 42, null)).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'duplicate',
      canceled_at: 42,
    });
  });
});

describe('status events', () => {
  const action = { type: 'use_stripe_sdk' as const, use_stripe_sdk: { type: 'three_d_secure_redirect' } };
  it.each([
    ['created', null, intent({ status: 'requires_payment_method' }), ['payment_intent.created']],
    ['succeeded', intent(), authorized(intent(), charge, true), ['payment_intent.succeeded']],
    ['held', intent(), authorized(intent(), charge, false), ['payment_intent.amount_capturable_updated']],
    ['declined', intent(), failed(intent(), decline, charge), ['payment_intent.payment_failed']],
    [
      'declined again',
      failed(intent(), decline, charge),
      failed(intent(), { ...decline }, charge),
      ['payment_intent.payment_failed'],
    ],
    ['needs action', intent(), requiresAction(intent(), action), ['payment_intent.requires_action']],
    [
      'needs a new action',
      requiresAction(intent(), action),
      requiresAction(intent(), {
        ...action,
        use_stripe_sdk: { type: 'three_d_secure_redirect', source: 'src_2' },
      }),
      ['payment_intent.requires_action'],
    ],
    ['processing', intent(), processing(intent(), charge), ['payment_intent.processing']],
    ['canceled', intent(), canceled(intent(), null, 1, null), ['payment_intent.canceled']],
    ['metadata only', intent(), { ...intent(), metadata: { a: 'b' } }, []],
  ] as const)('%s', (_name, before, after, events) => {
    expect(statusEvents(before as PaymentIntent | null, after as PaymentIntent)).toEqual(events);
  });
});
