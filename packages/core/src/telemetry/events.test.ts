import { describe, expect, it } from 'vitest';
import { cleanTelemetryEvent } from './events.js';

const session = '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b';

describe('telemetry events', () => {
  it('keeps the allow-listed fields of a known event', () => {
    expect(
      cleanTelemetryEvent({
        name: 'payment_failed',
        session,
        payment_method_type: 'card',
        element: 'payment',
        decline_code: 'insufficient_funds',
        link: 'false',
      }),
    ).toEqual({
      name: 'payment_failed',
      session,
      payment_method_type: 'card',
      element: 'payment',
      decline_code: 'insufficient_funds',
      link: false,
    });
    expect(
      cleanTelemetryEvent({ name: 'method_selected', session, payment_method_type: 'p24' }),
    ).toMatchObject({
      payment_method_type: 'p24',
    });
  });

  it.each([
    ['an unknown name', { name: 'card_number_typed', session }],
    ['a session that is not a UUID', { name: 'element_loaded', session: '4242424242424242' }],
    ['no session', { name: 'element_loaded' }],
    ['not an object', 'element_loaded'],
  ])('drops %s', (_, raw) => {
    expect(cleanTelemetryEvent(raw)).toBeNull();
  });

  it.each([
    ['a card number', { payment_method_type: 'a4242424242424242' }],
    ['a CVC', { error_code: 'cvc_123' }],
    ['a one-time code', { decline_code: 'code_000000' }],
    ['an e-mail', { element: 'jenny@example.com' }],
    ['a phone number', { decline_code: '+15555550123' }],
    ['an unknown field', { email: 'jenny@example.com', number: '4242424242424242', cvc: '123' }],
  ])('strips %s', (_, fields) => {
    expect(cleanTelemetryEvent({ name: 'form_completed', session, ...fields })).toEqual({
      name: 'form_completed',
      session,
    });
  });
});
