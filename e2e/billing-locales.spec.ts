import { FIELD_ERRORS } from '@payframe/core';
import type { Browser, Page } from 'playwright-core';
import type Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EN } from '../packages/frames/src/i18n/messages/en.js';
import { FR } from '../packages/frames/src/i18n/messages/fr.js';
import { JA } from '../packages/frames/src/i18n/messages/ja.js';
import { PL } from '../packages/frames/src/i18n/messages/pl.js';
import { PT_BR } from '../packages/frames/src/i18n/messages/pt-BR.js';
import { launchBrowser, newPage } from './fixtures/browser.js';
import { screenshot } from './fixtures/screenshots.js';
import { settled } from './fixtures/settled.js';
import { type Stack, startStack } from './fixtures/stack.js';
import { BillingAddressModel } from './models/billing-address.js';
import { ShopModel } from './models/shop.js';

const VISA = { number: '4242424242424242', expiry: '1234', cvc: '123' };

/** The error Stripe.js throws when a field set to never is not passed (its wording, ours too). */
const NAME_NEVER_ERROR =
  'You specified "never" for fields.billing_details.name when creating the payment Element, but did not pass confirmParams.payment_method_data.billing_details.name when calling stripe.confirmPayment().';

describe('billing details and locales of the Payment Element', () => {
  let stack: Stack;
  let browser: Browser;
  let page: Page;
  let shop: ShopModel;
  let billing: BillingAddressModel;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });
  beforeEach(async () => {
    page = await newPage(browser);
    shop = new ShopModel(page, stack.shopUrl);
    billing = new BillingAddressModel(shop.element);
  });
  afterEach(async () => page?.context().close());

  /**
   * A full-page shot of a page taller than the viewport resizes the viewport for a moment,
   * which the cross-origin frame may not redraw for: the viewport is made as tall as the page
   * first (the shot then waits for the frame to have laid out again).
   */
  async function shot(name: string): Promise<void> {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: 1100, height: Math.max(900, height) });
    await screenshot(page, name);
  }

  /** The payment method of the intent the success page shows, as the server stored it. */
  async function paidMethod(): Promise<Stripe.PaymentMethod> {
    expect(await shop.statusShown()).toBe('succeeded');
    const id = new URL(page.url()).searchParams.get('payment_intent')!;
    const intent = await stack.stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] });
    return intent.payment_method as Stripe.PaymentMethod;
  }

  it('pays with a full US billing address, laid out for the US', async () => {
    await shop.open('/?billing=full');
    expect(await billing.label('postalCode').textContent()).toBe(EN['address.zip']);
    expect(await billing.label('administrativeArea').textContent()).toBe(EN['address.state']);
    await shop.element.fillCard(VISA);
    await billing.fill({
      name: 'Jenny Rosen',
      country: 'US',
      line1: '510 Townsend St',
      line2: 'Floor 2',
      city: 'San Francisco',
      state: 'CA',
      postalCode: '94103',
    });
    await shot('billing-address-us');
    await shop.pay();
    const method = await paidMethod();
    expect(method.billing_details).toMatchObject({
      name: 'Jenny Rosen',
      address: {
        line1: '510 Townsend St',
        line2: 'Floor 2',
        city: 'San Francisco',
        state: 'CA',
        postal_code: '94103',
        country: 'US',
      },
    });
  });

  it('pays with a GB address: its own fields and labels, no state', async () => {
    await shop.open('/?billing=full&country=GB');
    expect(await billing.label('locality').textContent()).toBe(EN['address.post_town']);
    expect(await billing.label('postalCode').textContent()).toBe(EN['address.postal']);
    expect(await shop.element.input('administrativeArea').count()).toBe(0);
    await shop.element.fillCard(VISA);
    await billing.fill({
      name: 'Ada Lovelace',
      line1: '10 Downing Street',
      city: 'London',
      postalCode: 'sw1a 2aa',
    });
    await shop.pay();
    const method = await paidMethod();
    expect(method.billing_details).toMatchObject({
      name: 'Ada Lovelace',
      address: { line1: '10 Downing Street', city: 'London', postal_code: 'SW1A 2AA', country: 'GB' },
    });
  });

  it('shows the postal code error of core under the field', async () => {
    await shop.open('/?billing=full');
    await shop.element.fillCard(VISA);
    await billing.fill({
      name: 'Jenny Rosen',
      line1: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      postalCode: '123',
    });
    await shop.pay();
    const error = shop.element.error('card-postalCode');
    await expect.poll(() => error.textContent(), { timeout: 15_000 }).toBe(FIELD_ERRORS.invalid_zip);
    await shot('billing-address-postal-error');
  });

  it("rejects confirmPayment when the name is 'never' and not passed, pays once the shop passes it", async () => {
    await shop.open('/?billing=name-never');
    expect(await shop.element.input('name').count()).toBe(0);
    await shop.element.fillCard({ ...VISA, country: 'US', postalCode: '10001' });
    await shop.pay();
    await expect.poll(() => shop.paymentError.textContent(), { timeout: 15_000 }).toContain(NAME_NEVER_ERROR);

    await shop.open('/?billing=name-never&payerName=Jenny%20Rosen');
    await shop.element.fillCard({ ...VISA, country: 'US', postalCode: '10001' });
    await shop.pay();
    const method = await paidMethod();
    expect(method.billing_details.name).toBe('Jenny Rosen');
    expect(method.billing_details.address?.postal_code).toBe('10001');
  });

  it('speaks French with locale fr: labels, tabs, errors and lang', async () => {
    await shop.open('/?locale=fr&billing=full&country=FR');
    const frame = shop.element.frame;
    expect(await frame.locator('html').getAttribute('lang')).toBe('fr');
    expect(await frame.locator('label[for="card-number"]').textContent()).toBe(FR['card.number']);
    expect(await billing.label('postalCode').textContent()).toBe(FR['address.postal']);
    expect(await billing.label('locality').textContent()).toBe(FR['address.city']);
    expect(await billing.label('addressLine2').textContent()).toBe(
      FR['address.optional'].replace('{label}', FR['address.line2']),
    );
    expect(await shop.element.method(FR['method.sepa_debit']).count()).toBe(1);
    await billing.fill({
      name: 'Jeanne Dupont',
      line1: '8 rue de Rivoli',
      city: 'Paris',
      postalCode: '7500',
    });
    await shop.pay();
    const error = shop.element.error('card-postalCode');
    await expect.poll(() => error.textContent(), { timeout: 15_000 }).toBe(FR['error.invalid_postal_code']);
    // Each field shows its error as its own check settles: wait for this one too.
    await expect
      .poll(() => shop.element.error('card-number').textContent(), { timeout: 15_000 })
      .toBe(FR['error.incomplete_number']);
    // confirmPayment resolves with the first field error in the element's language too.
    expect(await shop.paymentError.textContent()).toBe(FR['error.incomplete_number']);
    await shot('locale-fr');
  });

  it('speaks Japanese with locale ja, the address in the Japanese order', async () => {
    await shop.open('/?locale=ja&billing=full&country=JP');
    const frame = shop.element.frame;
    expect(await frame.locator('html').getAttribute('lang')).toBe('ja');
    expect(await frame.locator('label[for="card-number"]').textContent()).toBe(JA['card.number']);
    expect(await billing.label('administrativeArea').textContent()).toBe(JA['address.prefecture']);
    expect(await billing.label('postalCode').textContent()).toBe(JA['address.postal']);
    // Postal code first, then the prefecture: the order of a Japanese envelope.
    const names = await frame
      .locator('input, select')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('name')));
    expect(names.indexOf('postalCode')).toBeLessThan(names.indexOf('administrativeArea'));
    await shop.element.fillCard(VISA);
    await billing.fill({
      name: '山田 花子',
      line1: '千代田区千代田1-1',
      state: '13',
      postalCode: '100-0001',
    });
    await shot('locale-ja');
    await shop.pay();
    const method = await paidMethod();
    expect(method.billing_details.address).toMatchObject({
      state: '13',
      postal_code: '100-0001',
      country: 'JP',
    });
  });

  it.each([
    [
      'pl',
      PL,
      'PL',
      { name: 'Jan Kowalski', line1: 'ul. Marszałkowska 1', city: 'Warszawa', postalCode: '00-95' },
    ],
    [
      'pt-BR',
      PT_BR,
      'BR',
      { name: 'Maria Silva', line1: 'Av. Paulista, 1000', city: 'São Paulo', postalCode: '0131' },
    ],
  ] as const)('speaks %s: labels, tabs, field errors and lang', async (locale, texts, country, address) => {
    await shop.open(`/?locale=${locale}&billing=full&country=${country}`);
    const frame = shop.element.frame;
    expect(await frame.locator('html').getAttribute('lang')).toBe(locale);
    expect(await frame.locator('label[for="card-number"]').textContent()).toBe(texts['card.number']);
    expect(await billing.label('postalCode').textContent()).toBe(texts['address.postal']);
    await billing.fill(address);
    // The frame grows as the address is typed in and the page follows its height: the pay
    // button is clicked once that has stopped, not while the page still moves under it.
    await settled(page);
    await shop.pay();
    const error = shop.element.error('card-postalCode');
    await expect
      .poll(() => error.textContent(), { timeout: 15_000 })
      .toBe(texts['error.invalid_postal_code']);
    // Each field shows its error as its own check settles, and the merchant page hears of the
    // result after the frame: both are waited for, not read as the postal code error shows.
    await expect
      .poll(() => shop.element.error('card-number').textContent(), { timeout: 15_000 })
      .toBe(texts['error.incomplete_number']);
    await expect.poll(() => shop.paymentError.textContent()).toBe(texts['error.incomplete_number']);
    await shot(`locale-${locale}`);
  });

  it.each([
    // A browser language with no region says nothing of the shopper's country: the merchant's (US).
    ['ar', 'ar', 'US', 'locale-ar-country'],
    ['ko', 'ko', 'US', 'locale-ko-country'],
    // A browser language with a region names the shopper's country.
    ['ar', 'fr-CA', 'CA', 'locale-ar-browser-fr-ca'],
  ])(
    'locale %s in a browser speaking %s starts the billing country at %s, never the first of the list',
    async (locale, browserLocale, country, name) => {
      await page.context().close();
      const context = await browser.newContext({
        locale: browserLocale,
        viewport: { width: 1100, height: 900 },
        deviceScaleFactor: 1,
      });
      page = await context.newPage();
      shop = new ShopModel(page, stack.shopUrl);
      await shop.open(`/?locale=${locale}`);
      const select = shop.element.input('country');
      await expect.poll(() => select.inputValue()).toBe(country);
      expect(await select.inputValue()).not.toBe('AF');
      await shot(name);
    },
  );

  it('an unknown locale falls back to the browser language without breaking', async () => {
    await shop.open('/?locale=xx-YY');
    expect(await shop.element.frame.locator('label[for="card-number"]').textContent()).toBe(
      EN['card.number'],
    );
  });
});
