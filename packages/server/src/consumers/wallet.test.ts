import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';
import { consumerCall, credentials, type Form, signUp, verifiedSession } from './test-wallet.fixture.js';

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

describe.each(DATABASES)('the Link wallet on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());

  const call = (path: string, secret: string, form: Form = {}, method?: 'POST' | 'DELETE') =>
    consumerCall(t, path, { ...credentials(secret), ...form }, method ? { method } : {});

  it('saves cards, keeps one default, updates and deletes them; the number is never answered', async () => {
    const { secret, email } = await signUp(t);
    const first = await call('/v1/consumers/payment_details', secret, { ...VISA, type: 'card' });
    expect(first.status).toBe(200);
    const saved = first.body.redacted_payment_details;
    expect(saved).toMatchObject({
      id: expect.stringMatching(/^csmrpd_/),
      type: 'CARD',
      is_default: true,
      state: 'VERIFIED',
      card_details: {
        brand: 'visa',
        last4: '4242',
        exp_month: 12,
        exp_year: 2034,
        checks: { cvc_check: 'PASS', address_postal_code_check: 'PASS' },
      },
      billing_address: { name: 'Jenny Rosen', country_code: 'US', postal_code: '94110' },
      billing_email_address: email,
    });
    expect(first.text).not.toContain('4242424242424242');
    expect(first.text).not.toContain('"123"');

    const second = await call('/v1/consumers/payment_details', secret, {
      ...VISA,
      'card[number]': '5555555555554444',
      is_default: true,
      nickname: 'Work',
    });
    expect(second.body.redacted_payment_details).toMatchObject({ is_default: true, nickname: 'Work' });
    const list = await call('/v1/consumers/payment_details/list', secret, { 'types[0]': 'card' });
    expect(
      list.body.redacted_payment_details.map((d: { is_default: boolean }) => d.is_default).sort(),
    ).toEqual([false, true]);

    const updated = await call(`/v1/consumers/payment_details/${saved.id}`, secret, {
      exp_month: 1,
      exp_year: 2035,
      'billing_address[postal_code]': '10001',
      is_default: true,
    });
    expect(updated.body.redacted_payment_details).toMatchObject({
      is_default: true,
      card_details: { exp_month: 1, exp_year: 2035 },
      billing_address: { name: 'Jenny Rosen', postal_code: '10001' },
    });
    const badExpiry = await call(`/v1/consumers/payment_details/${saved.id}`, secret, { exp_year: 2001 });
    expect(badExpiry.body.error.code).toBe('invalid_expiry_year');
    const badCard = await call('/v1/consumers/payment_details', secret, {
      ...VISA,
      'card[number]': '4242424242424241',
    });
    expect(badCard.status).toBe(402);
    expect(badCard.body.error.code).toBe('incorrect_number');

    const removed = await call(`/v1/consumers/payment_details/${saved.id}`, secret, {}, 'DELETE');
    expect(removed.body).toEqual({ id: saved.id, deleted: true });
    const after = await call('/v1/consumers/payment_details/list', secret);
    expect(after.body.redacted_payment_details).toMatchObject([
      { id: second.body.redacted_payment_details.id, is_default: true },
    ]);
    const gone = await call(`/v1/consumers/payment_details/${saved.id}`, secret, { nickname: 'x' });
    expect(gone.status).toBe(404);

    // Another consumer cannot see or share it.
    const stranger = await signUp(t);
    const id = second.body.redacted_payment_details.id;
    expect((await call('/v1/consumers/payment_details/share', stranger.secret, { id })).status).toBe(404);
  });

  it('shares a saved card as a card PaymentMethod the merchant confirms an intent with', async () => {
    const { secret } = await signUp(t);
    const saved = (await call('/v1/consumers/payment_details', secret, VISA)).body.redacted_payment_details;
    const shared = await call('/v1/consumers/payment_details/share', secret, {
      id: saved.id,
      expected_payment_method_type: 'card',
      'payment_method_options[card][cvc]': '123',
      'metadata[order]': '42',
      'expand[0]': 'payment_method',
    });
    expect(shared.status).toBe(200);
    const pm = shared.body.payment_method as Stripe.PaymentMethod;
    expect(shared.body.id).toBe(pm.id);
    expectValidResource('payment_method', pm);
    expect(pm).toMatchObject({
      type: 'card',
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
      billing_details: { name: 'Jenny Rosen', address: { city: 'San Francisco', country: 'US' } },
      metadata: { order: '42' },
    });
    const seen = await t.stripe.paymentMethods.retrieve(pm.id);
    expect(seen.card?.fingerprint).toBe(pm.card?.fingerprint);
    const intent = await t.stripe.paymentIntents.create({
      amount: 1999,
      currency: 'usd',
      payment_method: pm.id,
      payment_method_types: ['card'],
      confirm: true,
    } as unknown as Stripe.PaymentIntentCreateParams);
    expect(intent.status).toBe('succeeded');

    const declined = (
      await call('/v1/consumers/payment_details', secret, { ...VISA, 'card[number]': '4000000000009995' })
    ).body.redacted_payment_details;
    const broke = (await call('/v1/consumers/payment_details/share', secret, { id: declined.id })).body
      .payment_method;
    await expect(
      t.stripe.paymentIntents.create({
        amount: 1999,
        currency: 'usd',
        payment_method: broke.id,
        payment_method_types: ['card'],
        confirm: true,
      } as unknown as Stripe.PaymentIntentCreateParams),
    ).rejects.toMatchObject({ code: 'card_declined', decline_code: 'insufficient_funds' });
    // The wallet offers another card next time: this one is marked failed.
    const listed = await call('/v1/consumers/payment_details/list', secret);
    const states = Object.fromEntries(
      listed.body.redacted_payment_details.map((d: { id: string; state: string }) => [d.id, d.state]),
    );
    expect(states).toEqual({ [saved.id]: 'VERIFIED', [declined.id]: 'FAILED' });
  });

  it('keeps shipping addresses with one default', async () => {
    const { secret } = await signUp(t);
    const home = await call('/v1/consumers/shipping_addresses', secret, {
      'address[name]': 'Jenny Rosen',
      'address[line_1]': '1 Main St',
      'address[locality]': 'Berlin',
      'address[postal_code]': '10115',
      'address[country_code]': 'DE',
    });
    expect(home.status).toBe(200);
    expect(home.body.shipping_address).toMatchObject({
      id: expect.stringMatching(/^csmrsa_/),
      is_default: true,
      address: { name: 'Jenny Rosen', line_1: '1 Main St', country_code: 'DE', line_2: null },
    });
    const work = await call('/v1/consumers/shipping_addresses', secret, {
      'address[line_1]': '2 Office Rd',
      'address[country_code]': 'DE',
      is_default: true,
    });
    const id = home.body.shipping_address.id as string;
    const updated = await call(`/v1/consumers/shipping_addresses/${id}`, secret, {
      'address[line_2]': 'Apt 3',
    });
    expect(updated.body.shipping_address).toMatchObject({
      is_default: false,
      address: { line_1: '1 Main St', line_2: 'Apt 3' },
    });
    const list = await call('/v1/consumers/shipping_addresses/list', secret);
    expect(list.body.shipping_addresses).toHaveLength(2);
    await call(`/v1/consumers/shipping_addresses/${work.body.shipping_address.id}`, secret, {}, 'DELETE');
    const left = await call('/v1/consumers/shipping_addresses/list', secret);
    expect(left.body.shipping_addresses).toMatchObject([{ id, is_default: true }]);
    const missing = await call('/v1/consumers/shipping_addresses/csmrsa_nope', secret, {}, 'DELETE');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Could not find expected shipping address by id');
    const plans = await call('/v1/consumers/payment_plans/list', secret);
    expect(plans.body).toEqual({ payment_plans: [] });
  });

  it('lists no saved details in a lookup until the session is verified, then all of them', async () => {
    const { secret, email } = await signUp(t);
    await call('/v1/consumers/payment_details', secret, VISA);
    await call('/v1/consumers/shipping_addresses', secret, {
      'address[name]': 'Jenny Rosen',
      'address[country_code]': 'US',
    });
    const found = await consumerCall(t, '/v1/consumers/sessions/lookup', { email_address: email });
    expect(found.body.exists).toBe(true);
    expect(found.body.redacted_payment_details).toEqual([]);
    expect(found.body.shipping_addresses).toEqual([]);
    const verified = await verifiedSession(t, email);
    const shown = await consumerCall(t, '/v1/consumers/sessions/lookup', {
      'cookies[verification_session_client_secrets][0]': verified,
    });
    expect(shown.body.redacted_payment_details).toMatchObject([
      { billing_address: { name: 'Jenny Rosen', line_1: '1 Main St' }, billing_email_address: email },
    ]);
    expect(shown.body.consumer_session.unredacted_phone_number).toBe('+14155550123');
  });

  it('answers wallet-config, with consumer_info for a signed-in auth session secret', async () => {
    const { authSecret, email } = await signUp(t);
    const plain = await consumerCall(
      t,
      '/v1/elements/wallet-config',
      { elements_session_id: 'elements_session_1' },
      { method: 'GET' },
    );
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({
      link_available: true,
      apple_pay_available: { payment_request_button: false },
      experiments: { elements_session_id: 'elements_session_1' },
      consumer_info: null,
    });
    const signedIn = await consumerCall(t, '/v1/elements/wallet-config', {
      auth_session_client_secret: authSecret,
    });
    expect(signedIn.body.consumer_info).toMatchObject({
      consumer_session: { email_address: email, verification_sessions: [{ type: 'SIGNUP' }] },
      redacted_payment_details: [],
      auth_session_client_secret: authSecret,
      publishable_key: t.publishableKey,
      available_passkeys: [],
    });
    const forged = await consumerCall(t, '/v1/elements/wallet-config', {
      auth_session_client_secret: `csmras_secret_${'x'.repeat(40)}`,
    });
    expect(forged.body.consumer_info).toBeNull();
  });
});
