import type { Browser, FrameLocator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './fixtures/browser.js';
import { type FakeCaptchaProvider, startFakeCaptchaProvider } from './fixtures/fake-captcha-provider.js';
import { screenshot } from './fixtures/screenshots.js';
import { type Stack, startStack } from './fixtures/stack.js';
import { ShopModel } from './models/shop.js';

const card = (number: string) => ({ number, expiry: '1234', cvc: '123', country: 'US', postalCode: '10001' });
/** docs/radar.md#challenges: the test card that always asks for the captcha. */
const CAPTCHA_CARD = card('4000000000001976');

/**
 * docs/radar.md#captcha: hCaptcha or Turnstile plugged in by the merchant's server, each played
 * by a stand-in on the loopback that serves the provider's script, widget and siteverify.
 */
describe.each(['hcaptcha', 'turnstile'] as const)('the %s captcha, end to end', (name) => {
  let provider: FakeCaptchaProvider;
  let stack: Stack;
  let browser: Browser;
  let page: Page;
  let shop: ShopModel;
  const confirms: string[] = [];
  const framePolicies: string[] = [];

  beforeAll(async () => {
    provider = await startFakeCaptchaProvider(name);
    [stack, browser] = await Promise.all([
      startStack({
        captcha: {
          provider: name,
          siteKey: provider.siteKey,
          secret: provider.secret,
          scriptUrl: provider.scriptUrl,
          verifyUrl: provider.verifyUrl,
          verifyTimeoutMs: 5_000,
        },
      }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
    await provider?.close();
  });
  beforeEach(async () => {
    page = await newPage(browser);
    shop = new ShopModel(page, stack.shopUrl);
    confirms.length = 0;
    framePolicies.length = 0;
    page.on('request', (request) => {
      if (/\/v1\/payment_intents\/[^/]+\/confirm$/.test(new URL(request.url()).pathname))
        confirms.push(decodeURIComponent(request.postData() ?? ''));
    });
    page.on('response', (response) => {
      if (/\/frames\/[^?]*\.html/.test(response.url()))
        framePolicies.push(response.headers()['content-security-policy'] ?? '');
    });
  });
  afterEach(async () => page?.context().close());

  const modal = (): FrameLocator => page.frameLocator('iframe[name^="__payframe_challenge_"]');
  const latestIntent = async () => (await stack.stripe.paymentIntents.list({ limit: 1 })).data[0]!;

  it('the silent widget’s token goes with the confirmation, the server checks it with siteverify, and it pays', async () => {
    await shop.open();
    // The provider's origin is allowed in the frames, for its script and its widget's frame.
    expect(framePolicies.length).toBeGreaterThan(0);
    for (const policy of framePolicies) {
      expect(policy).toContain(`script-src 'self' ${provider.origin};`);
      expect(policy).toContain(`frame-src 'self' ${provider.origin};`);
    }
    await shop.element.fillCard(card('4242424242424242'));
    await shop.pay();
    expect(await shop.statusShown()).toBe('succeeded');
    expect(confirms).toHaveLength(1);
    const token = /radar_options\[hcaptcha_token\]=([\w-]+)/.exec(confirms[0]!)?.[1];
    expect(token).toMatch(new RegExp(`^${name}-token-[0-9a-f]+$`));
    expect(provider.issued.find((each) => each.token === token)?.visible).toBe(false);
    const check = provider.verifications.find((each) => each.fields.response === token);
    expect(check).toMatchObject({
      success: true,
      fields: { secret: provider.secret, remoteip: expect.any(String) },
    });
    expect((await latestIntent()).status).toBe('succeeded');
  });

  it('a risky payment shows the provider’s visible widget; solved, it pays', async () => {
    await shop.open();
    await shop.element.fillCard(CAPTCHA_CARD);
    await shop.pay();
    const challenge = modal().getByTestId('captcha-challenge');
    await challenge.waitFor({ timeout: 30_000 });
    const widget = challenge.getByTestId('captcha-widget');
    expect(await widget.getAttribute('data-provider')).toBe(name);
    const box = modal()
      .frameLocator(`iframe[title="${name} widget"]`)
      .getByRole('checkbox', { name: 'I am human' });
    await box.waitFor({ timeout: 15_000 });
    // The built-in checkbox is not drawn beside the provider's.
    expect(await challenge.getByTestId('captcha-checkbox').count()).toBe(0);
    await screenshot(page, `captcha-${name}-challenge`, { fullPage: false });
    await box.check();
    expect(await shop.statusShown()).toBe('succeeded');
    const answered = provider.issued.filter((each) => each.visible);
    expect(answered).toHaveLength(1);
    expect(provider.verifications.find((each) => each.fields.response === answered[0]!.token)?.success).toBe(
      true,
    );
    const pi = await latestIntent();
    expect(pi.status).toBe('succeeded');
  });
});
