import type { Browser, FrameLocator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { VERIFY_AR } from '../packages/frames/src/captcha/messages/ar.js';
import { VERIFY_FR } from '../packages/frames/src/captcha/messages/fr.js';
import { launchBrowser, newPage } from './fixtures/browser.js';
import { screenshot } from './fixtures/screenshots.js';
import { type Stack, startStack } from './fixtures/stack.js';
import { ShopModel } from './models/shop.js';

/** docs/radar.md#challenges: the test cards that make the risk engine ask for a challenge. */
const card = (number: string) => ({ number, expiry: '1234', cvc: '123', country: 'US', postalCode: '10001' });
const CAPTCHA_CARD = card('4000000000001976');
const CARD_IMAGE_CARD = card('4000000000002370');

describe("the risk engine's challenges in the payment form", () => {
  let stack: Stack;
  let browser: Browser;
  let page: Page;
  let shop: ShopModel;
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
  });
  afterEach(async () => page?.context().close());

  const modal = (): FrameLocator => page.frameLocator('iframe[name^="__payframe_challenge_"]');

  async function latestIntent() {
    return (await stack.stripe.paymentIntents.list({ limit: 1 })).data[0]!;
  }

  it('a risky payment gets the captcha: the shopper ticks the box, the puzzle is solved, and it pays', async () => {
    // The silent captcha's token rides on the confirmation (docs/radar.md#captcha).
    const confirms: string[] = [];
    page.on('request', (request) => {
      if (/\/v1\/payment_intents\/[^/]+\/confirm$/.test(new URL(request.url()).pathname))
        confirms.push(decodeURIComponent(request.postData() ?? ''));
    });
    await shop.open();
    await shop.element.fillCard(CAPTCHA_CARD);
    await shop.pay();
    const challenge = modal().getByTestId('captcha-challenge');
    await challenge.waitFor({ timeout: 30_000 });
    await expect.poll(() => modal().getByRole('dialog').getAttribute('aria-labelledby')).toBe('verify-title');
    expect(await challenge.getByRole('heading').textContent()).toBe('Confirm you are a person');
    expect(confirms).toHaveLength(1);
    expect(confirms[0]).toMatch(/radar_options\[hcaptcha_token\]=v1\.[\w-]+\.[\w-]+\.\d+/);
    await screenshot(page, 'captcha-challenge');
    const box = modal().getByRole('checkbox', { name: 'I’m not a robot' });
    await box.check();
    expect(await shop.statusShown()).toBe('succeeded');
    const pi = await latestIntent();
    expect(pi.status).toBe('succeeded');
    const charge = await stack.stripe.charges.retrieve(pi.latest_charge as string);
    expect(charge.outcome?.type).toBe('authorized');
  });

  it('card-image verification: wrong digits are refused, the right ones pay', async () => {
    await shop.open();
    await shop.element.fillCard(CARD_IMAGE_CARD);
    await shop.pay();
    const form = modal().getByTestId('card-image-challenge');
    await form.waitFor({ timeout: 30_000 });
    const digits = form.getByLabel('Last 4 digits of the card');
    await digits.fill('1111');
    await form.getByRole('button', { name: 'Verify' }).click();
    const alert = form.getByRole('alert');
    await expect
      .poll(() => alert.textContent(), { timeout: 15_000 })
      .toBe('These digits don’t match the card. Check them and try again.');
    await screenshot(page, 'card-image-wrong-digits');
    await digits.fill('2370');
    await form.getByRole('button', { name: 'Verify' }).click();
    expect(await shop.statusShown()).toBe('succeeded');
    expect((await latestIntent()).status).toBe('succeeded');
  });

  it('card-image verification: Cancel fails the payment with an authentication failure', async () => {
    await shop.open();
    await shop.element.fillCard(CARD_IMAGE_CARD);
    await shop.pay();
    const form = modal().getByTestId('card-image-challenge');
    await form.waitFor({ timeout: 30_000 });
    await screenshot(page, 'card-image-challenge');
    await form.getByRole('button', { name: 'Cancel payment' }).click();
    await expect.poll(() => shop.paymentError.textContent(), { timeout: 20_000 }).toMatch(/authenticate/i);
    await expect.poll(() => page.locator('iframe[name^="__payframe_challenge_"]').count()).toBe(0);
    const pi = await latestIntent();
    expect(pi.status).toBe('requires_payment_method');
    expect(pi.last_payment_error?.code).toBe('payment_intent_authentication_failure');
    await screenshot(page, 'card-image-canceled');
  });

  it('speaks the locale of the elements: the card-image check in Arabic, right to left', async () => {
    await shop.open('/?locale=ar');
    await shop.element.fillCard(CARD_IMAGE_CARD);
    await shop.pay();
    const form = modal().getByTestId('card-image-challenge');
    await form.waitFor({ timeout: 30_000 });
    expect(await form.getByRole('heading').textContent()).toBe(VERIFY_AR['cardImage.title']);
    expect([await form.getAttribute('lang'), await form.getAttribute('dir')]).toEqual(['ar', 'rtl']);
    expect(await form.getByLabel(VERIFY_AR['cardImage.label']).getAttribute('dir')).toBe('ltr');
    const digits = form.getByLabel(VERIFY_AR['cardImage.label']);
    await digits.fill('1111');
    await form.getByRole('button', { name: VERIFY_AR['cardImage.verify'] }).click();
    await expect
      .poll(() => form.getByRole('alert').textContent(), { timeout: 15_000 })
      .toBe(VERIFY_AR['cardImage.wrong']);
    await screenshot(page, 'card-image-arabic');
    await digits.fill('2370');
    await form.getByRole('button', { name: VERIFY_AR['cardImage.verify'] }).click();
    expect(await shop.statusShown()).toBe('succeeded');
  });

  it('a regional locale reads its language: the captcha in Canadian French', async () => {
    await shop.open('/?locale=fr-CA');
    await shop.element.fillCard(CAPTCHA_CARD);
    await shop.pay();
    const challenge = modal().getByTestId('captcha-challenge');
    await challenge.waitFor({ timeout: 30_000 });
    expect(await challenge.getByRole('heading').textContent()).toBe(VERIFY_FR['captcha.title']);
    expect(await challenge.getAttribute('lang')).toBe('fr-CA');
    await screenshot(page, 'captcha-challenge-fr-CA');
    await modal().getByRole('checkbox', { name: VERIFY_FR['captcha.checkbox'] }).check();
    expect(await shop.statusShown()).toBe('succeeded');
  });
});
