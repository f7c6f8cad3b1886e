import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { solve } from './proof-of-work.js';

/** The path of a URL the server handed out (its public URL may name another host than the test's). */
const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

describe.each(DATABASES)('captcha and card-image challenges on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database });
  });
  afterAll(async () => t?.close());

  /** A payment confirmed by the browser (publishable key) with a test card, and any radar_options. */
  async function confirmInBrowser(number: string, radar: Record<string, string> = {}) {
    const pm = await t.stripe.paymentMethods.create({
      type: 'card',
      card: { number, exp_month: 12, exp_year: 2040, cvc: '123' },
    } as Stripe.PaymentMethodCreateParams);
    const pi = await t.stripe.paymentIntents.create({ amount: 2500, currency: 'usd' });
    const confirmed = await t.publishable.paymentIntents.confirm(pi.id, {
      client_secret: pi.client_secret!,
      payment_method: pm.id,
      ...(Object.keys(radar).length > 0 ? { radar_options: radar } : {}),
    } as Stripe.PaymentIntentConfirmParams);
    return { pi, confirmed: confirmed as Stripe.PaymentIntent & { next_action: any } };
  }

  async function passiveToken(): Promise<string> {
    const answer = await t.request('POST', '/v1/payframe/captcha_challenges', { key: t.publishableKey });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      object: 'payframe.captcha_challenge',
      provider: 'proof_of_work',
      site_key: 'payframe_proof_of_work',
      difficulty: 12,
    });
    return `${answer.body.rqdata}.${solve(answer.body.rqdata, answer.body.difficulty)}`;
  }

  it('pays with a solved passive token; the same token again is a failed captcha that asks for a challenge', async () => {
    const token = await passiveToken();
    const first = await confirmInBrowser('4242424242424242', { hcaptcha_token: token });
    expect(first.confirmed.status).toBe('succeeded');

    const replay = await confirmInBrowser('4242424242424242', { hcaptcha_token: token });
    expect(replay.confirmed.status).toBe('requires_action');
    expect(replay.confirmed.next_action.use_stripe_sdk).toMatchObject({
      type: 'intent_confirmation_challenge',
    });
    // The engine's reason is kept for the merchant; nothing is charged meanwhile.
    const pi = await t.stripe.paymentIntents.retrieve(replay.pi.id);
    expect(pi.latest_charge).toBeNull();
  });

  it('a payment with the captcha test card waits for the captcha, refuses a bad answer, then pays', async () => {
    const { pi, confirmed } = await confirmInBrowser('4000000000001976', {
      hcaptcha_token: await passiveToken(),
    });
    expect(confirmed.status).toBe('requires_action');
    const challenge = confirmed.next_action.use_stripe_sdk.stripe_js;
    expect(challenge).toMatchObject({
      provider: 'proof_of_work',
      site_key: 'payframe_proof_of_work',
      difficulty: 15,
      verification_url: expect.stringMatching(new RegExp(`/v1/payment_intents/${pi.id}/verify_challenge$`)),
    });
    const verify = (token: string) =>
      t.request('POST', pathOf(challenge.verification_url), {
        key: t.publishableKey,
        body: {
          client_secret: pi.client_secret!,
          challenge_response_token: token,
          challenge_response_ekey: challenge.site_key,
        },
      });

    // An unsolved counter, and a passive token in place of the shown challenge's, are refused alike.
    const counter = solve(challenge.rqdata, challenge.difficulty);
    const unsolved = await verify(`${challenge.rqdata}.${Number(counter) + 1}`);
    expect(unsolved.status).toBe(400);
    expect(unsolved.body.error).toMatchObject({
      type: 'invalid_request_error',
      code: 'payment_intent_invalid_parameter',
      param: 'challenge_response_token',
      message: 'The verification challenge was not completed or has expired. Please complete it again.',
    });
    expect((await verify(await passiveToken())).status).toBe(400);
    expect((await t.stripe.paymentIntents.retrieve(pi.id)).status).toBe('requires_action');

    const solved = await verify(`${challenge.rqdata}.${counter}`);
    expect(solved.status).toBe(200);
    expect(solved.body).toMatchObject({ id: pi.id, status: 'succeeded' });
    const charge = await t.stripe.charges.retrieve(
      (await t.stripe.paymentIntents.retrieve(pi.id)).latest_charge as string,
    );
    expect(charge.outcome).toMatchObject({ type: 'authorized' });

    // Used once: the payment no longer waits, and the answer is not taken twice.
    const again = await verify(`${challenge.rqdata}.${counter}`);
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('payment_intent_unexpected_state');
  });

  it('a card-image verification pays once the last digits match', async () => {
    const { pi, confirmed } = await confirmInBrowser('4000000000002370');
    expect(confirmed.status).toBe('requires_action');
    const sdk = confirmed.next_action.use_stripe_sdk;
    expect(sdk).toMatchObject({
      type: 'card_image_verification',
      stripe_js: {
        verify_url: expect.stringMatching(/\/verify$/),
        cancel_url: expect.stringMatching(/\/cancel$/),
        brand: 'visa',
      },
    });
    const verify = (body: Record<string, string>) =>
      t.request('POST', pathOf(sdk.stripe_js.verify_url), {
        key: t.publishableKey,
        body: { client_secret: pi.client_secret!, ...body },
      });
    const wrong = await verify({ last4: '1111' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ code: 'incorrect_number', param: 'last4' });
    const badSecret = await t.request('POST', pathOf(sdk.stripe_js.verify_url), {
      key: t.publishableKey,
      body: { client_secret: `${pi.id}_secret_wrong`, last4: '2370' },
    });
    expect(badSecret.status).toBe(400);
    const ok = await verify({ last4: '2370' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id: pi.id, status: 'succeeded' });
  });

  it('a card-image verification accepts a picture in test mode', async () => {
    const { pi, confirmed } = await confirmInBrowser('4000000000002370');
    const url = confirmed.next_action.use_stripe_sdk.stripe_js.verify_url as string;
    const picture =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const notPicture = await t.request('POST', pathOf(url), {
      key: t.publishableKey,
      body: { client_secret: pi.client_secret!, image: 'data:text/html;base64,PGI+' },
    });
    expect(notPicture.status).toBe(400);
    const ok = await t.request('POST', pathOf(url), {
      key: t.publishableKey,
      body: { client_secret: pi.client_secret!, image: picture },
    });
    expect(ok.body).toMatchObject({ status: 'succeeded' });
  });

  it('cancelling a card-image verification fails the payment with an authentication failure', async () => {
    const { pi, confirmed } = await confirmInBrowser('4000000000002370');
    const cancel = await t.request(
      'POST',
      pathOf(confirmed.next_action.use_stripe_sdk.stripe_js.cancel_url),
      {
        key: t.publishableKey,
        body: { client_secret: pi.client_secret! },
      },
    );
    expect(cancel.status).toBe(400);
    expect(cancel.body.error).toMatchObject({
      type: 'invalid_request_error',
      code: 'payment_intent_authentication_failure',
    });
    const after = await t.stripe.paymentIntents.retrieve(pi.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_payment_error?.code).toBe('payment_intent_authentication_failure');
  });

  it('a merchant server confirming the test cards gets the same next action, for the browser to run', async () => {
    const pi = await t.stripe.paymentIntents.create({
      amount: 900,
      currency: 'usd',
      payment_method: 'pm_card_visa',
    });
    // A plain card from the server: no browser, no captcha signal, no challenge.
    expect((await t.stripe.paymentIntents.confirm(pi.id)).status).toBe('succeeded');
  });

  it('attach_hcaptcha_token takes a passive token once, ahead of the confirmation', async () => {
    const pi = await t.stripe.paymentIntents.create({ amount: 700, currency: 'usd' });
    const token = await passiveToken();
    const attach = () =>
      t.request('POST', `/v1/payment_intents/${pi.id}/attach_hcaptcha_token`, {
        key: t.publishableKey,
        body: { client_secret: pi.client_secret!, passive_captcha_token: token },
      });
    expect((await attach()).body).toMatchObject({ payment_intent: pi.id, valid: true });
    expect((await attach()).body).toMatchObject({ valid: false });
    const stranger = await t.request('POST', `/v1/payment_intents/${pi.id}/attach_hcaptcha_token`, {
      key: t.publishableKey,
      body: { client_secret: 'nope', passive_captcha_token: token },
    });
    expect(stranger.status).toBe(404);
  });
});
