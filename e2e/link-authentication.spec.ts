import type { LinkState } from '@payframe/js/protocol';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EN } from '../packages/frames/src/i18n/messages/en.js';
import { launchBrowser, newPage } from './fixtures/browser.js';
import { heardBy, spyOnGroupChannels } from './fixtures/channel-spy.js';
import { type Consumer, outbox, signUpConsumer, uniqueEmail } from './fixtures/link-consumers.js';
import { type LinkPage, startLinkPage } from './fixtures/link-page.js';
import { screenshot } from './fixtures/screenshots.js';
import { type Stack, startStack } from './fixtures/stack.js';
import { LinkAuthenticationModel, LinkCheckoutModel } from './models/link-authentication.js';
import { ShopModel } from './models/shop.js';

describe('the Link Authentication Element', () => {
  let stack: Stack;
  let site: LinkPage;
  let browser: Browser;
  let page: Page;
  let checkout: LinkCheckoutModel;
  let link: LinkAuthenticationModel;
  /** The Payframe origin as localhost: a passkey's relying party must be a domain, not an IP. */
  let payframeUrl: string;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
    payframeUrl = stack.payframeUrl.replace('127.0.0.1', 'localhost');
    stack.server.context.config.publicUrl = payframeUrl;
    site = await startLinkPage({ payframeUrl, publishableKey: stack.server.keys.testPublishable });
  });
  afterAll(async () => {
    await site?.close();
    await browser?.close();
    await stack?.close();
  });
  beforeEach(async () => {
    page = await newPage(browser);
    checkout = new LinkCheckoutModel(page);
    link = new LinkAuthenticationModel(page);
  });
  afterEach(async () => page?.context().close());

  async function open(
    options: { defaultEmail?: string; payment?: boolean; appearance?: Record<string, unknown> } = {},
  ): Promise<void> {
    const intent = await stack.stripe.paymentIntents.create({ amount: 2500, currency: 'usd' });
    await checkout.open(site.url, { clientSecret: intent.client_secret!, payment: true, ...options });
  }

  const consumer = (): Promise<Consumer> =>
    signUpConsumer(payframeUrl, stack.server.keys.testPublishable, uniqueEmail('jenny'));

  /** Chromium's virtual platform authenticator, which answers passkey prompts by itself. */
  async function virtualAuthenticator() {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    return { cdp, authenticatorId };
  }

  /** A picture, once the frames have followed their last change (heights, errors). */
  async function shot(name: string): Promise<void> {
    await screenshot(page, name);
  }

  /** Types the e-mail as a shopper does and waits for the code step. */
  async function reachVerification(email: string): Promise<void> {
    await link.email.click();
    await link.email.pressSequentially(email, { delay: 5 });
    await link.waitForView('verification');
    await link.digits.first().waitFor();
  }

  it('recognises a consumer by e-mail, sends a code, and 000000 verifies; change events carry the e-mail only', async () => {
    const { email } = await consumer();
    // Every message the merchant page receives, as a hostile script on it would record them.
    const seen: string[] = [];
    await page.exposeFunction('__report', (text: string) => seen.push(text));
    await page.addInitScript(`window.addEventListener('message', (event) => {
      try { window.__report(JSON.stringify(event.data)); } catch {}
    }, true);`);
    await open();
    await shot('link-auth-empty');
    await reachVerification(email);
    await expect
      .poll(() =>
        link.frame.getByText(EN['link.codeSent'].replace('{destination}', '(***) *** **23')).count(),
      )
      .toBe(1);
    await shot('link-auth-verification');
    await link.enterCode('000000');
    await link.frame.getByTestId('link-signed-in').waitFor();
    expect(await link.view()).toMatch(/^(use-saved|add-new)$/);
    expect(await link.email.inputValue()).toBe(email);
    expect(await link.email.getAttribute('readonly')).not.toBeNull();
    await shot('link-auth-signed-in');

    const changes = await checkout.changes();
    expect(changes.at(-1)).toEqual({
      elementType: 'linkAuthentication',
      complete: true,
      empty: false,
      value: { email },
    });
    // Never the code, nor anything of the account.
    const heard = JSON.stringify(changes);
    expect(heard).not.toContain('000000');
    expect(heard).not.toMatch(/csmrs?_|secret|phone/);
    for (const change of changes) expect(Object.keys(change.value)).toEqual(['email']);
    expect(seen.length).toBeGreaterThan(0);
    const received = seen.join('\n');
    for (const secret of ['000000', 'csmrs_secret', 'csmras_secret', '+14155550123', '(***) *** **23'])
      expect(received).not.toContain(secret);
  });

  it('shows the server message for a wrong code, then the lock after too many, and a resend starts over', async () => {
    const { email } = await consumer();
    await open();
    await reachVerification(email);
    await link.enterCode('123456');
    await expect.poll(() => link.error.textContent()).toBe('The code is incorrect. 4 tries left.');
    await shot('link-auth-wrong-code');
    for (const left of [3, 2, 1]) {
      await link.enterCode('123456');
      await expect
        .poll(() => link.error.textContent())
        .toBe(`The code is incorrect. ${left} ${left === 1 ? 'try' : 'tries'} left.`);
    }
    await link.enterCode('123456');
    const locked = 'The code was entered incorrectly 5 times. Please request a new one.';
    await expect.poll(() => link.error.textContent()).toBe(locked);
    // Locked: even the right code is refused until a new one is sent.
    await link.enterCode('000000');
    await expect.poll(() => link.error.textContent()).toBe(locked);
    await shot('link-auth-locked');

    await link.button(EN['link.resend']).click();
    await link.frame.getByText(EN['link.resent']).waitFor();
    expect(await link.error.count()).toBe(0);
    // The code the notifier sent (the outbox of test mode) verifies, as a live code would.
    const sent = (await outbox(payframeUrl, stack.server.keys.testSecret))[0]!;
    expect(sent).toMatchObject({
      channel: 'sms',
      to: '+14155550123',
      code: expect.stringMatching(/^\d{6}$/),
    });
    await link.enterCode(sent.code);
    await link.frame.getByTestId('link-signed-in').waitFor();
  });

  it('logs out after confirming, and leaves the field to someone else', async () => {
    const { email } = await consumer();
    await open();
    await reachVerification(email);
    await link.enterCode('000000');
    await link.frame.getByTestId('link-signed-in').waitFor();
    await link.button(EN['link.notYou']).click();
    await link.waitForView('logout-confirmation');
    await shot('link-auth-logout-confirmation');
    await link.button(EN['link.cancel']).click();
    await link.frame.getByTestId('link-signed-in').waitFor();
    await link.button(EN['link.notYou']).click();
    await link.button(EN['link.logout']).click();
    await link.waitForView('authentication');
    expect(await link.email.inputValue()).toBe('');
    expect(await link.email.getAttribute('readonly')).toBeNull();
    // The emptied e-mail's change event reaches the merchant page after the frame shows it.
    await expect
      .poll(async () => (await checkout.changes()).at(-1))
      .toMatchObject({
        empty: true,
        complete: false,
        value: { email: '' },
      });
    // Logged out for good: the next visit asks for a code again.
    await page.reload();
    await open();
    await reachVerification(email);
  });

  it('recognises a returning shopper in the same browser from the stored login, without a code', async () => {
    const { email } = await consumer();
    await open();
    await reachVerification(email);
    await link.enterCode('000000');
    await link.frame.getByTestId('link-signed-in').waitFor();

    // The same browser context, a new page: the login stored in the Payframe origin is found.
    const again = await page.context().newPage();
    const returning = new LinkAuthenticationModel(again);
    const intent = await stack.stripe.paymentIntents.create({ amount: 1200, currency: 'usd' });
    await new LinkCheckoutModel(again).open(site.url, { clientSecret: intent.client_secret!, payment: true });
    await returning.waitForView('cookie-authentication');
    await expect.poll(() => returning.email.inputValue()).toBe(email);
    expect(await returning.digits.count()).toBe(0);
    page = again;
    await shot('link-auth-returning');
    await returning.button(EN['link.continue']).click();
    await returning.frame.getByTestId('link-signed-in').waitFor();
    expect((await new LinkCheckoutModel(again).changes()).at(-1)).toMatchObject({ value: { email } });

    // The merchant page cannot read the stored login: it lives in the Payframe origin's storage.
    const merchantStorage = await again.evaluate(() =>
      JSON.stringify({ ...localStorage, ...sessionStorage }),
    );
    expect(merchantStorage).not.toContain('csmrs_secret');
  });

  it('leaves the one-click offer with "Not you?" and starts again from the e-mail', async () => {
    const { email } = await consumer();
    await open();
    await reachVerification(email);
    await link.enterCode('000000');
    await link.frame.getByTestId('link-signed-in').waitFor();
    await page.reload();
    await open();
    await link.waitForView('cookie-authentication');
    await link.button(EN['link.notYou']).first().click();
    await link.waitForView('authentication');
    expect(await link.email.inputValue()).toBe('');
  });

  it('follows the appearance: the flat theme with floating labels', async () => {
    const { email } = await consumer();
    await open({ defaultEmail: email, appearance: { theme: 'flat', labels: 'floating' } });
    await link.waitForView('verification');
    const label = link.frame.locator('label[for="link-email"]');
    expect(await label.getAttribute('class')).toContain('Label--floating');
    await shot('link-auth-flat-floating');
  });

  it('prefills defaultValues.email and looks it up at once', async () => {
    const { email } = await consumer();
    await open({ defaultEmail: email });
    await link.waitForView('verification');
    expect(await link.email.inputValue()).toBe(email);
  });

  it('asks nothing more of an e-mail without an account; an empty or invalid e-mail stops the submit', async () => {
    await spyOnGroupChannels(page);
    await open();
    expect(await checkout.submit()).toMatchObject({ code: 'incomplete_email' });
    const email = 'new.shopper@link.example';
    const lookedUp = page.waitForResponse(
      (r) =>
        r.url().endsWith('/v1/consumers/sessions/lookup') &&
        (r.request().postData() ?? '').includes('new.shopper'),
    );
    await link.email.click();
    await link.email.pressSequentially(email, { delay: 5 });
    // The lookup has answered and the element has its outcome: this e-mail, no consumer,
    // nothing pending. A code step would have come with it.
    expect((await lookedUp).ok()).toBe(true);
    await expect
      .poll(async () => {
        const state = (await heardBy(link.frame, 'link/state')).at(-1)?.payload as LinkState | undefined;
        const pending = Object.values(state?.requests ?? {}).some((r) => r.status === 'PENDING');
        return state?.email === email && state.consumer === null && !pending;
      })
      .toBe(true);
    expect(await link.view()).toBe('authentication');
    expect(await link.digits.count()).toBe(0);
    await expect.poll(() => checkout.events()).toContain('focus:linkAuthentication');
    await link.email.fill('not-an-email');
    await link.email.blur();
    await link.frame.locator('#link-email-error').waitFor();
    expect(await checkout.submit()).toMatchObject({ code: 'email_invalid' });
    await shot('link-auth-invalid-email');
  });

  it('signs in with a passkey through Chromium’s virtual authenticator', async () => {
    const { email, secret } = await consumer();
    const { cdp, authenticatorId } = await virtualAuthenticator();
    // Setup: the consumer registers a passkey on the Payframe origin (as after sign-up).
    await page.goto(`${payframeUrl}/frames/frame.html`);
    const registered = await page.evaluate(registerPasskey, {
      secret,
      key: stack.server.keys.testPublishable,
    });
    expect(registered).toMatchObject({ passkey: { object: 'consumer_passkey' } });

    await open();
    await reachVerification(email);
    await shot('link-auth-passkey-offer');
    await link.button(EN['link.usePasskey']).click();
    await link.frame.getByTestId('link-signed-in').waitFor();
    expect(await link.email.inputValue()).toBe(email);
    await shot('link-auth-passkey-signed-in');
    // The virtual authenticator signed the sign-in (its counter moved past the registration).
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.signCount).toBeGreaterThanOrEqual(2);
  });

  it('creates a passkey after a code sign-in, and the next sign-in uses it without a code', async () => {
    const { email } = await consumer();
    const { cdp, authenticatorId } = await virtualAuthenticator();
    await open();
    await reachVerification(email);
    // No passkey yet: the code step offers none.
    expect(await link.button(EN['link.usePasskey']).count()).toBe(0);
    await link.enterCode('000000');
    await link.frame.getByTestId('link-passkey-offer').waitFor();
    await shot('link-auth-passkey-create-offer');
    await link.button(EN['link.createPasskey']).click();
    await link.frame.getByTestId('link-passkey-created').waitFor();
    expect(await link.frame.getByTestId('link-passkey-offer').count()).toBe(0);
    expect(await link.frame.getByTestId('link-signed-in').count()).toBe(1);
    await shot('link-auth-passkey-created');
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);

    await link.button(EN['link.notYou']).click();
    await link.button(EN['link.logout']).click();
    await link.waitForView('authentication');
    await reachVerification(email);
    await link.button(EN['link.usePasskey']).click();
    await link.frame.getByTestId('link-signed-in').waitFor();
    expect(await link.email.inputValue()).toBe(email);
    // Signed in by the new passkey (its counter moved), and not offered another one.
    const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(after.credentials[0]!.signCount).toBeGreaterThan(credentials[0]!.signCount);
    expect(await link.frame.getByTestId('link-passkey-offer').count()).toBe(0);
  });

  it('in the example shop: shows the codes sent, verifies with one, and pays with the e-mail as billing e-mail', async () => {
    const { email } = await consumer();
    const shop = new ShopModel(page, stack.shopUrl);
    await shop.open('/?link=1');
    const shopLink = new LinkAuthenticationModel(page, '#link-authentication-element');
    await shopLink.email.click();
    await shopLink.email.pressSequentially(email, { delay: 5 });
    await shopLink.waitForView('verification');
    const panel = page.getByTestId('link-outbox');
    const code = panel.locator('.link-outbox-code').first();
    await code.waitFor();
    // This shopper's newest code, as the API and the shop's panel both show it (read together:
    // the panel refreshes on its own, and other tests' shoppers share the test phone number).
    let sent = '';
    await expect
      .poll(
        async () => {
          const [latest] = await outbox(payframeUrl, stack.server.keys.testSecret, email);
          sent = latest?.code ?? '';
          return sent !== '' && (await code.textContent()) === sent;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await shot('link-shop-outbox');
    await shopLink.enterCode(sent);
    await shopLink.frame.getByTestId('link-signed-in').waitFor();
    await shop.element.fillCard({ number: '4242424242424242', expiry: '1234', cvc: '123' });
    await shop.pay();
    expect(await shop.statusShown()).toMatch(/succeeded/i);
    const intentId = new URL(page.url()).searchParams.get('payment_intent')!;
    const intent = await stack.stripe.paymentIntents.retrieve(intentId, { expand: ['payment_method'] });
    expect((intent.payment_method as { billing_details: { email: string } }).billing_details.email).toBe(
      email,
    );
  });
});

/**
 * Runs in the Payframe origin's page: asks the API for creation options, creates the passkey
 * with the browser's authenticator and confirms it, as the wallet's registration does.
 */
async function registerPasskey({ secret, key }: { secret: string; key: string }) {
  const call = async (path: string, body: Record<string, string>) => {
    const response = await fetch(path, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ 'credentials[consumer_session_client_secret]': secret, ...body }),
    });
    return response.json();
  };
  const fromB64 = (value: string) =>
    Uint8Array.from(atob(value.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  const toB64 = (buffer: ArrayBuffer) =>
    btoa(String.fromCharCode(...new Uint8Array(buffer)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  const { public_key_credential_creation_options: options } = await call(
    '/v1/consumers/passkeys/start_registration',
    {},
  );
  const credential = (await navigator.credentials.create({
    publicKey: {
      ...options,
      challenge: fromB64(options.challenge),
      user: { ...options.user, id: fromB64(options.user.id) },
      excludeCredentials: [],
    },
  })) as PublicKeyCredential;
  const response = credential.response as AuthenticatorAttestationResponse;
  const json = {
    id: credential.id,
    rawId: toB64(credential.rawId),
    type: credential.type,
    response: {
      clientDataJSON: toB64(response.clientDataJSON),
      attestationObject: toB64(response.attestationObject),
      transports: response.getTransports(),
    },
    clientExtensionResults: {},
  };
  return call('/v1/consumers/passkeys/confirm_registration', {
    webauthn_credential_data: JSON.stringify(json),
  });
}
