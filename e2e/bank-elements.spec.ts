import { IDEAL_BANKS } from '@payframe/core';
import type { Browser, Page } from 'playwright-core';
import type Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type BankMerchantApi, type BankPage, startBankPage } from './fixtures/bank-page.js';
import { launchBrowser, newPage } from './fixtures/browser.js';
import { MESSAGE_SPY } from './fixtures/message-spy.js';
import { screenshot } from './fixtures/screenshots.js';
import { type Stack, startStack } from './fixtures/stack.js';

const IBAN = 'DE89370400440532013000';

type Merchant = { merchant: BankMerchantApi };

describe('the standalone bank elements on a merchant page', () => {
  let stack: Stack;
  let browser: Browser;
  let site: BankPage;
  let page: Page;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
    site = await startBankPage({
      payframeUrl: stack.payframeUrl,
      publishableKey: stack.server.keys.testPublishable,
    });
  });
  afterAll(async () => {
    await site?.close();
    await browser?.close();
    await stack?.close();
  });
  beforeEach(async () => {
    page = await newPage(browser);
    await page.addInitScript(MESSAGE_SPY);
    await page.goto(site.url);
  });
  afterEach(async () => page?.context().close());

  /** An intent for one method type (the server's parameter, which stripe-node's types no longer name). */
  const createIntent = (amount: number, currency: string, type: string) =>
    stack.stripe.paymentIntents.create({
      amount,
      currency,
      payment_method_types: [type],
    } as Stripe.PaymentIntentCreateParams);
  const frame = (type: string) => page.frameLocator(`iframe[name^="__payframe_${type}_"]`);
  const mount = (type: string, options: Record<string, unknown> = {}) =>
    page.evaluate(([t, o]) => (window as unknown as Merchant).merchant.mount(t, o), [type, options] as const);
  const events = () => page.evaluate(() => (window as unknown as Merchant).merchant.events);
  const lastChange = async () => (await events()).filter((e) => e.name === 'change').at(-1);

  it('pays by iDEAL: a bank picked in the idealBank element, confirmIdealPayment, authorized at the bank, back', async () => {
    await mount('idealBank', { style: { base: { fontSize: '16px', color: '#32325d' } } });
    const select = frame('idealBank').locator('select[name="bank"]');
    // The banks of core's iDEAL descriptor, after a "Select bank" choice.
    await expect(select.locator('option').count()).resolves.toBe(IDEAL_BANKS.length + 1);
    await screenshot(page, 'bank-element-ideal-empty');
    await select.selectOption({ label: 'ING' });
    await expect
      .poll(lastChange)
      .toMatchObject({ elementType: 'idealBank', complete: true, empty: false, value: 'ing' });
    expect(await page.locator('#element').getAttribute('class')).toContain('StripeElement--complete');
    await screenshot(page, 'bank-element-ideal-chosen');

    const intent = await createIntent(1999, 'eur', 'ideal');
    // The page itself, with the order in the query (the page server answers only `/`).
    const returnUrl = `${site.url}/?order=1`;
    void page
      .evaluate(
        ([secret, url]) =>
          (window as unknown as Merchant).merchant.confirm('confirmIdealPayment', secret, 'ideal', {
            return_url: url,
          }),
        [intent.client_secret!, returnUrl] as const,
      )
      .catch(() => undefined);
    await page.waitForURL(/\/test\/redirect\//, { timeout: 20_000 });
    await screenshot(page, 'bank-element-ideal-test-page');
    await page.getByRole('button', { name: 'Authorize' }).click();
    await page.waitForURL(/\?order=1&.*redirect_status=succeeded/, { timeout: 20_000 });
    const paid = await stack.stripe.paymentIntents.retrieve(intent.id, { expand: ['payment_method'] });
    expect(paid.status).toBe('succeeded');
    const method = paid.payment_method as Stripe.PaymentMethod;
    expect(method.type).toBe('ideal');
    expect(method.ideal?.bank).toBe('ing');
    expect(method.billing_details.name).toBe('Jenny Rosen');
  });

  it('pays by SEPA Direct Debit with the iban element and confirmSepaDebitPayment; the page never sees the IBAN', async () => {
    await mount('iban', { supportedCountries: ['SEPA'], placeholderCountry: 'DE' });
    const input = frame('iban').locator('input[name="iban"]');
    await expect(input.getAttribute('placeholder')).resolves.toBe('DE00 0000 0000 0000 0000 00');
    await screenshot(page, 'bank-element-iban-empty');
    // An incomplete IBAN shows its error once the shopper leaves the field.
    await input.pressSequentially('DE8937', { delay: 5 });
    await page.locator('#name').click();
    await expect.poll(lastChange).toMatchObject({
      elementType: 'iban',
      complete: false,
      country: 'DE',
      error: { type: 'validation_error', code: 'incomplete_iban', message: 'Your IBAN is incomplete.' },
    });
    await expect(page.locator('#error').textContent()).resolves.toBe('Your IBAN is incomplete.');
    expect(await page.locator('#element').getAttribute('class')).toContain('StripeElement--invalid');
    await screenshot(page, 'bank-element-iban-incomplete');
    await input.press('End');
    await input.pressSequentially(IBAN.slice(6), { delay: 5 });
    await expect
      .poll(lastChange)
      .toMatchObject({ elementType: 'iban', complete: true, empty: false, country: 'DE' });
    await expect(input.inputValue()).resolves.toBe('DE89 3704 0044 0532 0130 00');
    await screenshot(page, 'bank-element-iban-complete');

    const intent = await createIntent(2500, 'eur', 'sepa_debit');
    const result = await page.evaluate(
      (secret) =>
        (window as unknown as Merchant).merchant.confirm('confirmSepaDebitPayment', secret, 'sepa_debit'),
      intent.client_secret!,
    );
    expect(result).toMatchObject({ id: intent.id, status: 'processing' });
    const confirmed = await stack.stripe.paymentIntents.retrieve(intent.id, { expand: ['payment_method'] });
    const method = confirmed.payment_method as Stripe.PaymentMethod;
    expect(method.type).toBe('sepa_debit');
    expect(method.sepa_debit?.last4).toBe('3000');
    // The debit runs under the mandate the confirmation accepted online (none, and the server refuses it).
    const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen.join('\n'));
    expect(seen).not.toContain('370400440532013000');
    expect(JSON.stringify(await events())).not.toContain('370400440532013000');
  });

  it('creates a payment method from an element, and refuses an element of another method', async () => {
    await mount('iban', { supportedCountries: ['SEPA'] });
    await frame('iban').locator('input[name="iban"]').pressSequentially(IBAN, { delay: 5 });
    await expect.poll(lastChange).toMatchObject({ complete: true });
    const created = await page.evaluate(() =>
      (window as unknown as Merchant).merchant.paymentMethod('sepa_debit'),
    );
    expect(created).toMatchObject({ type: 'sepa_debit', details: { last4: '3000', country: 'DE' } });
    expect(created.id).toMatch(/^pm_/);
    const intent = await createIntent(1000, 'eur', 'ideal');
    const refused = await page.evaluate(
      (secret) => (window as unknown as Merchant).merchant.confirm('confirmIdealPayment', secret, 'ideal'),
      intent.client_secret!,
    );
    expect(refused.thrown).toBe(
      'IntegrationError: Invalid value for stripe.confirmIdealPayment: payment_method.ideal should be an object or an Element of type idealBank. You specified: an Element of type iban.',
    );
  });

  it('confirms P24 with a bank from the p24Bank element, handleActions off leaving the redirect to the merchant', async () => {
    await mount('p24Bank');
    await frame('p24Bank').locator('select[name="bank"]').selectOption({ index: 1 });
    await expect.poll(lastChange).toMatchObject({ elementType: 'p24Bank', complete: true });
    const bank = (await lastChange())?.value;
    const intent = await createIntent(1000, 'pln', 'p24');
    const result = await page.evaluate(async (secret) => {
      const w = window as unknown as {
        Payframe(pk: string): Record<string, (...a: unknown[]) => Promise<any>>;
      };
      const payframe = w.Payframe(document.body.dataset.pk!);
      const answer = await payframe.confirmP24Payment!(
        secret,
        {
          payment_method: {
            p24: { bank: 'ing' },
            billing_details: { email: 'jan@example.com', name: 'Jan' },
          },
          return_url: 'https://shop.example/done',
        },
        { handleActions: false },
      );
      return {
        status: answer.paymentIntent?.status,
        next: answer.paymentIntent?.next_action?.type,
        error: answer.error?.message,
      };
    }, intent.client_secret!);
    expect(bank).toBeTruthy();
    expect(result).toEqual({ status: 'requires_action', next: 'redirect_to_url' });
  });

  it('routes a method by its type even where the server has no support for it yet: the server answers', async () => {
    const intent = await createIntent(1000, 'eur', 'ideal');
    const result = await page.evaluate(async (secret) => {
      const w = window as unknown as {
        Payframe(pk: string): Record<string, (...a: unknown[]) => Promise<any>>;
      };
      const payframe = w.Payframe(document.body.dataset.pk!);
      const answer = await payframe.confirmBlikPayment!(secret, {
        payment_method_options: { blik: { code: '777123' } },
      });
      return answer.error;
    }, intent.client_secret!);
    // Until the server knows BLIK, it refuses the type; then, the iDEAL-only intent refuses BLIK.
    expect(result).toMatchObject({
      type: 'invalid_request_error',
      message: expect.stringMatching(/type|blik/),
    });
  });

  it('pays by BECS Direct Debit with the auBankAccount element and confirmAuBecsDebitPayment', async () => {
    await mount('auBankAccount');
    const bsb = frame('auBankAccount').locator('input[name="bsb"]');
    const account = frame('auBankAccount').locator('input[name="account_number"]');
    await screenshot(page, 'bank-element-au-empty');
    await bsb.pressSequentially('062000', { delay: 5 });
    await expect(bsb.inputValue()).resolves.toBe('062-000');
    await account.pressSequentially('1234', { delay: 5 });
    await page.locator('#name').click();
    await expect.poll(lastChange).toMatchObject({
      elementType: 'auBankAccount',
      complete: false,
      bankName: 'Commonwealth Bank',
      error: {
        code: 'incomplete_au_bank_account_number',
        message: 'The account number you entered is incomplete.',
      },
    });
    await screenshot(page, 'bank-element-au-incomplete');
    await bsb.fill('');
    await bsb.pressSequentially('000000', { delay: 5 });
    await account.fill('');
    await account.pressSequentially('000123456', { delay: 5 });
    await expect.poll(lastChange).toMatchObject({ complete: true, bankName: 'Stripe Test Bank' });
    await screenshot(page, 'bank-element-au-complete');
    const intent = await createIntent(1500, 'aud', 'au_becs_debit');
    const result = await page.evaluate(
      (secret) =>
        (window as unknown as Merchant).merchant.confirm(
          'confirmAuBecsDebitPayment',
          secret,
          'au_becs_debit',
        ),
      intent.client_secret!,
    );
    expect(result).toMatchObject({ id: intent.id, status: 'processing' });
    const confirmed = await stack.stripe.paymentIntents.retrieve(intent.id, { expand: ['payment_method'] });
    const method = confirmed.payment_method as Stripe.PaymentMethod;
    expect(method.type).toBe('au_becs_debit');
    expect(method.au_becs_debit).toMatchObject({ bsb_number: '000000', last4: '3456' });
    const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen.join('\n'));
    expect(seen).not.toContain('000123456');
    // Not even the first digits typed: the account number never reaches the page.
    expect(JSON.stringify(await events())).not.toContain('1234');
  });

  it('takes a bank from update({ value }), empties on clear(), and gives FPX the account holder type', async () => {
    await mount('fpxBank', { accountHolderType: 'company' });
    const select = frame('fpxBank').locator('select[name="bank"]');
    // The page's element is the one mount created: update and clear it as a merchant would.
    type Element = { update(o: unknown): void; clear(): void };
    await page.evaluate(() =>
      ((window as unknown as Merchant).merchant.element as Element).update({ value: 'maybank2u' }),
    );
    await expect.poll(() => select.inputValue()).toBe('maybank2u');
    await expect
      .poll(lastChange)
      .toMatchObject({ elementType: 'fpxBank', complete: true, value: 'maybank2u' });
    const created = await page.evaluate(() => (window as unknown as Merchant).merchant.paymentMethod('fpx'));
    expect(created).toMatchObject({
      type: 'fpx',
      details: { bank: 'maybank2u', account_holder_type: 'company' },
    });
    await page.evaluate(() => ((window as unknown as Merchant).merchant.element as Element).clear());
    await expect
      .poll(lastChange)
      .toMatchObject({ elementType: 'fpxBank', complete: false, empty: true, value: '' });
    // FPX needs its bank: creating from the empty element is refused with the details incomplete.
    const refused = await page.evaluate(() => (window as unknown as Merchant).merchant.paymentMethod('fpx'));
    expect(refused.error).toBe('Your payment details are incomplete.');
  });

  it('sets up SEPA Direct Debit with the iban element and confirmSepaDebitSetup, under an online mandate', async () => {
    await mount('iban', { supportedCountries: ['SEPA'] });
    await frame('iban').locator('input[name="iban"]').pressSequentially(IBAN, { delay: 5 });
    await expect.poll(lastChange).toMatchObject({ complete: true });
    const setup = await stack.stripe.setupIntents.create({
      payment_method_types: ['sepa_debit'],
    } as Stripe.SetupIntentCreateParams);
    const result = await page.evaluate(
      (secret) =>
        (window as unknown as Merchant).merchant.confirm('confirmSepaDebitSetup', secret, 'sepa_debit'),
      setup.client_secret!,
    );
    expect(result).toMatchObject({ id: setup.id, status: 'succeeded' });
    const done = await stack.stripe.setupIntents.retrieve(setup.id, { expand: ['payment_method'] });
    expect((done.payment_method as Stripe.PaymentMethod).sepa_debit?.last4).toBe('3000');
    expect(done.mandate).toBeTruthy();
    // A PaymentIntent's secret is refused by the setup call, as Stripe.js refuses it.
    const intent = await createIntent(1000, 'eur', 'sepa_debit');
    const refused = await page.evaluate(
      (secret) =>
        (window as unknown as Merchant).merchant.confirm('confirmSepaDebitSetup', secret, 'sepa_debit'),
      intent.client_secret!,
    );
    expect(refused.thrown).toBe(
      'IntegrationError: Invalid value for stripe.confirmSepaDebitSetup intent secret: value should be a SetupIntent client secret. You specified: a PaymentIntent client secret.',
    );
  });
});
