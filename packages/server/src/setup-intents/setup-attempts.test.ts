import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestPage } from '../pages/test-page-driver.fixture.js';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidList, expectValidResource } from '../testing/openapi.js';

describe.each(DATABASES)('setup attempts on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());

  it('keeps each confirmation as an attempt: the latest one is expandable on the intent', async () => {
    const customer = await t.stripe.customers.create({ email: 'attempts@example.com' });
    const si = await t.stripe.setupIntents.create({
      customer: customer.id,
      payment_method: 'pm_card_visa',
      confirm: true,
      expand: ['latest_attempt'],
    });
    const attempt = si.latest_attempt as Stripe.SetupAttempt;
    expectValidResource('setup_attempt', { ...attempt });
    expect(attempt).toMatchObject({
      object: 'setup_attempt',
      status: 'succeeded',
      setup_intent: si.id,
      customer: customer.id,
      payment_method: si.payment_method,
      payment_method_details: { type: 'card', card: { three_d_secure: null } },
      setup_error: null,
      usage: 'off_session',
      livemode: false,
    });
    const list = await t.stripe.setupAttempts.list({ setup_intent: si.id });
    expectValidList('setup_attempt', list);
    expect(list.data.map((a) => a.id)).toEqual([attempt.id]);
  });

  it('records a declined verification as failed with its error, then the retry that succeeds', async () => {
    const customer = await t.stripe.customers.create({});
    const si = await t.stripe.setupIntents.create({ customer: customer.id });
    await expect(
      t.stripe.setupIntents.confirm(si.id, { payment_method: 'pm_card_chargeDeclined' }),
    ).rejects.toMatchObject({ code: 'card_declined' });
    await t.stripe.setupIntents.confirm(si.id, { payment_method: 'pm_card_visa' });
    const list = await t.stripe.setupAttempts.list({ setup_intent: si.id });
    expect(list.data.map((a) => a.status)).toEqual(['succeeded', 'failed']);
    expect(list.data[1]!.setup_error).toMatchObject({
      code: 'card_declined',
      decline_code: 'generic_decline',
    });
    const intent = await t.stripe.setupIntents.retrieve(si.id);
    expect(intent.latest_attempt).toBe(list.data[0]!.id);
  });

  it('follows a 3-D Secure challenge: requires_action, then authenticated or failed', async () => {
    for (const [button, status, result] of [
      ['Complete', 'succeeded', 'authenticated'],
      ['Fail', 'failed', 'failed'],
    ] as const) {
      const si = await t.stripe.setupIntents.create({
        payment_method: 'pm_card_threeDSecure2Required',
        confirm: true,
        return_url: 'https://shop.example/back',
      });
      const waiting = await t.stripe.setupAttempts.list({ setup_intent: si.id });
      expect(waiting.data.map((a) => a.status)).toEqual(['requires_action']);
      await (await openTestPage(si.next_action!.redirect_to_url!.url!)).press(button);
      const [attempt] = (await t.stripe.setupAttempts.list({ setup_intent: si.id })).data;
      expectValidResource('setup_attempt', attempt);
      expect(attempt).toMatchObject({
        id: waiting.data[0]!.id,
        status,
        payment_method_details: { card: { three_d_secure: { authentication_flow: 'challenge', result } } },
      });
    }
  });

  it('wants the setup_intent it lists, which must exist', async () => {
    const missing = await t.request('GET', '/v1/setup_attempts');
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ code: 'parameter_missing', param: 'setup_intent' });
    await expect(t.stripe.setupAttempts.list({ setup_intent: 'seti_nope' })).rejects.toMatchObject({
      statusCode: 404,
      param: 'setup_intent',
    });
  });
});
