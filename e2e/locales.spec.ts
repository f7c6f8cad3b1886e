import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CATALOGUE_LOCALES, loadCatalogue } from '../packages/frames/src/i18n/catalogue.js';
import { launchBrowser, newPage } from './fixtures/browser.js';
import { type MerchantPage, mountOnMerchantPage, startMerchantPage } from './fixtures/merchant-page.js';
import { screenshot } from './fixtures/screenshots.js';
import { type Stack, startStack } from './fixtures/stack.js';
import { challengePage } from './models/challenge.js';
import { PaymentElementModel } from './models/payment-element.js';
import { ShopModel } from './models/shop.js';

/**
 * The locales shown end to end: each one whose catalogue exists in this build (a new
 * catalogue joins by its line here), right-to-left ones checked for their mirrored layout.
 */
const SHOWN = ['ar', 'he', 'pt-BR', 'ko', 'zh-TW', 'pl'].filter((locale) =>
  CATALOGUE_LOCALES.includes(locale),
);
const RIGHT_TO_LEFT = ['ar', 'he'];

/** Declined for insufficient funds by the test-mode simulator. */
const DECLINED = {
  number: '4000000000009995',
  expiry: '1234',
  cvc: '123',
  country: 'US',
  postalCode: '10001',
};

describe('the Payment Element in every language', () => {
  let stack: Stack;
  let browser: Browser;
  let merchant: MerchantPage;
  let page: Page;
  let shop: ShopModel;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
    merchant = await startMerchantPage(stack.payframeUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await merchant?.close();
    await stack?.close();
  });
  beforeEach(async () => {
    page = await newPage(browser);
    shop = new ShopModel(page, stack.shopUrl);
  });
  afterEach(async () => page?.context().close());

  it.each(SHOWN)('speaks %s: labels, a field error and a decline', async (locale) => {
    const texts = await loadCatalogue(locale);
    await shop.open(`/?locale=${locale}`);
    const { element } = shop;
    const html = element.frame.locator('html');
    await expect.poll(() => html.getAttribute('lang')).toBe(locale);
    const rtl = RIGHT_TO_LEFT.includes(locale);
    expect(await html.getAttribute('dir')).toBe(rtl ? 'rtl' : 'ltr');
    await expect
      .poll(() => element.frame.locator('label[for="card-number"]').textContent())
      .toBe(texts['card.number']);

    // Digits are typed left to right in every language.
    expect(await element.input('number').getAttribute('dir')).toBe('ltr');
    expect(await element.input('cvc').getAttribute('dir')).toBe('ltr');

    await element.input('number').pressSequentially('4242', { delay: 5 });
    await shop.pay();
    await expect
      .poll(() => element.error('card-number').textContent())
      .toBe(texts['error.incomplete_number']);
    if (rtl) {
      // Mirrored: the label starts at the right edge of its field, the brand icons sit at the left.
      const field = await element.input('number').boundingBox();
      const label = await element.frame.locator('label[for="card-number"]').boundingBox();
      const icons = await element.frame.locator('.Field--number .InputAdornment').boundingBox();
      expect(Math.abs(label!.x + label!.width - (field!.x + field!.width))).toBeLessThanOrEqual(2);
      expect(icons!.x + icons!.width / 2).toBeLessThan(field!.x + field!.width / 2);
    }
    await screenshot(page, `locale-${locale}-field-error`);

    await element.input('number').fill('');
    await element.fillCard(DECLINED);
    await shop.pay();
    await expect
      .poll(() => element.error('card-number').textContent(), { timeout: 20_000 })
      .toBe(texts['decline.insufficient_funds']);
    // The API worded the decline in the elements' locale (the frames send it as Accept-Language).
    await expect.poll(() => shop.paymentError.textContent()).toBe(texts['decline.insufficient_funds']);
    await screenshot(page, `locale-${locale}-decline`);
  });

  it('switches the frames live with elements.update({ locale })', async () => {
    const server = { stripe: stack.stripe, publishableKey: stack.server.keys.testPublishable };
    await mountOnMerchantPage(page, merchant, server, { locale: 'en' }, ['card']);
    const element = new PaymentElementModel(page);
    await element.ready();
    const label = element.frame.locator('label[for="card-number"]');
    expect(await label.textContent()).toBe('Card number');
    await page.evaluate(() =>
      (window as unknown as { elements: { update(o: unknown): void } }).elements.update({ locale: 'he' }),
    );
    const he = await loadCatalogue('he');
    await expect.poll(() => label.textContent()).toBe(he['card.number']);
    expect(await element.frame.locator('html').getAttribute('dir')).toBe('rtl');
    await page.evaluate(() =>
      (window as unknown as { elements: { update(o: unknown): void } }).elements.update({ locale: 'de' }),
    );
    const de = await loadCatalogue('de');
    await expect.poll(() => label.textContent()).toBe(de['card.number']);
    expect(await element.frame.locator('html').getAttribute('dir')).toBe('ltr');
  });

  it('shows English, and still pays, when a catalogue cannot be fetched', async () => {
    // The Arabic catalogue's chunk (found by what it says: chunks are named by their hash) fails.
    await page.route('**/assets/chunk-*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      // The bundler writes non-ASCII text as \u escapes.
      if (body.includes('\\u0631\\u0642\\u0645 \\u0627\\u0644\\u0628\\u0637\\u0627\\u0642\\u0629'))
        return route.abort();
      return route.fulfill({ response, body });
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await shop.open('/?locale=ar');
    const { element } = shop;
    await expect
      .poll(() => element.frame.locator('label[for="card-number"]').textContent())
      .toBe('Card number');
    expect(warnings).toContain('Could not load locale data');
    await element.fillCard({ ...DECLINED, number: '4242424242424242' });
    await shop.pay();
    expect(await shop.statusShown()).toBe('succeeded');
  });

  it('shows the 3-D Secure page in German with locale de', async () => {
    await shop.open('/?locale=de');
    await shop.element.fillCard({ ...DECLINED, number: '4000002760003184' });
    await shop.pay();
    const challenge = await challengePage(page);
    expect(await challenge.locator('html').getAttribute('lang')).toBe('de');
    expect(await challenge.locator('h1').textContent()).toBe('Payframe-Testmodus: 3-D Secure');
    await expect.poll(() => challenge.locator('dd').first().textContent()).toBe('40,00\u00a0€');
    await screenshot(page, 'locale-de-3ds', { fullPage: false });
    await challenge.getByRole('button', { name: 'Abschließen' }).click();
    expect(await shop.statusShown()).toBe('succeeded');
  });

  it('shows the 3-D Secure page in Brazilian Portuguese with locale pt-BR', async () => {
    await shop.open('/?locale=pt-BR');
    await shop.element.fillCard({ ...DECLINED, number: '4000002760003184' });
    await shop.pay();
    const challenge = await challengePage(page);
    expect(await challenge.locator('html').getAttribute('lang')).toBe('pt-BR');
    expect(await challenge.locator('html').getAttribute('dir')).toBe('ltr');
    expect(await challenge.locator('h1').textContent()).toBe('Modo de teste do Payframe: 3-D Secure');
    const amount = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'EUR' }).format(40);
    await expect.poll(() => challenge.locator('dd').first().textContent()).toBe(amount);
    await screenshot(page, 'locale-pt-BR-3ds', { fullPage: false });
    await challenge.getByRole('button', { name: 'Concluir' }).click();
    expect(await shop.statusShown()).toBe('succeeded');
  });
});
