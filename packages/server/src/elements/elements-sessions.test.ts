import { IDEAL_BANKS } from '@payframe/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';

describe.each(DATABASES)('elements sessions on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database });
  });
  afterAll(async () => t?.close());

  const session = (query: string, key?: string | null) =>
    t.request('GET', `/v1/elements/sessions?${query}`, { key: key === undefined ? t.publishableKey : key });

  it('describes a payment intent from its client secret, as a publishable key sees it', async () => {
    const pi = await t.stripe.paymentIntents.create({
      amount: 2000,
      currency: 'eur',
      allowed_payment_method_types: ['card', 'sepa_debit', 'ideal'],
    });
    const res = await session(`client_secret=${pi.client_secret}&type=payment_element&locale=en`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      object: 'elements_session',
      livemode: false,
      ordered_payment_method_types_and_wallets: ['card', 'sepa_debit', 'ideal'],
      payment_method_preference: {
        object: 'payment_method_preference',
        type: 'payment_intent',
        country_code: 'US',
        payment_intent: { id: pi.id, amount: 2000, currency: 'eur', status: 'requires_payment_method' },
      },
      customer: null,
      merchant_country: 'US',
      merchant_currency: 'usd',
      unactivated_payment_method_types: [],
      shipping_address_settings: { autocomplete_allowed: true },
      card_brand_choice: { eligible: false, preferred_networks: [] },
      // Link pays with saved cards here; no bank debit, so no bank incentive either.
      link_settings: { link_funding_sources: ['CARD'], link_consumer_incentive: null },
    });
    expect(res.body.id).toMatch(/^elses_/);
    expect(res.body.account_id).toMatch(/^acct_/);
    // The publishable view: no metadata, no customer id beyond what Stripe shows.
    expect(res.body.payment_method_preference.payment_intent.metadata).toBeUndefined();
    const specs = res.body.payment_method_specs as {
      type: string;
      fields: { type: string; items?: unknown[] }[];
    }[];
    expect(specs.map((s) => s.type)).toEqual(['card', 'sepa_debit', 'ideal']);
    expect(specs[1]!.fields.map((f) => f.type)).toEqual(['name', 'email', 'iban', 'mandate']);
    expect(specs[2]!.fields[0]!.items).toHaveLength(IDEAL_BANKS.length);
  });

  it('offers the automatic payment methods the currency allows', async () => {
    const eur = await t.stripe.paymentIntents.create({
      amount: 1500,
      currency: 'eur',
      automatic_payment_methods: { enabled: true },
    });
    const res = await session(`client_secret=${eur.client_secret}`);
    const types = res.body.ordered_payment_method_types_and_wallets as string[];
    expect(types[0]).toBe('card');
    expect(types).toEqual(
      expect.arrayContaining(['sepa_debit', 'ideal', 'bancontact', 'eps', 'giropay', 'p24', 'sofort']),
    );

    const usd = await t.stripe.paymentIntents.create({
      amount: 1500,
      currency: 'usd',
      automatic_payment_methods: { enabled: true },
    });
    const usdSession = await session(`client_secret=${usd.client_secret}`);
    // PayPal pays in dollars but is only offered when named; of the buy now, pay later methods,
    // Klarna lends 15.00, Affirm starts at 50.00 and Afterpay needs the intent's shipping address.
    expect(usdSession.body.ordered_payment_method_types_and_wallets).toEqual(['card', 'klarna']);
  });

  it('describes a setup intent', async () => {
    const si = await t.stripe.setupIntents.create({ allowed_payment_method_types: ['card', 'sepa_debit'] });
    const res = await session(`client_secret=${si.client_secret}`);
    expect(res.status).toBe(200);
    expect(res.body.payment_method_preference).toMatchObject({
      type: 'setup_intent',
      setup_intent: { id: si.id, status: 'requires_payment_method' },
    });
    expect(res.body.ordered_payment_method_types_and_wallets).toEqual(['card', 'sepa_debit']);
  });

  it('refuses a client secret that does not match, or is malformed, with Stripe 400s', async () => {
    const pi = await t.stripe.paymentIntents.create({ amount: 1000, currency: 'usd' });
    const wrong = await session(`client_secret=${pi.id}_secret_wrongwrongwrong`);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({
      type: 'invalid_request_error',
      code: 'payment_intent_invalid_parameter',
      param: 'client_secret',
    });
    expect(wrong.body.error.message).toContain('does not match any associated PaymentIntent');

    const malformed = await session('client_secret=nonsense');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatchObject({ type: 'invalid_request_error', param: 'client_secret' });

    const missing = await session('client_secret=pi_doesnotexist123_secret_abc');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('resource_missing');

    const neither = await session('type=payment_element');
    expect(neither.status).toBe(400);
    expect(neither.body.error.message).toContain('client_secret or deferred_intent');
  });

  it('answers a deferred payment intent with the types it names or the automatic ones', async () => {
    const named = await session(
      'deferred_intent[mode]=payment&deferred_intent[amount]=5000&deferred_intent[currency]=eur' +
        '&deferred_intent[payment_method_types][]=card&deferred_intent[payment_method_types][]=ideal' +
        '&deferred_intent[capture_method]=manual&deferred_intent[setup_future_usage]=off_session',
    );
    expect(named.status).toBe(200);
    expect(named.body.ordered_payment_method_types_and_wallets).toEqual(['card', 'ideal']);
    expect(named.body.payment_method_preference).toMatchObject({
      type: 'deferred_intent',
      deferred_intent: {
        mode: 'payment',
        amount: 5000,
        currency: 'eur',
        capture_method: 'manual',
        setup_future_usage: 'off_session',
        status: 'requires_payment_method',
      },
    });

    const automatic = await session(
      'deferred_intent[mode]=payment&deferred_intent[amount]=5000&deferred_intent[currency]=usd',
    );
    // A deferred intent has no shipping address: no Afterpay among the automatic methods.
    expect(automatic.body.ordered_payment_method_types_and_wallets).toEqual(['card', 'klarna', 'affirm']);

    const setup = await session('deferred_intent[mode]=setup&deferred_intent[currency]=eur');
    expect(setup.status).toBe(200);
    expect(setup.body.ordered_payment_method_types_and_wallets).toEqual(['card', 'sepa_debit']);
  });

  it('offers Link beside card, with its settings on, and only there', async () => {
    const pi = await t.stripe.paymentIntents.create({
      amount: 4000,
      currency: 'eur',
      allowed_payment_method_types: ['card', 'paypal', 'link'],
    });
    const withLink = await session(`client_secret=${pi.client_secret}`);
    expect(withLink.body.ordered_payment_method_types_and_wallets).toEqual(['card', 'paypal', 'link']);
    expect(withLink.body.link_settings).toMatchObject({ link_enabled: true });
    expect(withLink.body.unactivated_payment_method_types).toEqual([]);
    // Link has no form of its own: no spec.
    expect((withLink.body.payment_method_specs as { type: string }[]).map((s) => s.type)).toEqual([
      'card',
      'paypal',
    ]);
    const without = await session(
      'deferred_intent[mode]=payment&deferred_intent[amount]=5000&deferred_intent[currency]=usd' +
        '&deferred_intent[payment_method_types][]=card',
    );
    expect(without.body.link_settings).toMatchObject({ link_enabled: false });
  });

  it('runs the session checks of docs/elements.md#validation', async () => {
    const noType = await session(
      'deferred_intent[mode]=payment&deferred_intent[amount]=5000&deferred_intent[currency]=usd' +
        '&deferred_intent[payment_method_types][]=ideal',
    );
    expect(noType.status).toBe(400);
    expect(noType.body.error.message).toBe(
      'No valid payment method types for this configuration. Please ensure that you have activated payment methods compatible with your chosen currency (usd).',
    );

    const linkOnly = await session(
      'deferred_intent[mode]=payment&deferred_intent[amount]=5000&deferred_intent[currency]=usd' +
        '&deferred_intent[payment_method_types][]=link',
    );
    expect(linkOnly.status).toBe(400);
    expect(linkOnly.body.error.message).toBe(
      'To use link with the PaymentElement, please pass both link and card as payment_method_types.',
    );

    // Below the minimum: reported in payment mode (the amount may still change), refused otherwise.
    const small = await session(
      'deferred_intent[mode]=payment&deferred_intent[amount]=10&deferred_intent[currency]=usd',
    );
    expect(small.status).toBe(200);
    expect(small.body.amount_below_minimum).toBe(true);
    const smallSetup = await session(
      'deferred_intent[mode]=setup&deferred_intent[amount]=10&deferred_intent[currency]=usd',
    );
    expect(smallSetup.status).toBe(400);
    expect(smallSetup.body.error.message).toBe(
      'The amount 10 is below the minimum charge amount for usd: 50.',
    );

    const noAmount = await session('deferred_intent[mode]=payment&deferred_intent[currency]=usd');
    expect(noAmount.status).toBe(400);
    expect(noAmount.body.error.param).toBe('deferred_intent[amount]');

    const badMode = await session(
      'deferred_intent[mode]=rent&deferred_intent[amount]=100&deferred_intent[currency]=usd',
    );
    expect(badMode.status).toBe(400);

    const unknown = await session(
      'deferred_intent[mode]=payment&deferred_intent[amount]=100&deferred_intent[currency]=usd&nope=1',
    );
    expect(unknown.body.error.message).toBe('Received unknown parameter: nope');
  });

  it('needs a key, and takes it as the `key` query parameter too', async () => {
    const query = 'deferred_intent[mode]=payment&deferred_intent[amount]=5000&deferred_intent[currency]=usd';
    expect((await session(query, null)).status).toBe(401);
    const byParam = await session(`${query}&key=${t.publishableKey}`, null);
    expect(byParam.status).toBe(200);
  });

  it('lists the customer session customer’s saved methods, at most 3 distinct fingerprints', async () => {
    const customer = await t.stripe.customers.create({ email: 'saved@example.com' });
    for (const pm of [
      'pm_card_visa',
      'pm_card_visa',
      'pm_card_mastercard',
      'pm_card_amex',
      'pm_card_discover',
    ]) {
      const attached = await t.stripe.paymentMethods.attach(pm, { customer: customer.id });
      await t.stripe.paymentMethods.update(attached.id, { allow_redisplay: 'always' });
    }
    const cs = await t.stripe.customerSessions.create({
      customer: customer.id,
      components: {
        payment_element: {
          enabled: true,
          features: { payment_method_redisplay: 'enabled', payment_method_redisplay_limit: 10 } as never,
        },
      },
    });
    const pi = await t.stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      customer: customer.id,
      allowed_payment_method_types: ['card'],
    });
    const res = await session(
      `client_secret=${pi.client_secret}&customer_session_client_secret=${cs.client_secret}`,
    );
    expect(res.status).toBe(200);
    const methods = res.body.customer.payment_methods as { card: { fingerprint: string; brand: string } }[];
    expect(methods).toHaveLength(3);
    expect(new Set(methods.map((m) => m.card.fingerprint)).size).toBe(3);
    expect(methods.map((m) => m.card.brand)).toEqual(['discover', 'amex', 'mastercard']);
    expect(res.body.customer.customer_session).toMatchObject({
      customer: customer.id,
      api_key: cs.client_secret,
      components: { payment_element: { enabled: true, features: { payment_method_redisplay: 'enabled' } } },
    });

    const bogus = await session(
      `client_secret=${pi.client_secret}&customer_session_client_secret=cuss_secret_nope`,
    );
    expect(bogus.status).toBe(400);
    expect(bogus.body.error.param).toBe('customer_session_client_secret');

    const other = await t.stripe.customers.create();
    const otherPi = await t.stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      customer: other.id,
    });
    const mismatch = await session(
      `client_secret=${otherPi.client_secret}&customer_session_client_secret=${cs.client_secret}`,
    );
    expect(mismatch.status).toBe(400);

    const subscription = await session(
      `deferred_intent[mode]=subscription&deferred_intent[amount]=1000&deferred_intent[currency]=usd&customer_session_client_secret=${cs.client_secret}`,
    );
    expect(subscription.body.error.message).toBe(
      'You cannot specify a customerSessionClientSecret while using Subscriptions.',
    );
  });

  it('shows no saved methods when redisplay is off', async () => {
    const customer = await t.stripe.customers.create();
    await t.stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const cs = await t.stripe.customerSessions.create({
      customer: customer.id,
      components: { payment_element: { enabled: true } },
    });
    const res = await session(
      `deferred_intent[mode]=payment&deferred_intent[amount]=1000&deferred_intent[currency]=usd&customer_session_client_secret=${cs.client_secret}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.customer.payment_methods).toEqual([]);
  });
});
