import { FIELD_ERRORS } from '@payframe/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './fixtures/browser.js';
import { type CardPage, startCardPage } from './fixtures/card-page.js';
import { holdController } from './fixtures/hold-controller.js';
import { MESSAGE_SPY } from './fixtures/message-spy.js';
import { screenshot } from './fixtures/screenshots.js';
import { type Stack, startStack } from './fixtures/stack.js';
import { CardElementModel } from './models/card-element.js';
import { answerChallenge } from './models/challenge.js';

/** Stripe's dark card example: white text, light blue icon and placeholder, pink invalid. */
const DARK = {
  style: {
    base: {
      color: '#fff',
      iconColor: '#c4f0ff',
      fontWeight: '500',
      fontSize: '16px',
      '::placeholder': { color: '#87bbfd' },
      ':-webkit-autofill': { color: '#fce883' },
    },
    invalid: { color: '#ffc7ee', iconColor: '#ffc7ee' },
  },
};

describe('the Card Element on a merchant page', () => {
  let stack: Stack;
  let browser: Browser;
  let site: CardPage;
  let page: Page;
  let card: CardElementModel;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
    site = await startCardPage({
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
    card = new CardElementModel(page);
  });
  afterEach(async () => page?.context().close());

  const intent = () =>
    stack.stripe.paymentIntents.create({
      amount: 2000,
      currency: 'usd',
      allowed_payment_method_types: ['card'] as never,
    });

  it('pays with 4242 in the combined element, and the page never sees the number', async () => {
    await card.mount('card');
    await screenshot(page, 'card-element-empty');
    await card.fillCard({ number: '4242424242424242', expiry: '1234', cvc: '987', postal: '10001' });
    // The last keystroke's change event crosses two frames; wait for it rather than read too early.
    await expect
      .poll(async () => (await card.events()).filter((e) => e.name === 'change').at(-1)?.complete)
      .toBe(true);
    const events = await card.events();
    const last = events.filter((e) => e.name === 'change').at(-1);
    expect(last).toMatchObject({ elementType: 'card', complete: true, empty: false, brand: 'visa' });
    expect(last?.value).toEqual({ postalCode: '10001' });
    expect(events.some((e) => e.name === 'focus')).toBe(true);
    expect(await page.locator('#card').getAttribute('class')).toContain('StripeElement--complete');
    await screenshot(page, 'card-element-complete');

    const { client_secret, id } = await intent();
    const result = await card.confirm(client_secret!);
    expect(result).toMatchObject({ status: 'succeeded', id });
    const pi = await stack.stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] });
    expect(pi.status).toBe('succeeded');
    const method = pi.payment_method as { card: { last4: string }; billing_details: Record<string, any> };
    expect(method.card.last4).toBe('4242');
    expect(method.billing_details.name).toBe('Jenny Rosen');
    expect(method.billing_details.address.postal_code).toBe('10001');

    const seen = (await page.evaluate(() => (window as any).__seen as string[])).join('\n');
    expect(seen.length).toBeGreaterThan(0);
    for (const secret of ['4242424242424242', '4242 4242 4242 4242', '"987"'])
      expect(seen).not.toContain(secret);
    const readable = await page.evaluate(() => document.documentElement.outerHTML);
    expect(readable).not.toContain('4242 4242');
  });

  it.each(['card', 'split'] as const)(
    'asks for no elements session, gets no error answer and logs no console error: a %s element page has no intent yet',
    async (kind) => {
      const asked: string[] = [];
      const errors: string[] = [];
      // Console errors of the page and of every frame in it (the controller frame's included).
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`);
      });
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      page.on('requestfailed', (request) => errors.push(`failed: ${request.url()}`));
      // Any failed answer of the Payframe server (the test page has no favicon: not ours).
      page.on('response', (response) => {
        if (response.status() >= 400 && response.url().startsWith(stack.payframeUrl))
          errors.push(`${response.status()} ${response.url()}`);
      });
      await card.mount(kind);
      const visa = { number: '4242424242424242', expiry: '1234', cvc: '123' };
      if (kind === 'card') await card.fillCard({ ...visa, postal: '10001' });
      else await card.fillSplit(visa);
      expect((await card.paymentMethod()).id).toMatch(/^pm_/);
      expect(asked).toContain('/v1/payment_methods');
      expect(asked).not.toContain('/v1/elements/sessions');
      expect(errors, errors.join('\n')).toEqual([]);
    },
  );

  it('collapses the number to its last four and slides the other fields in on a narrow line', async () => {
    await page.evaluate(() => document.getElementById('wrap')!.classList.add('narrow'));
    await card.mount('card');
    await card.input('cardnumber').pressSequentially('4242424242424242', { delay: 5 });
    await expect.poll(() => card.frame().locator('.CardLast4').textContent()).toBe('4242');
    await expect.poll(() => card.frame().locator('.Card--collapsed').count()).toBe(1);
    await screenshot(page, 'card-element-sliding');
    await card.input('exp-date').pressSequentially('1234', { delay: 5 });
    await card.input('cvc').pressSequentially('123', { delay: 5 });
    await card.input('postal').pressSequentially('94107', { delay: 5 });
    await screenshot(page, 'card-element-sliding-complete');
    // Back on the number: it slides out again.
    await card.input('cardnumber').focus();
    await expect.poll(() => card.frame().locator('.Card--collapsed').count()).toBe(0);
  });

  it('reports an invalid number in a change event and draws it invalid', async () => {
    await card.mount('card');
    await card.input('cardnumber').pressSequentially('4242424242424241', { delay: 5 });
    await expect
      .poll(async () => (await card.events()).filter((e) => e.name === 'change').at(-1)?.error)
      .toEqual({ type: 'validation_error', code: 'invalid_number', message: FIELD_ERRORS.invalid_number });
    expect(await page.locator('#card').getAttribute('class')).toContain('StripeElement--invalid');
    expect(await page.locator('#error').textContent()).toBe(FIELD_ERRORS.invalid_number);
    await screenshot(page, 'card-element-error');
  });

  it('approves the 3-D Secure challenge of 4000 0000 0000 3220 in the modal', async () => {
    await card.mount('card', { hidePostalCode: true });
    await card.fillCard({ number: '4000000000003220', expiry: '1234', cvc: '123' });
    const { client_secret, id } = await intent();
    const pending = card.confirm(client_secret!);
    await answerChallenge(page, true);
    expect(await pending).toMatchObject({ status: 'succeeded', id });
    expect((await stack.stripe.paymentIntents.retrieve(id)).status).toBe('succeeded');
  });

  it('runs the manual confirmation flow: the server confirms, handleCardAction runs 3-D Secure, the server confirms again', async () => {
    await card.mount('card', { hidePostalCode: true });
    await card.fillCard({ number: '4000000000003220', expiry: '1234', cvc: '123' });
    const method = await card.paymentMethod();
    expect(method.id).toMatch(/^pm_/);
    const pi = await stack.stripe.paymentIntents.create({
      amount: 2000,
      currency: 'usd',
      payment_method: method.id!,
      confirmation_method: 'manual',
      confirm: true,
    });
    expect(pi.status).toBe('requires_action');
    const pending = card.handleCardAction(pi.client_secret!);
    await answerChallenge(page, true);
    expect(await pending).toMatchObject({ status: 'requires_confirmation', id: pi.id });
    expect((await stack.stripe.paymentIntents.confirm(pi.id)).status).toBe('succeeded');
  });

  it('pays with split elements, each its own frame', async () => {
    await card.mount('split');
    await screenshot(page, 'card-element-split-empty');
    await card.fillSplit({ number: '4242424242424242', expiry: '1234', cvc: '123' });
    const changedTypes = async () =>
      [...new Set((await card.events()).filter((e) => e.name === 'change').map((e) => e.elementType))].sort();
    await expect.poll(changedTypes).toEqual(['cardCvc', 'cardExpiry', 'cardNumber']);
    await screenshot(page, 'card-element-split');
    const { client_secret, id } = await intent();
    expect(await card.confirm(client_secret!)).toMatchObject({ status: 'succeeded', id });
    expect((await stack.stripe.paymentIntents.retrieve(id)).status).toBe('succeeded');
  });

  it('pays with split elements whose frames loaded before the controller', async () => {
    // The controller's document is held back until the three frames are ready: it has heard
    // none of their MOUNTED reports, and hears the CVC's alone once that one is mounted again.
    const release = await holdController(page);
    await card.mount('split');
    release();
    await page.evaluate('cvcElement.unmount(); cvcElement.mount("#cvc")');
    await card.fillSplit({ number: '4242424242424242', expiry: '1234', cvc: '123' });
    const { client_secret, id } = await intent();
    expect(await card.confirm(client_secret!)).toMatchObject({ status: 'succeeded', id });
  });

  it('createToken gives a tok_ the server accepts', async () => {
    await card.mount('card');
    await card.fillCard({ number: '4242424242424242', expiry: '1234', cvc: '123', postal: '10001' });
    const token = await card.token();
    expect(token.id).toMatch(/^tok_/);
    const method = await stack.stripe.paymentMethods.create({ type: 'card', card: { token: token.id! } });
    expect(method.card?.last4).toBe('4242');
    const pi = await stack.stripe.paymentIntents.create({
      amount: 1500,
      currency: 'usd',
      payment_method: method.id,
      allowed_payment_method_types: ['card'] as never,
      confirm: true,
    });
    expect(pi.status).toBe('succeeded');
  });

  it('createSource makes a chargeable card source; createToken(cvc_update) re-collects the CVC for a confirm', async () => {
    await card.mount('card');
    await card.fillCard({ number: '4242424242424242', expiry: '1234', cvc: '123', postal: '10001' });
    const source = await card.source();
    expect(source).toMatchObject({ status: 'chargeable', last4: '4242' });
    const stored = await stack.stripe.sources.retrieve(source.id!);
    expect(stored).toMatchObject({
      type: 'card',
      owner: { name: 'Jenny Rosen', address: { postal_code: '10001' } },
    });

    // A saved card without a CVC check: the CVC typed again in a cardCvc element goes with the confirm.
    await card.mount('split');
    await card.fillSplit({ number: '4242424242424242', expiry: '1234', cvc: '123' });
    const token = await card.cvcToken();
    expect(token).toMatchObject({ type: 'cvc_update' });
    const customer = await stack.stripe.customers.create({});
    const saved = await stack.stripe.paymentMethods.create({
      type: 'card',
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2034 },
    } as never);
    await stack.stripe.paymentMethods.attach(saved.id, { customer: customer.id });
    const pi = await stack.stripe.paymentIntents.create({
      amount: 1500,
      currency: 'usd',
      customer: customer.id,
      payment_method: saved.id,
      payment_method_options: { card: { cvc_token: token.id } } as never,
      allowed_payment_method_types: ['card'] as never,
      confirm: true,
      expand: ['latest_charge'],
    });
    expect(pi.status).toBe('succeeded');
    expect(
      (pi.latest_charge as { payment_method_details: { card: { checks: { cvc_check: string } } } })
        .payment_method_details.card.checks.cvc_check,
    ).toBe('pass');
  });

  it('lets the shopper choose cartes_bancaires for a co-badged card', async () => {
    await card.mount('card');
    await card.input('cardnumber').pressSequentially('4000002500001001', { delay: 5 });
    const select = card.frame().locator('select.NetworkSelect');
    await select.waitFor({ state: 'attached' });
    await select.selectOption('cartes_bancaires');
    await card.fillCard({ number: '', expiry: '1234', cvc: '123', postal: '75001' });
    await screenshot(page, 'card-element-cobadged');
    const { client_secret, id } = await intent();
    expect(await card.confirm(client_secret!)).toMatchObject({ status: 'succeeded' });
    const pi = await stack.stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] });
    const method = pi.payment_method as { card: { networks: { preferred: string | null } } };
    expect(method.card.networks.preferred).toBe('cartes_bancaires');
  });

  it('takes a dark custom style, combined and split', async () => {
    await card.mount('card', DARK, true);
    await screenshot(page, 'card-element-dark-empty');
    await card.fillCard({ number: '4242424242424242', expiry: '1234', cvc: '123', postal: '10001' });
    await screenshot(page, 'card-element-dark-complete');
    const color = await card.input('cardnumber').evaluate((node) => getComputedStyle(node).color);
    expect(color).toBe('rgb(255, 255, 255)');
    await card.input('exp-date').fill('');
    await card.input('exp-date').pressSequentially('0120', { delay: 5 });
    await screenshot(page, 'card-element-dark-error');
    await card.mount('split', DARK, true);
    await card.fillSplit({ number: '4242424242424242', expiry: '1234', cvc: '123' });
    await screenshot(page, 'card-element-dark-split');
  });
});
