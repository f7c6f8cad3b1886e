import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { WebhookListener } from '../webhooks/listener.fixture.js';
import { waitFor } from '../webhooks/wait.fixture.js';

/**
 * A linked account's life as events: created when the shopper links it, refreshed_balance and
 * refreshed_ownership when the merchant refreshes it, disconnected when it is disconnected;
 * listed by the events API and delivered, signed, to an endpoint subscribed to them.
 */

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

describe.each(DATABASES)('Financial Connections account events on %s', (database) => {
  let t: TestServer;
  const hooks = new WebhookListener();
  let secret = '';

  beforeAll(async () => {
    t = await startTestServer({ database, config: { webhooks: { pollMs: 100, timeoutMs: 2000 } } });
    await hooks.listen();
    const endpoint = await t.stripe.webhookEndpoints.create({
      url: hooks.url,
      enabled_events: [
        'financial_connections.account.created',
        'financial_connections.account.disconnected',
        'financial_connections.account.refreshed_balance',
        'financial_connections.account.refreshed_ownership',
        'financial_connections.account.deactivated',
        'financial_connections.account.reactivated',
      ] as Stripe.WebhookEndpointCreateParams.EnabledEvent[],
    });
    secret = endpoint.secret!;
  });
  afterAll(async () => {
    await t?.close();
    await hooks.close();
  });

  const delivered = (account: string) =>
    hooks.requests
      .map((r) => t.stripe.webhooks.constructEvent(r.body, r.headers['stripe-signature'] as string, secret))
      .filter((event) => (event.data.object as { id?: string }).id === account);

  it('linking, refreshing and disconnecting an account are each an event', async () => {
    const session = await t.stripe.financialConnections.sessions.create({
      account_holder: { type: 'account', account: 'acct_connected' },
      permissions: ['balances', 'ownership'],
    } as Stripe.FinancialConnections.SessionCreateParams);
    const modal = (path: string, body: Record<string, unknown>) =>
      t.request('POST', path, {
        key: t.publishableKey,
        body: form({ client_secret: session.client_secret!, ...body }),
      });
    await modal('/v1/link_account_sessions/sign_in', { institution: 'fcinst_test_success' });
    const chosen = await modal('/v1/link_account_sessions/selected_accounts', {
      selected_accounts: ['checking'],
    });
    const account = chosen.body.data[0].id as string;
    await modal('/v1/link_account_sessions/complete', {});

    await t.stripe.financialConnections.accounts.refresh(account, { features: ['balance', 'ownership'] });
    await t.stripe.financialConnections.accounts.disconnect(account);
    // Disconnecting again changes nothing, and says nothing.
    await t.stripe.financialConnections.accounts.disconnect(account);

    const listed = await t.stripe.events.list({ limit: 20 });
    const mine = listed.data.filter((e) => (e.data.object as { id?: string }).id === account);
    expect(mine.map((e) => e.type).reverse()).toEqual([
      'financial_connections.account.created',
      'financial_connections.account.refreshed_balance',
      'financial_connections.account.refreshed_ownership',
      'financial_connections.account.disconnected',
    ]);
    expect(mine[0]!.data).toMatchObject({
      object: { status: 'disconnected' },
      previous_attributes: { status: 'active' },
    });

    await waitFor('four events delivered', () => delivered(account).length >= 4);
    const created = delivered(account).find((e) => e.type === 'financial_connections.account.created')!;
    expect(created.data.object).toMatchObject({
      object: 'financial_connections.account',
      institution_name: 'Payframe Test Bank',
      last4: '6789',
      status: 'active',
    });
  });
});
