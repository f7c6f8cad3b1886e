import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';

/**
 * Financial Connections: a merchant's session, the calls the linking modal makes with the
 * publishable key and the session's client secret (test institutions, sign-in, choosing
 * accounts, typing one in, completing), the accounts it linked, and an intent paid from one.
 */

const MANDATE = {
  customer_acceptance: { type: 'online', online: { ip_address: '203.0.113.7', user_agent: 'Mozilla/5.0' } },
} as Stripe.PaymentIntentConfirmParams.MandateData;

/** Form-encodes nested objects and arrays with brackets, as Stripe.js sends them. */
function form(body: Record<string, unknown>): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    } else pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  };
  for (const [key, value] of Object.entries(body)) add(key, value);
  return pairs.join('&');
}

describe.each(DATABASES)('Financial Connections on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());

  /** A call the modal makes: publishable key, the session's client secret in the body. */
  async function modal(path: string, body: Record<string, unknown>) {
    return t.request('POST', path, { key: t.publishableKey, body: form(body) });
  }

  it('a merchant session links the accounts the shopper chooses at the test bank, with balances', async () => {
    const customer = await t.stripe.customers.create({ email: 'jenny@example.com' });
    const session = await t.stripe.financialConnections.sessions.create({
      account_holder: { type: 'customer', customer: customer.id },
      permissions: ['balances', 'payment_method'],
      filters: { countries: ['US'] },
    } as Stripe.FinancialConnections.SessionCreateParams);
    expect(session).toMatchObject({
      object: 'financial_connections.session',
      client_secret: expect.stringMatching(/^fcsess_\w+_secret_\w+$/),
      permissions: ['balances', 'payment_method'],
      accounts: { data: [] },
    });
    expect(session).not.toHaveProperty('state');

    const manifest = await modal('/v1/financial_connections/sessions/synchronize', {
      client_secret: session.client_secret,
    });
    expect(manifest.status).toBe(200);
    expect(manifest.body.institutions.map((i: { id: string }) => i.id)).toEqual([
      'fcinst_test_success',
      'fcinst_test_oauth',
      'fcinst_test_sign_in_fails',
      'fcinst_test_down',
      'fcinst_test_no_accounts',
    ]);
    expect(manifest.body.manual_entry).toBe(false);

    // A wrong secret finds nothing.
    expect(
      (
        await modal('/v1/link_account_sessions/sign_in', {
          client_secret: `${session.id}_secret_nope`,
          institution: 'fcinst_test_success',
        })
      ).status,
    ).toBe(404);

    const down = await modal('/v1/link_account_sessions/sign_in', {
      client_secret: session.client_secret,
      institution: 'fcinst_test_down',
    });
    expect(down).toMatchObject({ status: 400, body: { error: { code: 'institution_unavailable' } } });
    const refused = await modal('/v1/link_account_sessions/sign_in', {
      client_secret: session.client_secret,
      institution: 'fcinst_test_sign_in_fails',
    });
    expect(refused.body.error.code).toBe('institution_login_failed');
    const none = await modal('/v1/link_account_sessions/sign_in', {
      client_secret: session.client_secret,
      institution: 'fcinst_test_no_accounts',
    });
    expect(none.body.error.code).toBe('no_eligible_accounts');

    const signedIn = await modal('/v1/link_account_sessions/sign_in', {
      client_secret: session.client_secret,
      institution: 'fcinst_test_success',
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.accounts[0]).toEqual({
      id: 'checking',
      display_name: 'Everyday Checking',
      subcategory: 'checking',
      last4: '6789',
      balance: 524000,
      currency: 'usd',
      eligible: true,
    });
    const chosen = await modal('/v1/link_account_sessions/selected_accounts', {
      client_secret: session.client_secret,
      selected_accounts: ['checking', 'savings'],
    });
    expect(chosen.status).toBe(200);
    const done = await modal('/v1/link_account_sessions/complete', { client_secret: session.client_secret });
    expect(done.body).toMatchObject({
      status: 'completed',
      accounts: { data: [{ last4: '6789' }, { last4: '4321' }] },
    });

    const again = await t.stripe.financialConnections.sessions.retrieve(session.id);
    expect(again.accounts.data).toHaveLength(2);
    const listed = await t.stripe.financialConnections.accounts.list({
      account_holder: { customer: customer.id },
    });
    expect(listed.data.map((a) => a.subcategory).sort()).toEqual(['checking', 'savings']);
    const checking = listed.data.find((a) => a.subcategory === 'checking')!;
    expect(checking).toMatchObject({
      object: 'financial_connections.account',
      institution_name: 'Payframe Test Bank',
      status: 'active',
      balance: { current: { usd: 524000 }, type: 'cash' },
      supported_payment_method_types: ['us_bank_account'],
    });
    const refreshed = await t.stripe.financialConnections.accounts.refresh(checking.id, {
      features: ['balance'],
    });
    expect(refreshed.balance_refresh?.status).toBe('succeeded');
    await expect(
      t.stripe.financialConnections.accounts.refresh(checking.id, { features: ['ownership'] }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'features' });

    // A payment method made of the linked account is verified: the debit goes at once.
    const pm = await t.stripe.paymentMethods.create({
      type: 'us_bank_account',
      us_bank_account: { financial_connections_account: checking.id },
      billing_details: { name: 'Jenny Rosen' },
    } as Stripe.PaymentMethodCreateParams);
    expectValidResource('payment_method', pm);
    expect(pm.us_bank_account).toMatchObject({
      financial_connections_account: checking.id,
      last4: '6789',
      routing_number: '110000000',
      bank_name: 'STRIPE TEST BANK',
    });
    const pi = await t.stripe.paymentIntents.create({
      amount: 2000,
      currency: 'usd',
      payment_method_types: ['us_bank_account'],
      payment_method: pm.id,
      payment_method_options: { us_bank_account: { verification_method: 'instant' } },
      mandate_data: MANDATE,
      confirm: true,
    } as Stripe.PaymentIntentCreateParams);
    expect(pi.status).toBe('processing');

    const gone = await t.stripe.financialConnections.accounts.disconnect(checking.id);
    expect(gone.status).toBe('disconnected');
    await expect(
      t.stripe.paymentMethods.create({
        type: 'us_bank_account',
        us_bank_account: { financial_connections_account: checking.id },
        billing_details: { name: 'Jenny Rosen' },
      } as Stripe.PaymentMethodCreateParams),
    ).rejects.toMatchObject({ statusCode: 400, param: 'us_bank_account[financial_connections_account]' });
  });

  it('the OAuth test institution asks for consent on its hosted page first', async () => {
    const session = await t.stripe.financialConnections.sessions.create({
      permissions: ['payment_method'],
    } as Stripe.FinancialConnections.SessionCreateParams);
    const first = await modal('/v1/link_account_sessions/sign_in', {
      client_secret: session.client_secret,
      institution: 'fcinst_test_oauth',
    });
    expect(first.body).toMatchObject({
      status: 'oauth',
      url: expect.stringContaining('/test/financial_connections/oauth/'),
    });
    const page = await fetch(first.body.url);
    expect(await page.text()).toContain('Approve access');
    // The consent window speaks the browser's language.
    const polish = await (await fetch(first.body.url, { headers: { 'accept-language': 'pl-PL' } })).text();
    expect(polish).toContain('<html lang="pl" dir="ltr">');
    expect(polish).toContain('Zezwól na dostęp');
    const hebrew = await (await fetch(first.body.url, { headers: { 'accept-language': 'he-IL' } })).text();
    expect(hebrew).toContain('<html lang="he" dir="rtl">');
    const approved = await fetch(first.body.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'answer=approve',
    });
    expect(await approved.text()).toContain('Access approved');
    const second = await modal('/v1/link_account_sessions/sign_in', {
      client_secret: session.client_secret,
      institution: 'fcinst_test_oauth',
    });
    expect(second.body.status).toBe('accounts');
  });

  it('collectBankAccountForPayment: a linked account is attached to the intent and pays at once', async () => {
    const pi = await t.stripe.paymentIntents.create({
      amount: 3000,
      currency: 'usd',
      payment_method_types: ['us_bank_account'],
    } as Stripe.PaymentIntentCreateParams);
    const started = await t.request('POST', `/v1/payment_intents/${pi.id}/link_account_sessions`, {
      key: t.publishableKey,
      body: form({
        client_secret: pi.client_secret!,
        payment_method_type: 'us_bank_account',
        payment_method_data: { billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' } },
      }),
    });
    expect(started.status).toBe(200);
    const secret = started.body.client_secret as string;
    const manifest = await modal('/v1/financial_connections/sessions/synchronize', { client_secret: secret });
    expect(manifest.body.manual_entry).toBe(true);
    await modal('/v1/link_account_sessions/sign_in', {
      client_secret: secret,
      institution: 'fcinst_test_success',
    });
    expect(
      (
        await modal('/v1/link_account_sessions/selected_accounts', {
          client_secret: secret,
          selected_accounts: ['checking', 'savings'],
        })
      ).status,
    ).toBe(400);
    await modal('/v1/link_account_sessions/selected_accounts', {
      client_secret: secret,
      selected_accounts: ['checking'],
    });
    await modal('/v1/link_account_sessions/complete', { client_secret: secret });
    const attached = await t.request(
      'POST',
      `/v1/payment_intents/${pi.id}/link_account_sessions/${started.body.id}/attach`,
      {
        key: t.publishableKey,
        body: { client_secret: pi.client_secret! },
      },
    );
    expect(attached.body).toMatchObject({
      status: 'requires_confirmation',
      payment_method: expect.stringMatching(/^pm_/),
    });
    const confirmed = await t.stripe.paymentIntents.confirm(pi.id, { mandate_data: MANDATE });
    expect(confirmed.status).toBe('processing');
    const pm = await t.stripe.paymentMethods.retrieve(confirmed.payment_method as string);
    expect(pm.billing_details).toMatchObject({ name: 'Jenny Rosen', email: 'jenny@example.com' });
  });

  it('collectBankAccountForSetup: details typed in the modal are verified by microdeposits', async () => {
    const si = await t.stripe.setupIntents.create({
      payment_method_types: ['us_bank_account'],
    } as Stripe.SetupIntentCreateParams);
    const started = await t.request('POST', `/v1/setup_intents/${si.id}/link_account_sessions`, {
      key: t.publishableKey,
      body: form({
        client_secret: si.client_secret!,
        payment_method_data: { billing_details: { name: 'Jenny Rosen' } },
      }),
    });
    expect(started.status, started.text).toBe(200);
    const secret = started.body.client_secret as string;
    const bad = await modal('/v1/link_account_sessions/attach_payment_account', {
      client_secret: secret,
      payment_account: { routing_number: '110000001', account_number: '000123456789' },
    });
    expect(bad.body.error).toMatchObject({
      code: 'routing_number_invalid',
      param: 'payment_account[routing_number]',
    });
    const typed = await modal('/v1/link_account_sessions/attach_payment_account', {
      client_secret: secret,
      payment_account: { routing_number: '110000000', account_number: '000123456789' },
    });
    expect(typed.body.manual_entry).toEqual({ last4: '6789' });
    await modal('/v1/link_account_sessions/complete', { client_secret: secret });
    await t.request('POST', `/v1/setup_intents/${si.id}/link_account_sessions/${started.body.id}/attach`, {
      key: t.publishableKey,
      body: { client_secret: si.client_secret! },
    });
    const confirmed = await t.stripe.setupIntents.confirm(si.id, { mandate_data: MANDATE });
    expect(confirmed).toMatchObject({
      status: 'requires_action',
      next_action: { type: 'verify_with_microdeposits' },
    });
    const done = await t.stripe.setupIntents.verifyMicrodeposits(si.id, { descriptor_code: 'SM11AA' });
    expect(done.status).toBe('succeeded');
  });
});
