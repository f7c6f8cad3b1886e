import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness.js';
import { DEFAULT_DECLINE_LIMITS } from './decline-limits.js';

/** A confirmation as a card tester sends it: the page's publishable key and the client secret. */
function confirmInBrowser(t: TestServer, intent: { id: string; client_secret: string | null }, pm: string) {
  return t.request('POST', `/v1/payment_intents/${intent.id}/confirm`, {
    key: t.publishableKey,
    body: `client_secret=${intent.client_secret}&payment_method=${pm}`,
  });
}

describe('card testing through a client secret', () => {
  let t: TestServer;
  afterEach(async () => t?.close());

  it(`an intent takes ${DEFAULT_DECLINE_LIMITS.perIntent} declines, then refuses every attempt, a good card too`, async () => {
    t = await startTestServer({ database: 'pglite' });
    const intent = await t.stripe.paymentIntents.create({
      amount: 500,
      currency: 'usd',
      payment_method_types: ['card'],
    } as never);
    for (let i = 0; i < DEFAULT_DECLINE_LIMITS.perIntent; i++) {
      const declined = await confirmInBrowser(t, intent, 'pm_card_chargeDeclined');
      expect(declined.status).toBe(402);
    }
    const refused = await confirmInBrowser(t, intent, 'pm_card_visa');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      type: 'invalid_request_error',
      code: 'payment_intent_attempts_exhausted',
    });
    const after = await t.stripe.paymentIntents.retrieve(intent.id);
    expect(after.status).toBe('requires_payment_method');
    expect((after as unknown as { charges: { total_count: number } }).charges.total_count).toBe(
      DEFAULT_DECLINE_LIMITS.perIntent,
    );
    // The merchant's own server is refused too: a new intent is the way to try again.
    await expect(
      t.stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' }),
    ).rejects.toMatchObject({
      code: 'payment_intent_attempts_exhausted',
    });
  });

  it('declines from one address across intents stop further browser confirmations, not the merchant server', async () => {
    t = await startTestServer({
      database: 'pglite',
      config: { declineLimits: { ...DEFAULT_DECLINE_LIMITS, perAddress: 3, inTestMode: true } },
    });
    for (let i = 0; i < 3; i++) {
      const intent = await t.stripe.paymentIntents.create({ amount: 500, currency: 'usd' });
      expect((await confirmInBrowser(t, intent, 'pm_card_chargeDeclined')).status).toBe(402);
    }
    const next = await t.stripe.paymentIntents.create({ amount: 500, currency: 'usd' });
    const limited = await confirmInBrowser(t, next, 'pm_card_visa');
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatchObject({
      type: 'card_error',
      code: 'card_decline_rate_limit_exceeded',
    });
    expect((await t.stripe.paymentIntents.retrieve(next.id)).status).toBe('requires_payment_method');
    const server = await t.stripe.paymentIntents.confirm(next.id, { payment_method: 'pm_card_visa' });
    expect(server.status).toBe('succeeded');
  });

  it('declines through one publishable key stop further confirmations with it, from any address', async () => {
    t = await startTestServer({
      database: 'pglite',
      config: { declineLimits: { ...DEFAULT_DECLINE_LIMITS, perKey: 2, inTestMode: true } },
    });
    for (let i = 0; i < 2; i++) {
      const intent = await t.stripe.paymentIntents.create({ amount: 500, currency: 'usd' });
      expect((await confirmInBrowser(t, intent, 'pm_card_chargeDeclined')).status).toBe(402);
    }
    const next = await t.stripe.paymentIntents.create({ amount: 500, currency: 'usd' });
    expect((await confirmInBrowser(t, next, 'pm_card_visa')).status).toBe(429);
  });

  it('leaves test mode alone by default: the address and key limits guard live payments', async () => {
    t = await startTestServer({
      database: 'pglite',
      config: { declineLimits: { ...DEFAULT_DECLINE_LIMITS, perAddress: 1 } },
    });
    for (let i = 0; i < 3; i++) {
      const intent = await t.stripe.paymentIntents.create({ amount: 500, currency: 'usd' });
      expect((await confirmInBrowser(t, intent, 'pm_card_chargeDeclined')).status).toBe(402);
    }
  });
});
