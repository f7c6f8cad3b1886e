import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';

/**
 * Attaching the linked account as an intent session's payment account: the test bank's
 * "numbers arrive late" account is answered 202 three times (its numbers are on their way),
 * and an intent cannot be given it until they arrived.
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

describe.each(DATABASES)('attaching a linked payment account on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());

  const modal = (path: string, body: Record<string, unknown>) =>
    t.request('POST', path, { key: t.publishableKey, body: form(body) });

  async function linkedFor(key: string) {
    const pi = await t.stripe.paymentIntents.create({
      amount: 1500,
      currency: 'usd',
      payment_method_types: ['us_bank_account'],
    } as Stripe.PaymentIntentCreateParams);
    const started = await t.request('POST', `/v1/payment_intents/${pi.id}/link_account_sessions`, {
      key: t.publishableKey,
      body: form({
        client_secret: pi.client_secret!,
        payment_method_type: 'us_bank_account',
        payment_method_data: { billing_details: { name: 'Jenny Rosen' } },
      }),
    });
    const secret = started.body.client_secret as string;
    const signedIn = await modal('/v1/link_account_sessions/sign_in', {
      client_secret: secret,
      institution: 'fcinst_test_success',
    });
    expect(signedIn.body.accounts.map((a: { id: string }) => a.id)).toContain('delayed');
    const chosen = await modal('/v1/link_account_sessions/selected_accounts', {
      client_secret: secret,
      selected_accounts: [key],
    });
    return { pi, session: started.body.id as string, secret, account: chosen.body.data[0].id as string };
  }

  const attachIntent = (pi: Stripe.PaymentIntent, session: string) =>
    t.request('POST', `/v1/payment_intents/${pi.id}/link_account_sessions/${session}/attach`, {
      key: t.publishableKey,
      body: { client_secret: pi.client_secret! },
    });

  it('answers 202 while the numbers are on their way, then attaches', async () => {
    const { pi, session, secret, account } = await linkedFor('delayed');
    const attach = () =>
      modal('/v1/link_account_sessions/attach_payment_account', {
        client_secret: secret,
        payment_account: { type: 'linked_account', id: account },
      });
    for (let i = 0; i < 3; i++) {
      const pending = await attach();
      expect(pending.status).toBe(202);
      expect(pending.body.error).toMatchObject({
        code: 'instant_verification_incomplete',
        message: 'No accounts were returned.',
      });
    }
    const ready = await attach();
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ id: session, payment_account: account });

    await modal('/v1/link_account_sessions/complete', { client_secret: secret });
    const attached = await attachIntent(pi, session);
    expect(attached.body).toMatchObject({ status: 'requires_confirmation', payment_method: /^pm_/ });
  });

  it('an intent is not given an account whose numbers never arrived', async () => {
    const { pi, session, secret, account } = await linkedFor('delayed');
    const once = await modal('/v1/link_account_sessions/attach_payment_account', {
      client_secret: secret,
      payment_account: { type: 'linked_account', id: account },
    });
    expect(once.status).toBe(202);
    await modal('/v1/link_account_sessions/complete', { client_secret: secret });
    const refused = await attachIntent(pi, session);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'instant_verification_incomplete' });
    expect((await t.stripe.paymentIntents.retrieve(pi.id)).payment_method).toBeNull();
  });

  it('an ordinary account attaches at once; an account of another session is not found', async () => {
    const { secret, account } = await linkedFor('checking');
    const other = await linkedFor('savings');
    const ready = await modal('/v1/link_account_sessions/attach_payment_account', {
      client_secret: secret,
      payment_account: { type: 'linked_account', id: account },
    });
    expect(ready.status).toBe(200);
    const foreign = await modal('/v1/link_account_sessions/attach_payment_account', {
      client_secret: secret,
      payment_account: { type: 'linked_account', id: other.account },
    });
    expect(foreign.status).toBe(404);
  });
});
