import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';
import { consumerCall, credentials, type Form, signUp, uniqueEmail } from './test-wallet.fixture.js';

const MANDATE = {
  customer_acceptance: {
    type: 'online',
    online: { ip_address: '203.0.113.7', user_agent: 'Mozilla/5.0' },
  },
};

const VISA: Form = {
  type: 'card',
  'card[number]': '4242424242424242',
  'card[exp_month]': 12,
  'card[exp_year]': 34,
  'card[cvc]': '123',
  'billing_address[name]': 'Jenny Rosen',
  'billing_address[country_code]': 'US',
  'billing_address[postal_code]': '94110',
};

describe.each(DATABASES)('bank accounts in the Link wallet on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());

  const call = (path: string, secret: string, form: Form = {}) =>
    consumerCall(t, path, { ...credentials(secret), ...form });

  /** Links the test bank's checking account with the payment_method permission, as the modal does. */
  async function linkedAccount(permissions = ['payment_method']): Promise<string> {
    const session = await t.stripe.financialConnections.sessions.create({
      account_holder: { type: 'customer', customer: (await t.stripe.customers.create()).id },
      permissions,
    } as Stripe.FinancialConnections.SessionCreateParams);
    const body = (form: Form) =>
      Object.entries(form)
        .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
        .join('&');
    await t.request('POST', '/v1/link_account_sessions/sign_in', {
      key: t.publishableKey,
      body: body({ client_secret: session.client_secret!, institution: 'fcinst_test_success' }),
    });
    const chosen = await t.request('POST', '/v1/link_account_sessions/selected_accounts', {
      key: t.publishableKey,
      body: body({ client_secret: session.client_secret!, 'selected_accounts[0]': 'checking' }),
    });
    expect(chosen.status).toBe(200);
    return chosen.body.data[0].id as string;
  }

  it('saves a linked bank account beside the cards, lists it to callers that take bank accounts, and pays with it', async () => {
    const { secret, email } = await signUp(t);
    await call('/v1/consumers/payment_details', secret, VISA);
    const account = await linkedAccount();
    const saved = await call('/v1/consumers/payment_details', secret, {
      type: 'bank_account',
      'bank_account[financial_connections_account]': account,
      'billing_address[name]': 'Jenny Rosen',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.redacted_payment_details).toMatchObject({
      id: expect.stringMatching(/^csmrpd_/),
      type: 'BANK_ACCOUNT',
      is_default: false,
      state: 'VERIFIED',
      bank_account_details: {
        bank_name: 'STRIPE TEST BANK',
        last4: '6789',
        account_type: 'checking',
        linked_account: account,
        is_instant_debits_eligible: true,
        is_networking_share_disabled: false,
      },
      billing_email_address: email,
    });
    expect(saved.body.redacted_payment_details).not.toHaveProperty('card_details');
    expect(saved.text).not.toContain('000123456789');

    const both = await call('/v1/consumers/payment_details/list', secret, {
      'types[0]': 'card',
      'types[1]': 'bank_account',
    });
    expect(both.body.redacted_payment_details.map((d: { type: string }) => d.type).sort()).toEqual([
      'BANK_ACCOUNT',
      'CARD',
    ]);
    // A caller that only takes cards (the Payment Element's card wallet) is not offered the bank.
    const cards = await call('/v1/consumers/payment_details/list', secret, { 'types[0]': 'card' });
    expect(cards.body.redacted_payment_details.map((d: { type: string }) => d.type)).toEqual(['CARD']);
    const lookup = await consumerCall(t, '/v1/consumers/sessions/lookup', {
      email_address: email,
      'supported_payment_details_types[0]': 'CARD',
      'supported_payment_details_types[1]': 'BANK_ACCOUNT',
    });
    expect(lookup.body.exists).toBe(true);

    const cardFields = await call(
      `/v1/consumers/payment_details/${saved.body.redacted_payment_details.id}`,
      secret,
      {
        exp_month: 3,
      },
    );
    expect(cardFields.status).toBe(400);
    expect(cardFields.body.error.param).toBe('exp_month');

    const pi = await t.stripe.paymentIntents.create({
      amount: 2500,
      currency: 'usd',
      payment_method_types: ['us_bank_account'],
    } as Stripe.PaymentIntentCreateParams);
    const wrongType = await call('/v1/consumers/payment_details/share', secret, {
      id: saved.body.redacted_payment_details.id,
      expected_payment_method_type: 'card',
    });
    expect(wrongType.body.error.param).toBe('expected_payment_method_type');
    const shared = await call('/v1/consumers/payment_details/share', secret, {
      id: saved.body.redacted_payment_details.id,
      expected_payment_method_type: 'us_bank_account',
    });
    expect(shared.status).toBe(200);
    const pm = shared.body.payment_method as Stripe.PaymentMethod;
    expectValidResource('payment_method', pm);
    expect(pm).toMatchObject({
      type: 'us_bank_account',
      billing_details: { name: 'Jenny Rosen', email },
      us_bank_account: {
        bank_name: 'STRIPE TEST BANK',
        last4: '6789',
        routing_number: '110000000',
        financial_connections_account: account,
      },
    });

    // Linked at its bank, the account is debited at once: processing, then succeeded.
    const confirmed = await t.stripe.paymentIntents.confirm(pi.id, {
      payment_method: pm.id,
      mandate_data: MANDATE,
    } as Stripe.PaymentIntentConfirmParams);
    expect(confirmed.status).toBe('processing');
    expect(confirmed.next_action).toBeNull();
    const mandate = await t.stripe.mandates.retrieve(
      (await t.stripe.charges.retrieve(confirmed.latest_charge as string)).payment_method_details!
        .us_bank_account!.mandate as string,
    );
    expect(mandate).toMatchObject({ status: 'active', customer_acceptance: { type: 'online' } });
    const settled = await t.request('POST', '/v1/test_helpers/bank_debits/settle', {
      body: { payment_intent: pi.id },
    });
    expect(settled.status).toBe(200);
    expect((await t.stripe.paymentIntents.retrieve(pi.id)).status).toBe('succeeded');
  });

  it('does not share a bank account whose link was disconnected', async () => {
    const { secret } = await signUp(t);
    const account = await linkedAccount();
    const saved = await call('/v1/consumers/payment_details', secret, {
      type: 'bank_account',
      'bank_account[financial_connections_account]': account,
    });
    await t.stripe.financialConnections.accounts.disconnect(account);
    const shared = await call('/v1/consumers/payment_details/share', secret, {
      id: saved.body.redacted_payment_details.id,
    });
    expect(shared.status).toBe(400);
    expect(shared.body.error.message).toBe(
      'This bank account is no longer linked: link it again to pay with it.',
    );
  });

  it('refuses accounts linked without the payment_method permission, and bank accounts to a disable_bank wallet', async () => {
    const { secret } = await signUp(t);
    const balancesOnly = await call('/v1/consumers/payment_details', secret, {
      type: 'bank_account',
      'bank_account[financial_connections_account]': await linkedAccount(['balances']),
    });
    expect(balancesOnly.status).toBe(400);
    expect(balancesOnly.body.error.param).toBe('bank_account[financial_connections_account]');
    const missing = await call('/v1/consumers/payment_details', secret, { type: 'bank_account' });
    expect(missing.body.error).toMatchObject({
      code: 'parameter_missing',
      param: 'bank_account[financial_connections_account]',
    });

    const disabled = await signUp(t, uniqueEmail('disable_bank'));
    const refused = await call('/v1/consumers/payment_details', disabled.secret, {
      type: 'bank_account',
      'bank_account[financial_connections_account]': await linkedAccount(),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('This Link account cannot save bank accounts.');
    const session = await consumerCall(t, '/v1/consumers/sessions/lookup', { email_address: disabled.email });
    expect(session.body.consumer_session.support_payment_details_types).toEqual(['CARD']);
    const other = await consumerCall(t, '/v1/consumers/sessions/lookup', { email_address: uniqueEmail() });
    expect(other.body.exists).toBe(false);
    const enabled = await call('/v1/consumers/payment_details/list', secret, { 'types[0]': 'bank_account' });
    expect(enabled.body.redacted_payment_details).toEqual([]);
  });
});
