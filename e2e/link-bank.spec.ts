import type { Page } from 'playwright-core';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANK_LINK_EN } from '../packages/frames/src/bank-link/messages/en.js';
import { EN } from '../packages/frames/src/i18n/messages/en.js';
import { signUpConsumer, uniqueEmail } from './fixtures/link-consumers.js';
import { type MerchantApi, type MerchantSite, startMerchantSite } from './fixtures/merchant-site.js';
import { screenshot } from './fixtures/screenshots.js';
import { useShopSession } from './fixtures/shop-session.js';
import { LinkInPaymentModel } from './models/link-payment.js';

const BANK = BANK_LINK_EN;

type Form = Record<string, string>;

/**
 * Bank accounts in the Payment Element's Link wallet: a returning shopper pays with the bank
 * account saved in Link; another links one with "Pay by bank" while paying. The server offers
 * the instant bank debit incentive, shown on the bank option.
 */
describe('bank accounts in the Link wallet', () => {
  const session = useShopSession({ linkBankIncentive: true });
  let site: MerchantSite;

  beforeAll(async () => {
    site = await startMerchantSite({
      payframeUrl: session.stack.payframeUrl,
      publishableKey: session.stack.server.keys.testPublishable,
    });
  });
  afterAll(async () => site?.close());

  /** A browser-side call with the publishable key (the consumer calls name their surface). */
  async function post(path: string, form: Form) {
    const response = await fetch(`${session.stack.payframeUrl}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${session.stack.server.keys.testPublishable}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(
        path.startsWith('/v1/consumers/') ? { request_surface: 'web_elements', ...form } : form,
      ),
    });
    return (await response.json()) as Record<string, any>;
  }

  /** A Link shopper with a Visa saved (and the test bank's checking account when `bank`). */
  async function shopper(name: string, bank: boolean) {
    const consumer = await signUpConsumer(
      session.stack.payframeUrl,
      session.stack.server.keys.testPublishable,
      uniqueEmail(name),
    );
    const credentials = { 'credentials[consumer_session_client_secret]': consumer.secret };
    await post('/v1/consumers/payment_details', {
      ...credentials,
      type: 'card',
      'card[number]': '4242424242424242',
      'card[exp_month]': '12',
      'card[exp_year]': '34',
      'card[cvc]': '123',
      'billing_address[name]': 'Jenny Rosen',
      'billing_address[country_code]': 'US',
      'billing_address[postal_code]': '94110',
      is_default: 'true',
    });
    if (bank) {
      // Linked as the modal links it, with the payment_method permission.
      const linking = await session.stack.stripe.financialConnections.sessions.create({
        account_holder: { type: 'customer', customer: (await session.stack.stripe.customers.create()).id },
        permissions: ['payment_method'],
      } as Stripe.FinancialConnections.SessionCreateParams);
      const secret = linking.client_secret!;
      await post('/v1/link_account_sessions/sign_in', {
        client_secret: secret,
        institution: 'fcinst_test_success',
      });
      const chosen = await post('/v1/link_account_sessions/selected_accounts', {
        client_secret: secret,
        'selected_accounts[0]': 'checking',
      });
      const saved = await post('/v1/consumers/payment_details', {
        ...credentials,
        type: 'bank_account',
        'bank_account[financial_connections_account]': chosen.data[0].id,
        'billing_address[name]': 'Jenny Rosen',
      });
      expect(saved.redacted_payment_details.type).toBe('BANK_ACCOUNT');
    }
    return consumer;
  }

  /** What the wallet holds, as the consumer API lists it to a caller taking both kinds. */
  async function walletTypes(secret: string): Promise<string[]> {
    const listed = await post('/v1/consumers/payment_details/list', {
      'credentials[consumer_session_client_secret]': secret,
      'types[0]': 'card',
      'types[1]': 'bank_account',
    });
    return (listed.redacted_payment_details as Array<{ type: string }>).map((d) => d.type).sort();
  }

  /** A 25.00 USD payment that takes cards and US bank accounts, and its Payment Element signed in to Link. */
  async function checkout(page: Page, email: string, types = ['card', 'us_bank_account']) {
    const intent = await session.stack.stripe.paymentIntents.create({
      amount: 2500,
      currency: 'usd',
      payment_method_types: types,
    } as Stripe.PaymentIntentCreateParams);
    await page.goto(site.url);
    await page.evaluate(
      (s) => (window as unknown as { merchant: MerchantApi }).merchant.mountPayment(s),
      intent.client_secret!,
    );
    const link = new LinkInPaymentModel(page);
    await link.element.ready();
    await link.signIn(email);
    return { intent, link };
  }

  const startPaying = (page: Page) =>
    page.evaluate(() => {
      const w = window as unknown as { merchant: MerchantApi; outcome?: unknown };
      void w.merchant.pay().then((result) => {
        w.outcome = result;
      });
    });
  const outcome = async (page: Page) => {
    await page.waitForFunction(
      () => (window as unknown as { outcome?: unknown }).outcome !== undefined,
      null,
      {
        timeout: 30_000,
      },
    );
    return page.evaluate(
      () => (window as unknown as { outcome: { status?: string; error?: string } }).outcome,
    );
  };

  async function paidWith(intentId: string) {
    const pi = await session.stack.stripe.paymentIntents.retrieve(intentId, { expand: ['payment_method'] });
    return { pi, pm: pi.payment_method as Stripe.PaymentMethod };
  }

  it('a returning shopper (multiple_funding_sources) sees cards and banks, and pays with the saved bank account', async () => {
    const { email } = await shopper('multiple_funding_sources', true);
    const { page } = session;
    const { intent, link } = await checkout(page, email);
    await expect
      .poll(() => link.cards.allTextContents())
      .toEqual([
        expect.stringMatching(/•••• 4242.*Default/),
        'STRIPE TEST BANK•••• 6789Get $5 back',
        `${EN['link.payByBank']}Get $5 back`,
      ]);
    await screenshot(page, 'link-bank-wallet');
    await link.frame.getByRole('button', { name: 'STRIPE TEST BANK account ending in 6789' }).click();
    await link.frame.getByText(/through the ACH network/).waitFor();
    // A bank account has no expiry to update: only Remove is offered on it.
    expect(await link.frame.getByRole('button', { name: EN['link.update'] }).count()).toBe(0);
    await screenshot(page, 'link-bank-selected');
    expect(
      await page.evaluate(() => (window as unknown as { merchant: MerchantApi }).merchant.pay()),
    ).toEqual({
      status: 'processing',
    });
    const { pm } = await paidWith(intent.id);
    expect(pm.type).toBe('us_bank_account');
    expect(pm.us_bank_account).toMatchObject({ bank_name: 'STRIPE TEST BANK', last4: '6789' });
    expect(pm.us_bank_account?.financial_connections_account).toMatch(/^fca_/);
    expect(pm.billing_details).toMatchObject({ name: 'Jenny Rosen', email });
  });

  it('a returning shopper pays a payment that lists link with the saved bank account: an instant debit, a link payment method', async () => {
    const { email } = await shopper('instant_debits', true);
    const { page } = session;
    const { intent, link } = await checkout(page, email, ['card', 'link']);
    const bank = link.frame.getByRole('button', { name: 'STRIPE TEST BANK account ending in 6789' });
    await bank.click();
    await link.frame.getByText(/through the ACH network/).waitFor();
    await screenshot(page, 'link-instant-debit-selected');
    expect(
      await page.evaluate(() => (window as unknown as { merchant: MerchantApi }).merchant.pay()),
    ).toEqual({ status: 'succeeded' });
    const pi = await session.stack.stripe.paymentIntents.retrieve(intent.id, {
      expand: ['payment_method', 'latest_charge'],
    });
    const pm = pi.payment_method as Stripe.PaymentMethod;
    expect(pm.type).toBe('link');
    expect(pm.link?.email).toBe(email);
    expect((pi.latest_charge as Stripe.Charge).payment_method_details?.type).toBe('link');
  });

  it('another shopper links their bank with "Pay by bank" while paying; it is saved to Link', async () => {
    const consumer = await shopper('paybybank', false);
    const { page } = session;
    const { intent, link } = await checkout(page, consumer.email);
    const payByBank = link.frame.getByRole('button', { name: new RegExp(EN['link.payByBank']) });
    await expect.poll(() => payByBank.textContent()).toContain('Get $5 back');
    await payByBank.click();
    await link.frame.getByText(EN['link.payByBankHint']).waitFor();
    await screenshot(page, 'link-bank-pay-by-bank');
    await startPaying(page);
    const box = page.frameLocator('iframe[name^="__payframe_challenge_"]').getByRole('dialog');
    await box.getByRole('button', { name: BANK.agree }).click({ timeout: 20_000 });
    await box.getByRole('button', { name: 'Payframe Test Bank' }).click();
    await box.getByRole('button', { name: BANK.signIn }).click();
    await box.getByRole('button', { name: BANK.link }).click();
    await box.getByRole('button', { name: BANK.done }).waitFor();
    await screenshot(page, 'link-bank-linked', { fullPage: false });
    await box.getByRole('button', { name: BANK.done }).click();
    expect(await outcome(page)).toEqual({ status: 'processing' });
    const { pm } = await paidWith(intent.id);
    expect(pm.us_bank_account).toMatchObject({ last4: '6789' });
    expect(await walletTypes(consumer.secret)).toEqual(['BANK_ACCOUNT', 'CARD']);
    // The new account is in the wallet, selectable beside the card.
    await expect
      .poll(() => link.cards.allTextContents())
      .toEqual([
        expect.stringMatching(/4242/),
        expect.stringMatching(/STRIPE TEST BANK•••• 6789/),
        expect.stringMatching(EN['link.payByBank']),
      ]);
  });

  it('a disable_bank wallet, and a payment that takes no bank accounts, offer cards only', async () => {
    const { email } = await shopper('disable_bank', false);
    const { page } = session;
    const { link } = await checkout(page, email);
    await expect.poll(() => link.cards.allTextContents()).toEqual([expect.stringMatching(/•••• 4242/)]);
    expect(await link.frame.getByRole('button', { name: new RegExp(EN['link.payByBank']) }).count()).toBe(0);
    await screenshot(page, 'link-bank-disabled');

    const { email: other } = await shopper('cards_only_payment', true);
    const { link: cardsOnly } = await checkout(page, other, ['card']);
    await expect.poll(() => cardsOnly.cards.allTextContents()).toEqual([expect.stringMatching(/•••• 4242/)]);
    expect(
      await cardsOnly.frame.getByRole('button', { name: new RegExp(EN['link.payByBank']) }).count(),
    ).toBe(0);
  });
});
