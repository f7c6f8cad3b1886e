import type { Browser, FrameLocator, Page } from 'playwright-core';
import type Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './fixtures/browser.js';
import { type CurrencyMerchantApi, startCurrencyPage } from './fixtures/currency-page.js';
import { screenshot } from './fixtures/screenshots.js';
import type { ServedPage } from './fixtures/served-page.js';
import { type Stack, startStack } from './fixtures/stack.js';
import { ChallengeModal } from './models/challenge.js';
import { PaymentElementModel } from './models/payment-element.js';

type Merchant = { merchant: CurrencyMerchantApi };

describe('the currency selector (adaptive pricing)', () => {
  let stack: Stack;
  let browser: Browser;
  let site: ServedPage;
  let page: Page;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
    site = await startCurrencyPage({
      payframeUrl: stack.payframeUrl,
      publishableKey: stack.server.keys.testPublishable,
    });
  });
  afterAll(async () => {
    await site?.close();
    await browser?.close();
    await stack?.close();
  });
  afterEach(async () => page?.context().close());

  /** A shopper whose browser speaks French, from France. */
  async function frenchShopper(): Promise<Page> {
    const context = await browser.newContext({
      viewport: { width: 1100, height: 900 },
      deviceScaleFactor: 1,
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
    });
    const opened = await context.newPage();
    opened.on('pageerror', (error) => process.stderr.write(`[page error] ${error.message}\n`));
    return opened;
  }

  const selector = (): FrameLocator => page.frameLocator('iframe[name^="__payframe_currencySelector_"]');

  /** A French shopper on the merchant's page, mounted for a $20.00 intent of these method types. */
  async function frenchShopperPaying(
    types: string[],
    mount: 'mount' | 'mountExpress' = 'mount',
  ): Promise<Stripe.PaymentIntent> {
    page = await frenchShopper();
    const intent = await stack.stripe.paymentIntents.create({
      amount: 2000,
      currency: 'usd',
      payment_method_types: types,
    } as Stripe.PaymentIntentCreateParams);
    await page.goto(site.url);
    await page.evaluate(([how, secret]) => (window as unknown as Merchant).merchant[how](secret), [
      mount,
      intent.client_secret!,
    ] as const);
    return intent;
  }

  it('shows a French shopper a dollar price in euros; paying in euros, the charge records both', async () => {
    const intent = await frenchShopperPaying(['card']);

    // The shopper's euros beside the merchant's dollars, the rate and until when it holds.
    const euros = selector().locator('button[data-currency="eur"]');
    const dollars = selector().locator('button[data-currency="usd"]');
    await euros.waitFor({ state: 'visible', timeout: 30_000 });
    // $20.00 at the hour lock's 1.05732 (1.08 less the 2% fee and 0.1%): €18.92.
    expect(await euros.textContent()).toContain('18,92');
    expect(await euros.textContent()).toContain('Votre devise');
    expect(await dollars.textContent()).toContain('20,00');
    expect(await dollars.getAttribute('aria-pressed')).toBe('true');
    const rate = selector().locator('.CurrencySelector-rate');
    expect(await rate.textContent()).toMatch(/^1 EUR = 1,057 USD · Taux garanti jusqu’à \d{2}:\d{2}$/);
    await new PaymentElementModel(page).ready();
    await screenshot(page, 'currency-selector-fr-offer');

    await euros.click();
    await expect.poll(() => euros.getAttribute('aria-pressed')).toBe('true');
    const changes = await page.evaluate(() => (window as unknown as Merchant).merchant.changes);
    expect(changes.at(-1)).toEqual({ currency: 'eur', amount: 1892 });

    await new PaymentElementModel(page).fillCard({ number: '4242424242424242', expiry: '1234', cvc: '123' });
    await screenshot(page, 'currency-selector-fr-euros-chosen');
    const result = await page.evaluate(() => (window as unknown as Merchant).merchant.pay());
    expect(result).toEqual({
      status: 'succeeded',
      presentment: { presentment_amount: 1892, presentment_currency: 'eur' },
    });
    await page.locator('#result').filter({ hasText: 'succeeded' }).waitFor();
    await screenshot(page, 'currency-selector-fr-paid');

    // The merchant settles its dollars; the charge records what the shopper paid in euros.
    const paid = await stack.stripe.paymentIntents.retrieve(intent.id);
    expect(paid).toMatchObject({ amount: 2000, currency: 'usd', status: 'succeeded' });
    const charge = (await stack.stripe.charges.retrieve(paid.latest_charge as string)) as Stripe.Charge & {
      presentment_details?: unknown;
    };
    expect(charge).toMatchObject({ amount: 2000, currency: 'usd' });
    expect(charge.presentment_details).toEqual({ presentment_amount: 1892, presentment_currency: 'eur' });
  });

  it('pays in dollars when the shopper keeps the merchant’s currency', async () => {
    const intent = await frenchShopperPaying(['card']);
    await selector().locator('button[data-currency="eur"]').waitFor({ state: 'visible', timeout: 30_000 });
    await new PaymentElementModel(page).ready();
    await new PaymentElementModel(page).fillCard({ number: '4242424242424242' });
    const result = await page.evaluate(() => (window as unknown as Merchant).merchant.pay());
    expect(result).toEqual({ status: 'succeeded' });
    const charge = await stack.stripe.charges.retrieve(
      (await stack.stripe.paymentIntents.retrieve(intent.id)).latest_charge as string,
    );
    expect(charge).toMatchObject({ amount: 2000, currency: 'usd' });
    expect('presentment_details' in charge).toBe(false);
  });
  it('proposes the currency of the billing country the shopper picks in the Payment Element', async () => {
    await frenchShopperPaying(['card']);
    await selector().locator('button[data-currency="eur"]').waitFor({ state: 'visible', timeout: 30_000 });
    const element = new PaymentElementModel(page);
    await element.ready();
    await selector().locator('button[data-currency="eur"]').click();
    // A British card: the selector offers pounds, and the shopper who chose euros now pays pounds.
    await element.input('country').selectOption('GB');
    const pounds = selector().locator('button[data-currency="gbp"]');
    await pounds.waitFor({ state: 'visible' });
    // 20 / (1.27 × 0.979) = £16.09.
    expect(await pounds.textContent()).toContain('16,09');
    await expect.poll(() => pounds.getAttribute('aria-pressed')).toBe('true');
    expect(await selector().locator('button[data-currency="eur"]').count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as Merchant).merchant.changes.at(-1)))
      .toEqual({ currency: 'gbp', amount: 1609 });
    await element.fillCard({ number: '4242424242424242', postalCode: 'SW1A 1AA' });
    await screenshot(page, 'currency-selector-gb-billing');
    const result = await page.evaluate(() => (window as unknown as Merchant).merchant.pay());
    expect(result).toEqual({
      status: 'succeeded',
      presentment: { presentment_amount: 1609, presentment_currency: 'gbp' },
    });
  });

  /** A deferred form (the intent made after it is filled) with euros chosen and a card. */
  async function deferredInEuros(): Promise<void> {
    page = await frenchShopper();
    await page.goto(site.url);
    await page.evaluate(() =>
      (window as unknown as Merchant).merchant.mountDeferred({ amount: 2000, currency: 'usd' }),
    );
    const euros = selector().locator('button[data-currency="eur"]');
    await euros.waitFor({ state: 'visible', timeout: 30_000 });
    expect(await euros.textContent()).toContain('18,92');
    await euros.click();
    await expect.poll(() => euros.getAttribute('aria-pressed')).toBe('true');
    await new PaymentElementModel(page).ready();
    await new PaymentElementModel(page).fillCard({ number: '4242424242424242' });
  }

  async function expectEurosCharged(intent: Stripe.PaymentIntent): Promise<void> {
    expect(intent).toMatchObject({ amount: 2000, currency: 'usd', status: 'succeeded' });
    expect((intent as unknown as { presentment_details: unknown }).presentment_details).toEqual({
      presentment_amount: 1892,
      presentment_currency: 'eur',
    });
    const charge = await stack.stripe.charges.retrieve(intent.latest_charge as string);
    expect((charge as unknown as { presentment_details: unknown }).presentment_details).toEqual({
      presentment_amount: 1892,
      presentment_currency: 'eur',
    });
  }

  it('deferred: the confirmation token carries the choice; the server’s intent pays in euros', async () => {
    await deferredInEuros();
    const token = await page.evaluate(() => (window as unknown as Merchant).merchant.token());
    expect(token.id).toMatch(/^ctoken_/);
    // The merchant's server creates and confirms the intent with the token.
    const intent = await stack.stripe.paymentIntents.create({
      amount: 2000,
      currency: 'usd',
      payment_method_types: ['card'],
      confirm: true,
      confirmation_token: token.id!,
    } as Stripe.PaymentIntentCreateParams);
    await expectEurosCharged(intent);
  });

  it('deferred: createPaymentMethod answers the choice; the server creates the intent with the same quote', async () => {
    await deferredInEuros();
    const method = await page.evaluate(() => (window as unknown as Merchant).merchant.method());
    expect(method.presentment).toEqual({
      fx_quote: expect.stringMatching(/^fxq_/),
      presentment_details: { presentment_currency: 'eur' },
    });
    const intent = await stack.stripe.paymentIntents.create({
      amount: 2000,
      currency: 'usd',
      payment_method_types: ['card'],
      payment_method: method.id!,
      confirm: true,
      ...(method.presentment as object),
    } as Stripe.PaymentIntentCreateParams);
    await expectEurosCharged(intent);
  });

  it('hides the methods that cannot pay in the chosen currency, and shows them again', async () => {
    await frenchShopperPaying(['card', 'us_bank_account']);
    const element = new PaymentElementModel(page);
    await element.ready();
    const bank = element.method('Compte bancaire américain');
    await bank.waitFor({ state: 'visible', timeout: 30_000 });
    const euros = selector().locator('button[data-currency="eur"]');
    await euros.waitFor({ state: 'visible', timeout: 30_000 });
    // ACH debits pay in dollars only: with euros chosen, the card is the one way to pay.
    await euros.click();
    await bank.waitFor({ state: 'detached' });
    await screenshot(page, 'currency-selector-methods-in-euros');
    await selector().locator('button[data-currency="usd"]').click();
    await bank.waitFor({ state: 'visible' });
  });

  it('shows the Google Pay sheet in the chosen currency and pays in it', async () => {
    await frenchShopperPaying(['card'], 'mountExpress');
    const euros = selector().locator('button[data-currency="eur"]');
    await euros.waitFor({ state: 'visible', timeout: 30_000 });
    await euros.click();
    await expect.poll(() => euros.getAttribute('aria-pressed')).toBe('true');
    await page
      .frameLocator('iframe[name^="__payframe_expressCheckout_"]')
      .locator('button[data-method="googlePay"]')
      .click();
    const modal = new ChallengeModal(page);
    const total = modal.box.getByTestId('express-sheet-total');
    await expect.poll(() => total.textContent()).toBe('18,92\u00a0€');
    await screenshot(page, 'currency-selector-express-sheet-euros', { fullPage: false });
    await modal.box.getByRole('button', { name: /^(Payer|Pay)$/ }).click();
    await modal.overlay.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as Merchant).merchant.expressResult), {
        timeout: 20_000,
      })
      .toEqual({
        status: 'succeeded',
        presentment: { presentment_amount: 1892, presentment_currency: 'eur' },
      });
  });
});
