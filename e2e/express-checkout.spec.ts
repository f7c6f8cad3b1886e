import type { FrameLocator } from 'playwright-core';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { mountOnMerchantPage } from './fixtures/merchant-page.js';
import { useMerchantSession } from './fixtures/merchant-session.js';
import { screenshot } from './fixtures/screenshots.js';
import { settled } from './fixtures/settled.js';
import { useShopSession } from './fixtures/shop-session.js';
import { ChallengeModal } from './models/challenge.js';

type PageWindow = Record<string, any>;

/**
 * The Express Checkout Element on a merchant page: its buttons in each theme and layout, and
 * a shopper paying with the Google Pay button through the Payframe test sheet, choosing a
 * shipping address and a faster rate, with the merchant's click, shippingaddresschange,
 * shippingratechange and confirm handlers (tax recomputed per state) in the deferred flow.
 */
describe('the Express Checkout Element', () => {
  const session = useMerchantSession();

  /** Mounts the element in a deferred-intent group; resolves with its ready event. */
  async function mountExpress(
    options: Record<string, unknown>,
    group: Record<string, unknown> = { mode: 'payment', amount: 2500, currency: 'usd' },
  ): Promise<{ frame: FrameLocator; ready: Record<string, unknown> }> {
    const { page } = session;
    await page.goto(session.merchant.url);
    const ready = await page.evaluate(
      ([key, opts, groupOptions]) =>
        new Promise<Record<string, unknown>>((resolve) => {
          const w = window as unknown as PageWindow;
          const node = document.createElement('div');
          node.id = 'express';
          node.style.width = '560px';
          node.style.margin = '16px';
          document.body.prepend(node);
          w.log = [];
          w.payframe = w.Payframe(key);
          w.elements = w.payframe.elements(groupOptions);
          w.express = w.elements.create('expressCheckout', opts);
          w.express.on('ready', (event: Record<string, unknown>) =>
            resolve(JSON.parse(JSON.stringify(event))),
          );
          w.express.mount('#express');
        }),
      [session.stack.server.keys.testPublishable, options, group] as const,
    );
    return { frame: session.page.frameLocator('iframe[name^="__payframe_expressCheckout_"]'), ready };
  }

  async function shootElement(name: string): Promise<void> {
    await settled(session.page);
    await session.page.locator('#express').screenshot({ path: `e2e/screenshots/${name}.png` });
  }

  it('shows the buttons the session and the options allow, and reports them on ready', async () => {
    const { frame, ready } = await mountExpress(
      { paymentMethods: { applePay: 'always', googlePay: 'always' } },
      { mode: 'payment', amount: 2500, currency: 'usd', paymentMethodTypes: ['card', 'paypal', 'link'] },
    );
    expect(ready).toMatchObject({
      elementType: 'expressCheckout',
      availablePaymentMethods: {
        applePay: true,
        googlePay: true,
        paypal: true,
        klarna: false,
        amazonPay: false,
      },
    });
    const methods = await frame
      .locator('button[data-method]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-method')));
    expect(methods.slice(0, 2)).toEqual(['applePay', 'googlePay']);
    expect(methods).toContain('paypal');
    await shootElement('express-buttons-default');
  });

  it('hides Apple Pay and Google Pay in a browser without a wallet unless the merchant says always', async () => {
    const { ready } = await mountExpress(
      {},
      { mode: 'payment', amount: 2500, currency: 'usd', paymentMethodTypes: ['card', 'paypal'] },
    );
    expect(ready).toMatchObject({
      availablePaymentMethods: { applePay: false, googlePay: false, paypal: true },
    });
  });

  it('draws the light and dark themes, the button types and a two-column layout with More', async () => {
    const group = {
      mode: 'payment',
      amount: 2500,
      currency: 'usd',
      paymentMethodTypes: ['card', 'paypal', 'link', 'klarna'],
    };
    const always = { applePay: 'always', googlePay: 'always' };
    await mountExpress(
      {
        paymentMethods: always,
        buttonTheme: { applePay: 'white-outline', googlePay: 'white', paypal: 'white', klarna: 'outlined' },
        buttonType: { applePay: 'buy', googlePay: 'checkout', paypal: 'pay', klarna: 'continue' },
        layout: { maxColumns: 1, overflow: 'never' },
      },
      group,
    );
    await shootElement('express-buttons-light');
    await mountExpress(
      {
        paymentMethods: always,
        buttonTheme: { applePay: 'black', googlePay: 'black', paypal: 'black', klarna: 'dark' },
        buttonType: { applePay: 'donate', googlePay: 'donate', paypal: 'buynow' },
        buttonHeight: 50,
        layout: { maxColumns: 1, overflow: 'never' },
      },
      group,
    );
    await shootElement('express-buttons-dark');
    const { frame } = await mountExpress(
      { paymentMethods: always, layout: { maxColumns: 2, maxRows: 1, overflow: 'auto' } },
      group,
    );
    await shootElement('express-buttons-layout-more');
    await expect.poll(() => frame.locator('button[data-method]').count()).toBe(1);
    await frame.getByRole('button', { name: 'More payment options' }).click();
    // Apple Pay, Google Pay, Link, PayPal and Klarna.
    await expect.poll(() => frame.locator('button[data-method]').count()).toBe(5);
    await shootElement('express-buttons-layout-expanded');
  });

  it('pays with Google Pay through the test sheet: address, a faster rate, tax, confirm', async () => {
    const { page, stack } = session;
    await page.exposeFunction('createIntent', async (amount: number) => {
      const params = { amount, currency: 'usd', payment_method_types: ['card'] };
      const intent = await stack.stripe.paymentIntents.create(params as Stripe.PaymentIntentCreateParams);
      return intent.client_secret;
    });
    const { frame } = await mountExpress(
      { paymentMethods: { googlePay: 'always', applePay: 'never' } },
      { mode: 'payment', amount: 2500, currency: 'usd', paymentMethodTypes: ['card'] },
    );
    await page.evaluate(() => {
      const w = window as unknown as PageWindow;
      const rates = [
        { id: 'standard', displayName: 'Standard (5-7 days)', amount: 0 },
        { id: 'express', displayName: 'Express (1-2 days)', amount: 1500 },
      ];
      const TAX: Record<string, number> = { CA: 0.0725, NY: 0.04 };
      w.order = { tax: 0, rate: rates[0] };
      const lines = () => [
        { name: 'Payframe tee', amount: 2500 },
        { name: 'Tax', amount: w.order.tax },
      ];
      w.express.on('click', (event: any) => {
        w.log.push(['click', event.expressPaymentType]);
        event.resolve({
          lineItems: lines(),
          shippingRates: rates,
          emailRequired: true,
          shippingAddressRequired: true,
        });
      });
      w.express.on('shippingaddresschange', (event: any) => {
        w.log.push(['shippingaddresschange', event.address]);
        w.order.tax = Math.round(2500 * (TAX[event.address.state] ?? 0));
        event.resolve({ lineItems: lines() });
      });
      w.express.on('shippingratechange', (event: any) => {
        w.log.push(['shippingratechange', event.shippingRate.id]);
        w.order.rate = event.shippingRate;
        event.resolve({ lineItems: lines() });
      });
      w.express.on('confirm', async (event: any) => {
        w.log.push(['confirm', event.expressPaymentType, event.billingDetails.email, event.shippingRate?.id]);
        const amount = 2500 + w.order.tax + w.order.rate.amount;
        w.elements.update({ amount });
        const clientSecret = await w.createIntent(amount);
        w.result = await w.payframe.confirmPayment({
          elements: w.elements,
          clientSecret,
          confirmParams: { return_url: `${location.origin}/return` },
          redirect: 'if_required',
        });
      });
    });
    await frame.locator('button[data-method="googlePay"]').click();
    const modal = new ChallengeModal(page);
    const sheet = modal.box;
    await sheet.getByRole('heading', { name: /^Pay / }).waitFor();
    const total = sheet.getByTestId('express-sheet-total');
    // The default address (San Francisco): California's tax.
    await expect.poll(() => total.textContent()).toBe('$26.81');
    await sheet.getByRole('combobox').first().selectOption('us-ny');
    await expect.poll(() => total.textContent()).toBe('$26.00');
    await sheet.getByRole('radio', { name: /Express/ }).check();
    await expect.poll(() => total.textContent()).toBe('$41.00');
    await screenshot(page, 'express-google-pay-sheet', { fullPage: false });
    await sheet.getByRole('button', { name: 'Pay', exact: true }).click();
    await modal.overlay.waitFor({ state: 'detached' });
    const result = await expect
      .poll(() => page.evaluate(() => (window as unknown as PageWindow).result), { timeout: 20_000 })
      .toBeTruthy()
      .then(() => page.evaluate(() => (window as unknown as PageWindow).result));
    expect(result.error).toBeUndefined();
    expect(result.paymentIntent.status).toBe('succeeded');
    expect(result.paymentIntent.amount).toBe(4100);
    const log = await page.evaluate(() => (window as unknown as PageWindow).log);
    expect(log[0]).toEqual(['click', 'google_pay']);
    expect(log).toContainEqual([
      'shippingaddresschange',
      { city: 'New York', state: 'NY', postal_code: '10118', country: 'US' },
    ]);
    expect(log).toContainEqual(['shippingratechange', 'express']);
    expect(log.at(-1)).toEqual(['confirm', 'google_pay', 'jenny.rosen@example.com', 'express']);
    const paid = await session.stack.stripe.paymentIntents.retrieve(result.paymentIntent.id, {
      expand: ['payment_method', 'latest_charge'],
    });
    const pm = paid.payment_method as Stripe.PaymentMethod;
    expect(pm.card?.wallet?.type).toBe('google_pay');
    expect((paid.latest_charge as Stripe.Charge).payment_method_details?.card?.wallet?.type).toBe(
      'google_pay',
    );
    expect(paid.shipping?.address?.city).toBe('New York');
  });

  it('pays with PayPal: confirm right after click, authorized on the hosted test page', async () => {
    const { page, stack } = session;
    await page.exposeFunction('createIntent', async (amount: number) => {
      const params = { amount, currency: 'usd', payment_method_types: ['card', 'paypal'] };
      const intent = await stack.stripe.paymentIntents.create(params as Stripe.PaymentIntentCreateParams);
      return intent.client_secret;
    });
    const { frame } = await mountExpress(
      {},
      { mode: 'payment', amount: 2500, currency: 'usd', paymentMethodTypes: ['card', 'paypal'] },
    );
    await page.evaluate(() => {
      const w = window as unknown as PageWindow;
      w.express.on('confirm', async (event: { expressPaymentType: string }) => {
        w.log.push(['confirm', event.expressPaymentType]);
        const clientSecret = await w.createIntent(2500);
        await w.payframe.confirmPayment({
          elements: w.elements,
          clientSecret,
          confirmParams: { return_url: `${location.origin}/return` },
        });
      });
    });
    await frame.locator('button[data-method="paypal"]').click();
    await page.waitForURL(/\/test\/redirect\//, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Authorize' }).click();
    await page.waitForURL(/\/return\?.*redirect_status=succeeded/, { timeout: 20_000 });
    const id = new URL(page.url()).searchParams.get('payment_intent') ?? '';
    const paid = await stack.stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] });
    expect(paid.status).toBe('succeeded');
    expect((paid.payment_method as Stripe.PaymentMethod).type).toBe('paypal');
  });

  it('pays with Klarna: the sheet asks for the e-mail, then the hosted test page authorizes', async () => {
    const { page, stack } = session;
    await page.exposeFunction('createIntent', async (amount: number) => {
      const params = { amount, currency: 'usd', payment_method_types: ['card', 'klarna'] };
      const intent = await stack.stripe.paymentIntents.create(params as Stripe.PaymentIntentCreateParams);
      return intent.client_secret;
    });
    const { frame } = await mountExpress(
      {},
      { mode: 'payment', amount: 2500, currency: 'usd', paymentMethodTypes: ['card', 'klarna'] },
    );
    await page.evaluate(() => {
      const w = window as unknown as PageWindow;
      w.express.on('confirm', async () => {
        const clientSecret = await w.createIntent(2500);
        await w.payframe.confirmPayment({
          elements: w.elements,
          clientSecret,
          confirmParams: { return_url: `${location.origin}/return` },
        });
      });
    });
    await frame.locator('button[data-method="klarna"]').click();
    const modal = new ChallengeModal(page);
    await modal.box.getByRole('heading', { name: /^Pay / }).waitFor();
    await screenshot(page, 'express-klarna-sheet', { fullPage: false });
    await modal.box.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/test\/redirect\//, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Authorize' }).click();
    await page.waitForURL(/\/return\?.*redirect_status=succeeded/, { timeout: 20_000 });
    const id = new URL(page.url()).searchParams.get('payment_intent') ?? '';
    const paid = await stack.stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] });
    expect(paid.status).toBe('succeeded');
    const pm = paid.payment_method as Stripe.PaymentMethod;
    expect(pm.type).toBe('klarna');
    expect(pm.billing_details.email).toBe('jenny.rosen@example.com');
    expect(pm.billing_details.address?.country).toBe('US');
  });

  it("pays with the Payment Element's Google Pay tab (wallets: always) through the same sheet", async () => {
    const { page, stack } = session;
    const server = { stripe: stack.stripe, publishableKey: stack.server.keys.testPublishable };
    const intent = await mountOnMerchantPage(page, session.merchant, server, {}, ['card'], {
      wallets: { googlePay: 'always', applePay: 'never' },
    });
    await session.element.ready();
    await session.element.selectMethod('Google Pay');
    // The tab's selected look fades in: shot once it has.
    await screenshot(page, 'express-payment-element-google-pay-tab');
    const confirmed = page.evaluate(() => {
      const w = window as unknown as PageWindow;
      return w.payframe.confirmPayment({
        elements: w.elements,
        confirmParams: { return_url: `${location.origin}/return` },
        redirect: 'if_required',
      });
    });
    const modal = new ChallengeModal(page);
    await modal.box.getByRole('heading', { name: /^Pay / }).waitFor();
    await expect(modal.box.getByTestId('express-sheet-total').textContent()).resolves.toBe('€24.00');
    await modal.box.getByRole('button', { name: 'Pay', exact: true }).click();
    const result = await confirmed;
    expect(result.error).toBeUndefined();
    expect(result.paymentIntent.status).toBe('succeeded');
    const paid = await stack.stripe.paymentIntents.retrieve(intent.id, { expand: ['payment_method'] });
    expect((paid.payment_method as Stripe.PaymentMethod).card?.wallet?.type).toBe('google_pay');
  });

  it('creates a payment method in confirm with paymentMethodCreation manual (PayPal hidden then)', async () => {
    const { page } = session;
    const { frame, ready } = await mountExpress(
      { paymentMethods: { googlePay: 'always' } },
      {
        mode: 'payment',
        amount: 2500,
        currency: 'usd',
        paymentMethodTypes: ['card', 'paypal'],
        paymentMethodCreation: 'manual',
      },
    );
    expect(ready).toMatchObject({ availablePaymentMethods: { googlePay: true, paypal: false } });
    await page.evaluate(() => {
      const w = window as unknown as PageWindow;
      w.express.on('confirm', async () => {
        w.result = await w.payframe.createPaymentMethod({ elements: w.elements });
      });
    });
    await frame.locator('button[data-method="googlePay"]').click();
    const modal = new ChallengeModal(page);
    await modal.box.getByRole('heading', { name: /^Pay / }).waitFor();
    await modal.box.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as PageWindow).result), { timeout: 20_000 })
      .toBeTruthy();
    const result = await page.evaluate(() => (window as unknown as PageWindow).result);
    expect(result.error).toBeUndefined();
    expect(result.paymentMethod).toMatchObject({ type: 'card', card: { wallet: { type: 'google_pay' } } });
  });

  it('cancels: the sheet closed fires cancel and no intent is made', async () => {
    const { page } = session;
    const { frame } = await mountExpress(
      { paymentMethods: { applePay: 'always' } },
      {
        mode: 'payment',
        amount: 2500,
        currency: 'usd',
        paymentMethodTypes: ['card'],
      },
    );
    await page.evaluate(() => {
      const w = window as unknown as PageWindow;
      w.express.on('cancel', () => w.log.push(['cancel']));
      w.express.on('confirm', () => w.log.push(['confirm']));
    });
    await frame.locator('button[data-method="applePay"]').click();
    const modal = new ChallengeModal(page);
    await modal.box.getByRole('heading', { name: /^Pay / }).waitFor();
    await screenshot(page, 'express-apple-pay-sheet', { fullPage: false });
    await modal.box.getByRole('button', { name: 'Cancel' }).click();
    await modal.overlay.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => (window as unknown as PageWindow).log)).toEqual([['cancel']]);
  });

  it('opens nothing when the click handler does not resolve within a second', async () => {
    const { page } = session;
    const { frame } = await mountExpress({ paymentMethods: { googlePay: 'always' } });
    await page.evaluate(() => {
      const w = window as unknown as PageWindow;
      w.express.on('click', () => w.log.push(['click']));
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await frame.locator('button[data-method="googlePay"]').click();
    await expect.poll(() => errors.some((e) => e.includes('within 1 second')), { timeout: 5000 }).toBe(true);
    await expect(new ChallengeModal(page).overlay.count()).resolves.toBe(0);
  });
});

describe('the Express Checkout Element in the example shop (@payframe/react)', () => {
  const session = useShopSession();

  it('pays the cart with Apple Pay from the test sheet, above the deferred form', async () => {
    await session.shop.open('/deferred?express=1');
    const frame = session.page.frameLocator('iframe[name^="__payframe_expressCheckout_"]');
    await frame.locator('button[data-method="applePay"]').click();
    const modal = new ChallengeModal(session.page);
    await modal.box.getByRole('heading', { name: /^Pay / }).waitFor();
    await expect(modal.box.textContent()).resolves.toContain('jenny.rosen@example.com');
    await screenshot(session.page, 'express-shop-sheet', { fullPage: false });
    await modal.box.getByRole('button', { name: 'Pay', exact: true }).click();
    expect(await session.shop.statusShown()).toBe('succeeded');
  });
});
