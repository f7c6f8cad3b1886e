import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';

/** collectBankAccountToken's last call: the account a merchant's session linked, as a `btok_` token. */

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

describe.each(DATABASES)('bank account tokens of linked accounts on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());

  const modal = (path: string, body: Record<string, unknown>) =>
    t.request('POST', path, { key: t.publishableKey, body: form(body) });

  async function linked(
    permissions: Stripe.FinancialConnections.SessionCreateParams.Permission[],
    account: string,
  ) {
    const session = await t.stripe.financialConnections.sessions.create({
      account_holder: { type: 'account', account: 'acct_connected' },
      permissions,
    } as Stripe.FinancialConnections.SessionCreateParams);
    const secret = session.client_secret!;
    await modal('/v1/link_account_sessions/sign_in', {
      client_secret: secret,
      institution: 'fcinst_test_success',
    });
    await modal('/v1/link_account_sessions/selected_accounts', {
      client_secret: secret,
      selected_accounts: [account],
    });
    return secret;
  }

  it('gives the linked account as a bank account token, once per session', async () => {
    const secret = await linked(['payment_method'], 'savings');
    const early = await modal('/v1/link_account_sessions/bank_account_token', { client_secret: secret });
    expect(early.status).toBe(400);
    await modal('/v1/link_account_sessions/complete', { client_secret: secret });
    const answer = await modal('/v1/link_account_sessions/bank_account_token', { client_secret: secret });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: expect.stringMatching(/^btok_/),
      object: 'token',
      type: 'bank_account',
      used: false,
      bank_account: {
        object: 'bank_account',
        last4: '4321',
        routing_number: '110000000',
        bank_name: 'STRIPE TEST BANK',
        country: 'US',
        currency: 'usd',
        account_type: 'savings',
        status: 'new',
      },
    });
    const token = await t.stripe.tokens.retrieve(answer.body.id);
    expectValidResource('token', token);
    expect(token.bank_account?.fingerprint).toBe(answer.body.bank_account.fingerprint);
    const again = await modal('/v1/link_account_sessions/bank_account_token', { client_secret: secret });
    expect(again.body.id).toBe(answer.body.id);
  });

  it('refuses a session linked without the payment_method permission', async () => {
    const secret = await linked(['balances'], 'checking');
    await modal('/v1/link_account_sessions/complete', { client_secret: secret });
    const answer = await modal('/v1/link_account_sessions/bank_account_token', { client_secret: secret });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain('payment_method permission');
  });
});
