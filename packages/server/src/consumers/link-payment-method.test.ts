import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';
import { consumerCall, credentials, type Form, signUp } from './test-wallet.fixture.js';

const card = (number: string): Form => ({
  type: 'card',
  'card[number]': number,
  'card[exp_month]': 12,
  'card[exp_year]': 34,
  'card[cvc]': '123',
  'billing_address[name]': 'Jenny Rosen',
  'billing_address[country_code]': 'US',
  'billing_address[postal_code]': '94110',
});

describe.each(DATABASES)('the link payment method on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());

  // The API version's types leave out payment_method_types; the server takes it as Stripe does.
  const intent = (params: { amount: number; currency: string; [name: string]: unknown }) =>
    t.stripe.paymentIntents.create(params as Stripe.PaymentIntentCreateParams);

  const call = (path: string, secret: string, form: Form = {}) =>
    consumerCall(t, path, { ...credentials(secret), ...form });

  /** A saved detail of a new Link shopper, shared as Link shares it when the intent lists `link`. */
  async function sharedLink(form: Form): Promise<{ pm: Stripe.PaymentMethod; email: string }> {
    const { secret, email } = await signUp(t);
    const saved = await call('/v1/consumers/payment_details', secret, form);
    expect(saved.status).toBe(200);
    const shared = await call('/v1/consumers/payment_details/share', secret, {
      id: saved.body.redacted_payment_details.id,
      expected_payment_method_type: 'link',
    });
    expect(shared.status).toBe(200);
    return { pm: shared.body.payment_method as Stripe.PaymentMethod, email };
  }

  async function linkedBank(): Promise<string> {
    const session = await t.stripe.financialConnections.sessions.create({
      account_holder: { type: 'customer', customer: (await t.stripe.customers.create()).id },
      permissions: ['payment_method'],
    } as Stripe.FinancialConnections.SessionCreateParams);
    const body = (form: Form) => new URLSearchParams(form as Record<string, string>).toString();
    await t.request('POST', '/v1/link_account_sessions/sign_in', {
      key: t.publishableKey,
      body: body({ client_secret: session.client_secret!, institution: 'fcinst_test_success' }),
    });
    const chosen = await t.request('POST', '/v1/link_account_sessions/selected_accounts', {
      key: t.publishableKey,
      body: body({ client_secret: session.client_secret!, 'selected_accounts[0]': 'checking' }),
    });
    return chosen.body.data[0].id as string;
  }

  it('shares a saved card as a link payment method that pays with the card', async () => {
    const { pm, email } = await sharedLink(card('4242424242424242'));
    expect(pm).toMatchObject({ type: 'link', link: { email }, customer: null });
    expect(pm).not.toHaveProperty('card');
    const retrieved = await t.stripe.paymentMethods.retrieve(pm.id);
    expectValidResource('payment_method', retrieved);
    expect(retrieved.link?.email).toBe(email);

    const pi = await intent({
      amount: 2500,
      currency: 'usd',
      payment_method_types: ['card', 'link'],
    });
    const paid = await t.stripe.paymentIntents.confirm(pi.id, {
      payment_method: pm.id,
      expand: ['latest_charge'],
    });
    expect(paid.status).toBe('succeeded');
    expect(paid.payment_method).toBe(pm.id);
    const charge = paid.latest_charge as Stripe.Charge;
    expectValidResource('charge', charge);
    expect(charge.payment_method).toBe(pm.id);
    expect(charge.payment_method_details).toEqual({ type: 'link', link: { country: 'US' } });
    expect(charge.amount_captured).toBe(2500);
  });

  it("declines as the card does, with the card's decline code", async () => {
    const { pm } = await sharedLink(card('4000000000009995'));
    const pi = await intent({
      amount: 900,
      currency: 'usd',
      payment_method_types: ['card', 'link'],
    });
    const error = await t.stripe.paymentIntents.confirm(pi.id, { payment_method: pm.id }).catch((e) => e);
    expect(error).toMatchObject({
      type: 'StripeCardError',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
    });
    const after = await t.stripe.paymentIntents.retrieve(pi.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_payment_error?.payment_method?.type).toBe('link');
  });

  it('pays by instant debit from a saved bank account: succeeded at once, no microdeposits', async () => {
    const { secret } = await signUp(t);
    const saved = await call('/v1/consumers/payment_details', secret, {
      type: 'bank_account',
      'bank_account[financial_connections_account]': await linkedBank(),
      'billing_address[name]': 'Jenny Rosen',
    });
    const shared = await call('/v1/consumers/payment_details/share', secret, {
      id: saved.body.redacted_payment_details.id,
      expected_payment_method_type: 'link',
    });
    const pm = shared.body.payment_method as Stripe.PaymentMethod;
    expect(pm.type).toBe('link');
    const pi = await intent({
      amount: 4200,
      currency: 'usd',
      payment_method_types: ['card', 'link'],
    });
    const paid = await t.stripe.paymentIntents.confirm(pi.id, {
      payment_method: pm.id,
      expand: ['latest_charge'],
    });
    expect(paid.status).toBe('succeeded');
    expect((paid.latest_charge as Stripe.Charge).payment_method_details?.type).toBe('link');
  });

  it('is saved to the customer with setup_future_usage and charged again off session', async () => {
    const { pm } = await sharedLink(card('4242424242424242'));
    const customer = await t.stripe.customers.create();
    const first = await intent({
      amount: 1000,
      currency: 'usd',
      customer: customer.id,
      setup_future_usage: 'off_session',
      payment_method_types: ['card', 'link'],
    });
    expect((await t.stripe.paymentIntents.confirm(first.id, { payment_method: pm.id })).status).toBe(
      'succeeded',
    );
    const saved = await t.stripe.customers.listPaymentMethods(customer.id, { type: 'link' });
    expect(saved.data.map((m) => m.id)).toEqual([pm.id]);

    const again = await intent({
      amount: 1500,
      currency: 'usd',
      customer: customer.id,
      payment_method: pm.id,
      payment_method_types: ['card', 'link'],
      off_session: true,
      confirm: true,
    });
    expect(again.status).toBe('succeeded');
  });

  it('is set up on a SetupIntent for the customer and charged later off session', async () => {
    const { pm } = await sharedLink(card('4242424242424242'));
    const customer = await t.stripe.customers.create();
    const si = await t.stripe.setupIntents.create({
      customer: customer.id,
      payment_method_types: ['card', 'link'],
      usage: 'off_session',
    } as Stripe.SetupIntentCreateParams);
    const setUp = await t.stripe.setupIntents.confirm(si.id, { payment_method: pm.id });
    expectValidResource('setup_intent', setUp);
    expect(setUp).toMatchObject({ status: 'succeeded', payment_method: pm.id });
    expect((await t.stripe.paymentMethods.retrieve(pm.id)).customer).toBe(customer.id);
    const later = await intent({
      amount: 700,
      currency: 'usd',
      customer: customer.id,
      payment_method: pm.id,
      payment_method_types: ['card', 'link'],
      off_session: true,
      confirm: true,
      expand: ['latest_charge'],
    });
    expect(later.status).toBe('succeeded');
    expect((later.latest_charge as Stripe.Charge).payment_method_details?.type).toBe('link');
  });

  it('is used up after one payment when nobody saves it, and refused where link is not accepted', async () => {
    const { pm } = await sharedLink(card('4242424242424242'));
    const cardOnly = await intent({
      amount: 500,
      currency: 'usd',
      payment_method_types: ['card'],
    });
    const refused = await t.stripe.paymentIntents
      .confirm(cardOnly.id, { payment_method: pm.id })
      .catch((e) => e);
    expect(refused.raw.code).toBe('payment_intent_incompatible_payment_method');
    const pi = await intent({
      amount: 500,
      currency: 'usd',
      payment_method_types: ['card', 'link'],
    });
    await t.stripe.paymentIntents.confirm(pi.id, { payment_method: pm.id });
    const second = await intent({
      amount: 500,
      currency: 'usd',
      payment_method_types: ['card', 'link'],
    });
    const reused = await t.stripe.paymentIntents
      .confirm(second.id, { payment_method: pm.id })
      .catch((e) => e);
    expect(reused.message).toContain('may not be used again');
  });

  it('refuses a link payment method made without Link, with a Stripe-shaped error', async () => {
    const bare = await t.stripe.paymentMethods.create({ type: 'link' } as Stripe.PaymentMethodCreateParams);
    const pi = await intent({
      amount: 500,
      currency: 'usd',
      payment_method_types: ['card', 'link'],
    });
    const error = await t.stripe.paymentIntents.confirm(pi.id, { payment_method: bare.id }).catch((e) => e);
    expect(error.type).toBe('StripeInvalidRequestError');
    expect(error.message).toContain('no card or bank account saved in Link');
    expect((await t.stripe.paymentIntents.retrieve(pi.id)).status).toBe('requires_payment_method');
  });
});
