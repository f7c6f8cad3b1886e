import type { Page } from 'playwright-core';
import type Stripe from 'stripe';
import { beforeEach, describe, expect, it } from 'vitest';
import { BANK_LINK_EN } from '../packages/frames/src/bank-link/messages/en.js';
import { useBankModalSession } from './fixtures/bank-modal-session.js';
import { screenshot } from './fixtures/screenshots.js';
import type { Stack } from './fixtures/stack.js';

const EN = BANK_LINK_EN;
const VERIFY = BANK_LINK_EN;

type Outcome = {
  paymentIntent?: Stripe.PaymentIntent;
  token?: Stripe.Token;
  financialConnectionsSession?: Stripe.FinancialConnections.Session;
  error?: { type: string; message: string; code?: string };
};

/**
 * collectBankAccountForPayment on a merchant page: the linking modal over the page (consent,
 * the test banks, sign-in, the accounts with their balances, success), then
 * confirmUsBankAccountPayment pays from the linked account; another shopper types the account
 * in, confirms, and the payment waits for microdeposits, verified on the hosted page.
 */
describe('linking a US bank account in the modal', () => {
  const session = useBankModalSession<Outcome>();
  const { modal, outcome } = session;
  let stack: Stack;
  let page: Page;
  beforeEach(() => {
    ({ stack, page } = session);
  });

  /** `payframe[name](arg, data)`, its outcome kept on window.outcome. */
  const call = (name: string, arg: unknown, data?: unknown): Promise<void> => session.call(name, arg, data);

  const usdIntent = () =>
    stack.stripe.paymentIntents.create({
      amount: 5000,
      currency: 'usd',
      payment_method_types: ['us_bank_account'],
    } as Stripe.PaymentIntentCreateParams);

  const collect = (secret: string) =>
    call('collectBankAccountForPayment', {
      clientSecret: secret,
      params: {
        payment_method_type: 'us_bank_account',
        payment_method_data: { billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' } },
      },
    });

  it('links the test bank’s checking account and pays from it', async () => {
    const intent = await usdIntent();
    await collect(intent.client_secret!);
    const box = modal().getByRole('dialog');
    await box.getByRole('heading', { name: EN.consentTitle }).waitFor({ timeout: 20_000 });
    await screenshot(page, 'bank-link-1-consent', { fullPage: false });
    await box.getByRole('button', { name: EN.agree }).click();
    await box.getByRole('button', { name: 'Payframe Test Bank' }).waitFor();
    await screenshot(page, 'bank-link-2-banks', { fullPage: false });
    await box.getByRole('searchbox').fill('down');
    await box.getByRole('button', { name: 'Test Institution (down)' }).click();
    await box.getByRole('button', { name: EN.signIn }).click();
    await box.getByRole('alert').filter({ hasText: 'not responding' }).waitFor();
    await screenshot(page, 'bank-link-3-bank-down', { fullPage: false });
    await box.getByRole('button', { name: EN.back }).click();
    await box.getByRole('searchbox').fill('');
    await box.getByRole('button', { name: 'Payframe Test Bank' }).click();
    await screenshot(page, 'bank-link-4-sign-in', { fullPage: false });
    await box.getByRole('button', { name: EN.signIn }).click();
    await box.getByRole('heading', { name: EN.selectAccount }).waitFor();
    await box.getByText('$5,240.00').waitFor();
    await screenshot(page, 'bank-link-5-accounts', { fullPage: false });
    await box.getByRole('button', { name: EN.link }).click();
    await box.getByRole('heading', { name: EN.successTitle }).waitFor();
    await screenshot(page, 'bank-link-6-linked', { fullPage: false });
    await box.getByRole('button', { name: EN.done }).click();

    const linked = await outcome();
    expect(linked.error).toBeUndefined();
    expect(linked.paymentIntent).toMatchObject({ id: intent.id, status: 'requires_confirmation' });
    await call('confirmUsBankAccountPayment', intent.client_secret!);
    const paid = await outcome();
    expect(paid.error).toBeUndefined();
    expect(paid.paymentIntent?.status).toBe('processing');
    const pm = await stack.stripe.paymentMethods.retrieve(
      (await stack.stripe.paymentIntents.retrieve(intent.id)).payment_method as string,
    );
    expect(pm.us_bank_account).toMatchObject({
      last4: '6789',
      financial_connections_account: expect.stringMatching(/^fca_/),
    });
    await expect
      .poll(async () => (await stack.stripe.paymentIntents.retrieve(intent.id)).status, { timeout: 30_000 })
      .toBe('succeeded');
  });

  it('waits while the bank hands over the numbers of the account chosen, then links it', async () => {
    const intent = await usdIntent();
    await collect(intent.client_secret!);
    const box = modal().getByRole('dialog');
    await box.getByRole('button', { name: EN.agree }).click({ timeout: 20_000 });
    await box.getByRole('button', { name: 'Payframe Test Bank' }).click();
    await box.getByRole('button', { name: EN.signIn }).click();
    await box.getByText('Checking (numbers arrive late)').click();
    await box.getByRole('button', { name: EN.link }).click();
    // The account is asked for again while the bank answers 202, then linked.
    await box.getByRole('heading', { name: VERIFY.verifyingTitle }).waitFor();
    await screenshot(page, 'bank-link-5b-verifying', { fullPage: false });
    await box.getByRole('heading', { name: EN.successTitle }).waitFor({ timeout: 10_000 });
    await box.getByRole('button', { name: EN.done }).click();
    expect((await outcome()).paymentIntent?.status).toBe('requires_confirmation');
  });

  it('collectBankAccountToken: the linked account comes back as a bank account token', async () => {
    const session = await stack.stripe.financialConnections.sessions.create({
      account_holder: { type: 'account', account: 'acct_connected' },
      permissions: ['payment_method'],
    } as Stripe.FinancialConnections.SessionCreateParams);
    await call('collectBankAccountToken', { clientSecret: session.client_secret });
    const box = modal().getByRole('dialog');
    await box.getByRole('button', { name: EN.agree }).click({ timeout: 20_000 });
    await box.getByRole('button', { name: 'Payframe Test Bank' }).click();
    await box.getByRole('button', { name: EN.signIn }).click();
    await box.getByRole('button', { name: EN.link }).click();
    await box.getByRole('button', { name: EN.done }).click();
    const result = await outcome();
    expect(result.error).toBeUndefined();
    expect(result.token).toMatchObject({
      id: expect.stringMatching(/^btok_/),
      type: 'bank_account',
      bank_account: { last4: '6789', routing_number: '110000000' },
    });
    expect(result.financialConnectionsSession).toMatchObject({ id: session.id, accounts: { data: [{}] } });
  });

  it('the OAuth test bank asks for consent in a window of its own first', async () => {
    const intent = await usdIntent();
    await collect(intent.client_secret!);
    const box = modal().getByRole('dialog');
    await box.getByRole('button', { name: EN.agree }).click({ timeout: 20_000 });
    await box.getByRole('button', { name: 'Test OAuth Institution' }).click();
    const popup = page.waitForEvent('popup');
    await box.getByRole('button', { name: EN.signIn }).click();
    const consent = await popup;
    await consent.getByRole('button', { name: 'Approve access' }).click();
    await consent.getByText('Access approved').waitFor();
    await screenshot(consent, 'bank-link-oauth-consent');
    await consent.close();
    await box.getByText(EN.oauthWaiting).waitFor();
    await screenshot(page, 'bank-link-oauth-waiting', { fullPage: false });
    await box.getByRole('button', { name: EN.continue }).click();
    await box.getByRole('heading', { name: EN.selectAccount }).waitFor();
    await box.getByRole('button', { name: EN.link }).click();
    await box.getByRole('button', { name: EN.done }).click();
    expect((await outcome()).paymentIntent?.status).toBe('requires_confirmation');
  });

  it('types the account in, and verifies the microdeposits on the hosted page', async () => {
    const intent = await usdIntent();
    await collect(intent.client_secret!);
    const box = modal().getByRole('dialog');
    await box.getByRole('button', { name: EN.manual }).click({ timeout: 20_000 });
    await box.getByLabel(EN.routing).fill('110000001');
    await box.getByRole('alert').filter({ hasText: EN.routingInvalid }).waitFor();
    await screenshot(page, 'bank-link-7-manual-invalid', { fullPage: false });
    await box.getByLabel(EN.routing).fill('110000000');
    await box.getByLabel(EN.account, { exact: true }).fill('000123456789');
    await box.getByLabel(EN.accountConfirm).fill('000123456789');
    await screenshot(page, 'bank-link-8-manual', { fullPage: false });
    await box.getByRole('button', { name: EN.continue }).click();
    await box.getByRole('heading', { name: EN.manualDoneTitle }).waitFor();
    await screenshot(page, 'bank-link-9-microdeposits', { fullPage: false });
    await box.getByRole('button', { name: EN.done }).click();
    expect((await outcome()).paymentIntent?.status).toBe('requires_confirmation');

    await call('confirmUsBankAccountPayment', intent.client_secret!);
    const waiting = await outcome();
    expect(waiting.paymentIntent?.status).toBe('requires_action');
    // verifyMicrodepositsForPayment from the merchant page: a wrong code is the server's error.
    await call('verifyMicrodepositsForPayment', intent.client_secret!, { descriptor_code: 'SM00XX' });
    expect((await outcome()).error).toMatchObject({
      type: 'invalid_request_error',
      code: 'payment_method_microdeposit_verification_descriptor_code_mismatch',
    });
    const url = waiting.paymentIntent!.next_action!.verify_with_microdeposits!.hosted_verification_url;
    await page.goto(url);
    await page.getByLabel('Code').fill('SM11AA');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('status').filter({ hasText: 'Your bank account is verified.' }).waitFor();
    expect(['processing', 'succeeded']).toContain(
      (await stack.stripe.paymentIntents.retrieve(intent.id)).status,
    );
  });
});
