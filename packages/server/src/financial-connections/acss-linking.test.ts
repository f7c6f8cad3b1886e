import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';

/**
 * A Canadian account linked at the bank for a pre-authorized debit: the session lists the
 * Canadian test banks, the linked account becomes an `acss_debit` payment method with the
 * bank's numbers, and `verification_method` decides what is taken: `instant` only linked
 * accounts, `microdeposits` typed-in ones (a linked one needs none), `automatic` both.
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

const HOLDER = { name: 'Jenny Rosen', email: 'jenny@example.com' };
const MANDATE = {
  customer_acceptance: { type: 'online', online: { ip_address: '203.0.113.7', user_agent: 'Mozilla/5.0' } },
};
const AGREEMENT = { payment_schedule: 'sporadic', transaction_type: 'personal' };

describe.each(DATABASES)('Canadian bank linking for pre-authorized debit on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());

  const browser = (path: string, body: Record<string, unknown>) =>
    t.request('POST', path, { key: t.publishableKey, body: form(body) });

  const intent = (verification?: string) =>
    t.stripe.paymentIntents.create({
      amount: 4200,
      currency: 'cad',
      payment_method_types: ['acss_debit'],
      payment_method_options: {
        acss_debit: {
          mandate_options: AGREEMENT,
          ...(verification ? { verification_method: verification } : {}),
        },
      },
    } as unknown as Stripe.PaymentIntentCreateParams);

  const start = (pi: Stripe.PaymentIntent, billing: Record<string, string> = HOLDER) =>
    browser(`/v1/payment_intents/${pi.id}/link_account_sessions`, {
      client_secret: pi.client_secret!,
      payment_method_type: 'acss_debit',
      payment_method_data: { billing_details: billing },
    });

  /** The modal's steps at the successful Canadian bank, then the linked account attached to the intent. */
  async function link(pi: Stripe.PaymentIntent, key = 'chequing') {
    const started = await start(pi);
    expect(started.status).toBe(200);
    const secret = started.body.client_secret as string;
    const signedIn = await browser('/v1/link_account_sessions/sign_in', {
      client_secret: secret,
      institution: 'fcinst_test_ca_success',
    });
    expect(signedIn.body.accounts).toEqual([
      expect.objectContaining({
        id: 'chequing',
        display_name: 'Everyday Chequing',
        currency: 'cad',
        eligible: true,
      }),
      expect.objectContaining({ id: 'savings', subcategory: 'savings', currency: 'cad', eligible: true }),
    ]);
    const chosen = await browser('/v1/link_account_sessions/selected_accounts', {
      client_secret: secret,
      selected_accounts: [key],
    });
    const account = chosen.body.data[0];
    expect(account).toMatchObject({
      institution_name: 'Payframe Test Bank Canada',
      supported_payment_method_types: ['acss_debit'],
    });
    const paying = await browser('/v1/link_account_sessions/attach_payment_account', {
      client_secret: secret,
      payment_account: { type: 'linked_account', id: account.id },
    });
    expect(paying.status).toBe(200);
    const done = await browser('/v1/link_account_sessions/complete', { client_secret: secret });
    expect(done.body.status).toBe('completed');
    const attached = await browser(
      `/v1/payment_intents/${pi.id}/link_account_sessions/${started.body.id}/attach`,
      {
        client_secret: pi.client_secret!,
      },
    );
    expect(attached.status).toBe(200);
    return { pm: attached.body.payment_method as string, account: account.id as string };
  }

  it('lists the Canadian banks, links a chequing account and makes an acss_debit payment method of its numbers', async () => {
    const pi = await intent();
    const started = await start(pi);
    const manifest = await browser('/v1/financial_connections/sessions/synchronize', {
      client_secret: started.body.client_secret,
    });
    expect(manifest.body).toMatchObject({ country: 'CA', manual_entry: true, payment_account: true });
    expect(manifest.body.institutions.map((i: { id: string }) => i.id)).toEqual([
      'fcinst_test_ca_success',
      'fcinst_test_ca_sign_in_fails',
      'fcinst_test_ca_down',
    ]);
    const { pm: id } = await link(pi);
    const pm = await t.stripe.paymentMethods.retrieve(id);
    expectValidResource('payment_method', pm);
    const typed = await t.stripe.paymentMethods.create({
      type: 'acss_debit',
      acss_debit: { institution_number: '000', transit_number: '11000', account_number: '000123456789' },
      billing_details: HOLDER,
    } as Stripe.PaymentMethodCreateParams);
    expect(pm).toMatchObject({
      type: 'acss_debit',
      billing_details: HOLDER,
      acss_debit: {
        bank_name: 'STRIPE TEST BANK',
        institution_number: '000',
        transit_number: '11000',
        last4: '6789',
        // The same account linked or typed in is the same account.
        fingerprint: typed.acss_debit!.fingerprint,
      },
    });
    expect(JSON.stringify(pm)).not.toContain('000123456789');
    const paid = await t.stripe.paymentIntents.confirm(pi.id, {
      mandate_data: MANDATE,
    } as Stripe.PaymentIntentConfirmParams);
    expect(paid).toMatchObject({ status: 'processing', payment_method: id });
  });

  it("answers each Canadian bank's failure, and refuses a US bank or typed-in US numbers in a Canadian session", async () => {
    const pi = await intent();
    const secret = (await start(pi)).body.client_secret;
    const signIn = (institution: string) =>
      browser('/v1/link_account_sessions/sign_in', { client_secret: secret, institution });
    const failed = await signIn('fcinst_test_ca_sign_in_fails');
    expect(failed.status).toBe(400);
    expect(failed.body.error).toMatchObject({ code: 'institution_login_failed' });
    const down = await signIn('fcinst_test_ca_down');
    expect(down.body.error).toMatchObject({ code: 'institution_unavailable' });
    expect(down.body.error.message).toContain('Test Institution Canada (down) is not responding');
    expect((await signIn('fcinst_test_success')).status).toBe(404);
    const typed = await browser('/v1/link_account_sessions/attach_payment_account', {
      client_secret: secret,
      payment_account: { type: 'bank_account', routing_number: '110000000', account_number: '000123456789' },
    });
    expect(typed.status).toBe(400);
    const noEmail = await start(pi, { name: 'Jenny Rosen' });
    expect(noEmail.body.error).toMatchObject({ param: 'payment_method_data[billing_details][email]' });
  });

  it('instant verification offers no manual entry and refuses a typed-in account; a linked one is debited', async () => {
    const pi = await intent('instant');
    const started = await start(pi);
    const manifest = await browser('/v1/financial_connections/sessions/synchronize', {
      client_secret: started.body.client_secret,
    });
    expect(manifest.body.manual_entry).toBe(false);
    const refused = await t.request('POST', `/v1/payment_intents/${pi.id}/confirm`, {
      body: form({
        payment_method_data: {
          type: 'acss_debit',
          acss_debit: { institution_number: '000', transit_number: '11000', account_number: '000123456789' },
          billing_details: HOLDER,
        },
        mandate_data: MANDATE,
      }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      type: 'invalid_request_error',
      code: 'payment_method_invalid_parameter',
      param: 'payment_method',
    });
    expect(refused.body.error.message).toContain('verification_method] is instant');
    const again = await intent('instant');
    const { pm } = await link(again);
    const paid = await t.stripe.paymentIntents.confirm(again.id, {
      payment_method: pm,
      mandate_data: MANDATE,
    } as Stripe.PaymentIntentConfirmParams);
    expect(paid.status).toBe('processing');
  });

  it('microdeposits: no linking session; an account linked before is debited without microdeposits', async () => {
    const pi = await intent('microdeposits');
    const started = await start(pi);
    expect(started.status).toBe(400);
    expect(started.body.error.param).toBe('payment_method_type');
    const { pm } = await link(await intent());
    const paid = await t.stripe.paymentIntents.confirm(pi.id, {
      payment_method: pm,
      mandate_data: MANDATE,
    } as Stripe.PaymentIntentConfirmParams);
    expect(paid).toMatchObject({ status: 'processing', next_action: null });
    const typed = await t.stripe.paymentIntents.confirm((await intent('microdeposits')).id, {
      payment_method_data: {
        type: 'acss_debit',
        acss_debit: { institution_number: '000', transit_number: '11000', account_number: '000123456789' },
        billing_details: HOLDER,
      },
      mandate_data: MANDATE,
    } as unknown as Stripe.PaymentIntentConfirmParams);
    expect(typed).toMatchObject({
      status: 'requires_action',
      next_action: { type: 'verify_with_microdeposits' },
    });
  });

  it('confirmAcssDebitSetup: a SetupIntent for instant verification saves the linked account under its PAD mandate', async () => {
    const customer = await t.stripe.customers.create({ email: HOLDER.email });
    const si = await t.stripe.setupIntents.create({
      customer: customer.id,
      payment_method_types: ['acss_debit'],
      payment_method_options: {
        acss_debit: {
          currency: 'cad',
          verification_method: 'instant',
          mandate_options: { ...AGREEMENT, default_for: ['invoice'] },
        },
      },
    } as unknown as Stripe.SetupIntentCreateParams);
    const started = await browser(`/v1/setup_intents/${si.id}/link_account_sessions`, {
      client_secret: si.client_secret!,
      payment_method_type: 'acss_debit',
      payment_method_data: { billing_details: HOLDER },
    });
    const secret = started.body.client_secret as string;
    await browser('/v1/link_account_sessions/sign_in', {
      client_secret: secret,
      institution: 'fcinst_test_ca_success',
    });
    const chosen = await browser('/v1/link_account_sessions/selected_accounts', {
      client_secret: secret,
      selected_accounts: ['savings'],
    });
    await browser('/v1/link_account_sessions/attach_payment_account', {
      client_secret: secret,
      payment_account: { type: 'linked_account', id: chosen.body.data[0].id },
    });
    await browser('/v1/link_account_sessions/complete', { client_secret: secret });
    const attached = await browser(
      `/v1/setup_intents/${si.id}/link_account_sessions/${started.body.id}/attach`,
      {
        client_secret: si.client_secret!,
      },
    );
    expect(attached.status).toBe(200);
    const done = await t.stripe.setupIntents.confirm(si.id, {
      mandate_data: MANDATE,
    } as Stripe.SetupIntentConfirmParams);
    expect(done).toMatchObject({ status: 'succeeded', mandate: expect.stringMatching(/^mandate_/) });
    const pm = await t.stripe.paymentMethods.retrieve(done.payment_method as string);
    expect(pm).toMatchObject({
      customer: customer.id,
      acss_debit: { last4: '4321', transit_number: '11000' },
    });
  });

  it('a Canadian linked account cannot make a us_bank_account payment method', async () => {
    const { account } = await link(await intent());
    const refused = await t.request('POST', '/v1/payment_methods', {
      body: form({
        type: 'us_bank_account',
        us_bank_account: { financial_connections_account: account },
        billing_details: HOLDER,
      }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.param).toBe('us_bank_account[financial_connections_account]');
  });
});
