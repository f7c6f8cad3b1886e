import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { SHARE_TOKEN_TTL_SECONDS } from './share-token.js';
import { consumerCall, credentials, type Form, signUp, uniqueEmail } from './test-wallet.fixture.js';

const VISA: Form = {
  'card[number]': '4242 4242 4242 4242',
  'card[exp_month]': 12,
  'card[exp_year]': 34,
  'card[cvc]': '123',
  'billing_address[name]': 'Jenny Rosen',
  'billing_address[line_1]': '1 Main St',
  'billing_address[locality]': 'San Francisco',
  'billing_address[administrative_area]': 'CA',
  'billing_address[postal_code]': '94110',
  'billing_address[country_code]': 'us',
};

const SHARE_TOKEN = '/v1/consumers/payment_details/share_token';

describe.each(DATABASES)('sharing a Link card as a confirmation token on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());

  const call = (path: string, secret: string, form: Form = {}) =>
    consumerCall(t, path, { ...credentials(secret), ...form });

  const savedCard = async (secret: string, form: Form = {}) =>
    (await call('/v1/consumers/payment_details', secret, { ...VISA, ...form })).body
      .redacted_payment_details as {
      id: string;
      state: string;
    };

  const confirmWith = (confirmationToken: string) =>
    t.stripe.paymentIntents.create({
      amount: 1999,
      currency: 'usd',
      payment_method_types: ['card'],
      confirmation_token: confirmationToken,
      confirm: true,
    } as unknown as Stripe.PaymentIntentCreateParams);

  it('answers a short-lived confirmation token of the shared card; an intent confirms with it once', async () => {
    const { secret } = await signUp(t);
    const saved = await savedCard(secret);
    const res = await call(SHARE_TOKEN, secret, {
      id: saved.id,
      'payment_method_options[card][cvc]': '123',
      request_surface: 'web_elements',
    });
    expect(res.status).toBe(200);
    const token = res.body as Stripe.ConfirmationToken;
    expect(token).toMatchObject({
      id: expect.stringMatching(/^ctoken_/),
      object: 'confirmation_token',
      livemode: false,
      payment_intent: null,
      setup_intent: null,
      payment_method_preview: {
        type: 'card',
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
        billing_details: {
          name: 'Jenny Rosen',
          address: { line1: '1 Main St', city: 'San Francisco', postal_code: '94110', country: 'US' },
        },
      },
    });
    expect((token.expires_at ?? 0) - token.created).toBe(SHARE_TOKEN_TTL_SECONDS);
    // Neither the number nor the CVC is ever answered.
    expect(res.text).not.toContain('4242424242424242');
    expect(res.text).not.toContain('"123"');

    // The merchant's server sees the same token and pays with it.
    const seen = await t.stripe.confirmationTokens.retrieve(token.id);
    expect(seen.payment_method_preview?.card?.last4).toBe('4242');
    const intent = await confirmWith(token.id);
    expect(intent.status).toBe('succeeded');
    const pm = await t.stripe.paymentMethods.retrieve(intent.payment_method as string);
    expect(pm).toMatchObject({ type: 'card', card: { last4: '4242', brand: 'visa' } });
    expect(pm.card?.fingerprint).toBe(token.payment_method_preview?.card?.fingerprint);
    const used = await t.stripe.confirmationTokens.retrieve(token.id);
    expect(used.payment_intent).toBe(intent.id);

    // Single use: a second intent cannot confirm with it.
    await expect(confirmWith(token.id)).rejects.toMatchObject({ code: 'token_already_used' });
  });

  it('is refused without credentials, with unknown ones, and before the session is verified', async () => {
    const { secret } = await signUp(t);
    const saved = await savedCard(secret);

    const none = await consumerCall(t, SHARE_TOKEN, { id: saved.id });
    expect(none.status).toBe(403);
    expect(none.body.error.message).toBe('Consumer not logged in');

    const unknown = await call(SHARE_TOKEN, `csmrs_secret_${'x'.repeat(40)}`, { id: saved.id });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error.code).toBe('consumer_session_credentials_invalid');

    // A looked-up session of an existing account is not verified yet.
    const { secret: other, email } = await signUp(t, uniqueEmail('sharer'));
    await savedCard(other);
    const lookup = await consumerCall(t, '/v1/consumers/sessions/lookup', { email_address: email });
    const unverified = lookup.body.consumer_session.client_secret as string;
    const refused = await call(SHARE_TOKEN, unverified, { id: saved.id });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('consumer_verification_required');
  });

  it('refuses bad input with the errors of share', async () => {
    const { secret } = await signUp(t);
    const saved = await savedCard(secret);

    const noId = await call(SHARE_TOKEN, secret);
    expect(noId.status).toBe(400);
    expect(noId.body.error).toMatchObject({
      type: 'invalid_request_error',
      code: 'parameter_missing',
      param: 'id',
      message: 'No payment details id found during sharePaymentDetails',
    });
    const emptyId = await call(SHARE_TOKEN, secret, { id: '' });
    expect(emptyId.body.error.message).toBe('No payment details id found during sharePaymentDetails');
    // share itself says the same.
    const shareNoId = await call('/v1/consumers/payment_details/share', secret);
    expect(shareNoId.body.error.message).toBe('No payment details id found during sharePaymentDetails');

    const missing = await call(SHARE_TOKEN, secret, { id: 'csmrpd_nope' });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('resource_missing');

    const stranger = await signUp(t);
    expect((await call(SHARE_TOKEN, stranger.secret, { id: saved.id })).status).toBe(404);

    const badCvc = await call(SHARE_TOKEN, secret, {
      id: saved.id,
      'payment_method_options[card][cvc]': '1',
    });
    expect(badCvc.status).toBe(400);
    expect(badCvc.body.error).toMatchObject({
      code: 'invalid_cvc',
      param: 'payment_method_options[card][cvc]',
    });

    // Shared as Link's own payment method: the token previews a link payment method.
    const link = await call(SHARE_TOKEN, secret, { id: saved.id, expected_payment_method_type: 'link' });
    expect(link.status).toBe(200);
    expect(link.body.payment_method_preview).toMatchObject({
      type: 'link',
      link: { email: expect.any(String) },
    });
    const wrong = await call(SHARE_TOKEN, secret, {
      id: saved.id,
      expected_payment_method_type: 'us_bank_account',
    });
    expect(wrong.body.error.param).toBe('expected_payment_method_type');
  });

  it('a decline for insufficient funds through the token marks the saved card failed', async () => {
    const { secret } = await signUp(t);
    const broke = await savedCard(secret, { 'card[number]': '4000000000009995' });
    const token = (await call(SHARE_TOKEN, secret, { id: broke.id })).body as Stripe.ConfirmationToken;
    await expect(confirmWith(token.id)).rejects.toMatchObject({
      code: 'card_declined',
      decline_code: 'insufficient_funds',
    });
    const listed = await call('/v1/consumers/payment_details/list', secret);
    expect(listed.body.redacted_payment_details).toMatchObject([{ id: broke.id, state: 'FAILED' }]);
  });
});
