import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestPage } from '../pages/test-page-driver.fixture.js';
import { DefaultRiskEngine, type RiskSignals } from '../risk/index.js';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';

/** An amount the test's risk engine rates elevated: the default engine otherwise. */
const RISKY_USD = 77.77;
const riskEngine = {
  assess(signals: RiskSignals) {
    if (signals.amountInUsd === RISKY_USD)
      return { level: 'elevated' as const, score: 70, reasons: ['test'] };
    return new DefaultRiskEngine().assess(signals);
  },
};

const BROWSER = JSON.stringify({
  browserScreenWidth: 1280,
  browserScreenHeight: 720,
  browserColorDepth: 24,
  browserTZ: -60,
  browserLanguage: 'en-US',
  browserJavaEnabled: false,
  browserJavascriptEnabled: true,
  browserUserAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0',
  challengeWindowSize: '05',
  threeDSCompInd: 'Y',
  // Not part of the browser data: never stored.
  cardNumber: '4000000000003220',
});

describe.each(DATABASES)('3-D Secure 2 browser calls on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database, riskEngine });
  });
  afterAll(async () => t?.close());

  /** An intent confirmed as the frames confirm it: publishable key, client secret, SDK flow. */
  async function confirmInBrowser(paymentMethod: string, amount = 3000, requested?: 'any') {
    const pi = await t.stripe.paymentIntents.create({
      amount,
      currency: 'usd',
      ...(requested ? { payment_method_options: { card: { request_three_d_secure: requested } } } : {}),
    });
    const confirmed = await t.request('POST', `/v1/payment_intents/${pi.id}/confirm`, {
      key: t.publishableKey,
      body: { client_secret: pi.client_secret!, payment_method: paymentMethod, use_stripe_sdk: 'true' },
    });
    expect(confirmed.status).toBe(200);
    return confirmed.body as Stripe.PaymentIntent;
  }

  const sdkOf = (pi: Stripe.PaymentIntent) => pi.next_action!.use_stripe_sdk as Record<string, string>;

  const post = (path: string, body: Record<string, string>, key = t.publishableKey) =>
    t.request('POST', path, { key, body });

  it('authenticates a 3-D Secure 2 card with a challenge, keeps the browser data, completes after the page', async () => {
    const pi = await confirmInBrowser('pm_card_threeDSecure2Required');
    expect(pi.status).toBe('requires_action');
    const sdk = sdkOf(pi);
    expect(sdk).toMatchObject({
      type: 'stripe_3ds2_fingerprint',
      three_d_secure_2_source: expect.stringMatching(/^src_/),
    });
    const source = sdk.three_d_secure_2_source!;

    // Before the browser step, nothing to complete.
    const early = await post('/v1/3ds2/challenge_complete', { source, client_secret: pi.client_secret! });
    expect(early.status).toBe(400);
    expect(early.body.error.type).toBe('invalid_request_error');

    const auth = await post('/v1/3ds2/authenticate', {
      source,
      browser: BROWSER,
      client_secret: pi.client_secret!,
    });
    expect(auth.status).toBe(200);
    expect(auth.body).toMatchObject({
      object: 'three_d_secure_2',
      source,
      state: 'challenge_required',
      ares: {
        transStatus: 'C',
        messageType: 'ARes',
        acsURL: sdk.stripe_js,
        threeDSServerTransID: sdk.server_transaction_id,
      },
    });
    // Asked again (a retry), the same answer; nothing changes.
    const again = await post('/v1/3ds2/authenticate', {
      source,
      browser: BROWSER,
      client_secret: pi.client_secret!,
    });
    expect(again.body).toMatchObject({ state: 'challenge_required', id: auth.body.id });

    // The challenge is not finished yet: 400, which the browser retries.
    const waiting = await post('/v1/3ds2/challenge_complete', { source, client_secret: pi.client_secret! });
    expect(waiting.status).toBe(400);
    expect(waiting.body.error.message).toBe('The 3-D Secure challenge of this source is not complete yet.');

    const page = await openTestPage(sdk.stripe_js!);
    await page.press('Complete');
    const done = await post('/v1/3ds2/challenge_complete', {
      source,
      client_secret: pi.client_secret!,
      final_cres: JSON.stringify({ messageType: 'CRes', transStatus: 'Y' }),
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ state: 'succeeded', source });

    const after = await t.stripe.paymentIntents.retrieve(pi.id, { expand: ['latest_charge'] });
    expect(after.status).toBe('succeeded');
    expect((after.latest_charge as Stripe.Charge).payment_method_details?.card?.three_d_secure).toMatchObject(
      {
        authentication_flow: 'challenge',
        result: 'authenticated',
        version: '2.2.0',
        transaction_id: sdk.server_transaction_id,
      },
    );
    const row = await t.server.context.db
      .selectFrom('intent_actions')
      .select('data')
      .where('id', '=', source)
      .executeTakeFirstOrThrow();
    const data = (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<string, any>;
    expect(data.threeDS2.browser).toEqual({
      browserScreenWidth: 1280,
      browserScreenHeight: 720,
      browserColorDepth: 24,
      browserTZ: -60,
      browserLanguage: 'en-US',
      browserJavaEnabled: false,
      browserJavascriptEnabled: true,
      browserUserAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0',
      challengeWindowSize: '05',
      threeDSCompInd: 'Y',
    });
    expect(data.threeDS2).toMatchObject({ flow: 'challenge', final_trans_status: 'Y' });
  });

  it('passes a card that supports 3-D Secure frictionless when the merchant asks for it', async () => {
    const pi = await confirmInBrowser('pm_card_threeDSecureOptional', 3000, 'any');
    expect(pi.status).toBe('requires_action');
    const source = sdkOf(pi).three_d_secure_2_source!;
    const auth = await post('/v1/3ds2/authenticate', {
      source,
      browser: BROWSER,
      client_secret: pi.client_secret!,
    });
    expect(auth.body).toMatchObject({ state: 'succeeded', ares: { transStatus: 'Y', acsURL: null } });
    const after = await t.stripe.paymentIntents.retrieve(pi.id, { expand: ['latest_charge'] });
    expect(after.status).toBe('succeeded');
    expect((after.latest_charge as Stripe.Charge).payment_method_details?.card?.three_d_secure).toMatchObject(
      {
        authentication_flow: 'frictionless',
        transaction_id: sdkOf(pi).server_transaction_id,
      },
    );
    // A server-side confirmation (no browser) of the same card passes at once, as before.
    const server = await t.stripe.paymentIntents.create({
      amount: 3000,
      currency: 'usd',
      payment_method: 'pm_card_threeDSecureOptional',
      payment_method_options: { card: { request_three_d_secure: 'any' } },
      confirm: true,
    });
    expect(server.status).toBe('succeeded');
  });

  it('challenges the same card when the risk engine rates the payment elevated', async () => {
    const pi = await confirmInBrowser('pm_card_threeDSecureOptional', RISKY_USD * 100, 'any');
    const source = sdkOf(pi).three_d_secure_2_source!;
    const auth = await post('/v1/3ds2/authenticate', {
      source,
      browser: BROWSER,
      client_secret: pi.client_secret!,
    });
    expect(auth.body).toMatchObject({ state: 'challenge_required', ares: { transStatus: 'C' } });
    const page = await openTestPage(sdkOf(pi).stripe_js!);
    await page.press('Fail');
    const done = await post('/v1/3ds2/challenge_complete', { source, client_secret: pi.client_secret! });
    expect(done.body.state).toBe('failed');
    expect((await t.stripe.paymentIntents.retrieve(pi.id)).last_payment_error?.code).toBe(
      'payment_intent_authentication_failure',
    );
  });

  it('answers bad calls with Stripe-shaped errors; a client secret opens only its own intent', async () => {
    const mine = await confirmInBrowser('pm_card_threeDSecure2Required');
    const other = await confirmInBrowser('pm_card_threeDSecure2Required');
    const source = sdkOf(mine).three_d_secure_2_source!;
    const foreign = await post('/v1/3ds2/authenticate', {
      source,
      browser: BROWSER,
      client_secret: other.client_secret!,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toMatchObject({ type: 'invalid_request_error', param: 'client_secret' });
    const bare = await post('/v1/3ds2/authenticate', { source, browser: BROWSER });
    expect(bare.body.error).toMatchObject({ code: 'parameter_missing', param: 'client_secret' });
    const missing = await post('/v1/3ds2/authenticate', {
      source: 'src_nothing',
      browser: BROWSER,
      client_secret: mine.client_secret!,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({ code: 'resource_missing', param: 'source' });
    const garbled = await post('/v1/3ds2/authenticate', {
      source,
      browser: '{not json',
      client_secret: mine.client_secret!,
    });
    expect(garbled.body.error).toMatchObject({ code: 'parameter_invalid', param: 'browser' });
    const wrong = await post('/v1/3ds2/authenticate', {
      source,
      browser: JSON.stringify({ browserTZ: 'east' }),
      client_secret: mine.client_secret!,
    });
    expect(wrong.status).toBe(400);
    const anonymous = await t.request('POST', '/v1/3ds2/authenticate', {
      key: null,
      body: { source, browser: BROWSER },
    });
    expect(anonymous.status).toBe(401);
    // Nothing was recorded by the refused calls: the attempt still takes the right secret.
    const fine = await post('/v1/3ds2/authenticate', {
      source,
      browser: BROWSER,
      client_secret: mine.client_secret!,
    });
    expect(fine.body.state).toBe('challenge_required');
    // The secret key needs no client secret.
    const server = await post('/v1/3ds2/challenge_complete', { source }, t.secretKey);
    expect(server.status).toBe(400);
  });
});
