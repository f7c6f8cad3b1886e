import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { signatureHeader } from './signature.js';

const stripe = new Stripe('sk_test_signature', { telemetry: false });
const secret = 'whsec_test_0123456789abcdefghijklmnopqrstuv';
const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'customer.created' }, null, 2);

describe('webhook signature', () => {
  it('matches the official client’s test header for the same timestamp', () => {
    const timestamp = 1_700_000_000;
    expect(signatureHeader(payload, secret, timestamp)).toBe(
      stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }),
    );
  });

  it('is accepted by constructEvent', () => {
    const event = stripe.webhooks.constructEvent(payload, signatureHeader(payload, secret), secret);
    expect(event).toMatchObject({ id: 'evt_1', type: 'customer.created' });
  });

  it('is refused for another payload, another secret or an old timestamp', () => {
    const header = signatureHeader(payload, secret);
    expect(() => stripe.webhooks.constructEvent(`${payload} `, header, secret)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(() => stripe.webhooks.constructEvent(payload, header, `${secret}x`)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    const old = signatureHeader(payload, secret, Math.floor(Date.now() / 1000) - 3600);
    expect(() => stripe.webhooks.constructEvent(payload, old, secret)).toThrow(/tolerance/);
  });
});
