import { describe, expect, it } from 'vitest';
import { fakeWalletRecord } from './fixtures/fake-payment-request.js';
import { setUpLiveGooglePay } from './fixtures/live-google-pay.js';
import { useMerchantSession } from './fixtures/merchant-session.js';
import { settled } from './fixtures/settled.js';

type PageWindow = Record<string, any>;

/**
 * Live mode's Google Pay in the Express Checkout Element: the button shows because the
 * browser's Payment Request API says it can pay (here a scripted stand-in, see
 * fixtures/fake-payment-request.ts) and the page's domain is registered in live mode; the
 * wallet runs inside the element's frame, its shipping changes reach the merchant's handlers,
 * and its gateway token becomes a live card payment method.
 */
describe('live-mode Google Pay through the Payment Request API', () => {
  let token = '';
  const session = useMerchantSession(async () => {
    token = await setUpLiveGooglePay(session);
  });

  it('shows the live button, runs the shipping handlers and creates a card payment method from the token', async () => {
    const { page, stack } = session;
    expect(token).toMatch(/^tok_/);
    await page.goto(session.merchant.url);
    const ready = await page.evaluate(
      (key) =>
        new Promise<Record<string, unknown>>((resolve) => {
          const w = window as unknown as PageWindow;
          const node = document.createElement('div');
          node.id = 'express';
          node.style.width = '560px';
          node.style.margin = '16px';
          document.body.prepend(node);
          w.log = [];
          w.payframe = w.Payframe(key);
          w.elements = w.payframe.elements({
            mode: 'payment',
            amount: 2500,
            currency: 'usd',
            paymentMethodCreation: 'manual',
          });
          const express = w.elements.create('expressCheckout', {});
          const rates = [
            { id: 'std', displayName: 'Standard', amount: 500 },
            { id: 'fast', displayName: 'Express', amount: 1500 },
          ];
          express.on('click', (e: any) =>
            e.resolve({
              lineItems: [{ name: 'Tee', amount: 2500 }],
              shippingRates: rates,
              emailRequired: true,
            }),
          );
          // New York's tax on the shirt, recomputed from the address the wallet gives.
          express.on('shippingaddresschange', (e: any) => {
            w.log.push(['address', e.address]);
            const tax = e.address.state === 'NY' ? 222 : 0;
            e.resolve({
              lineItems: [
                { name: 'Tee', amount: 2500 },
                { name: 'Tax', amount: tax },
              ],
            });
          });
          express.on('shippingratechange', (e: any) => {
            w.log.push(['rate', e.shippingRate.id]);
            e.resolve({});
          });
          express.on('confirm', async (e: any) => {
            w.log.push(['confirm', e.expressPaymentType, e.shippingRate?.id]);
            const result = await w.payframe.createPaymentMethod({ elements: w.elements });
            w.result = result.error ? { error: result.error.message } : { id: result.paymentMethod.id };
          });
          express.on('ready', (event: Record<string, unknown>) => resolve(JSON.parse(JSON.stringify(event))));
          express.mount('#express');
        }),
      stack.server.keys.livePublishable,
    );
    // The provider's answer: Google Pay can pay; Apple Pay's live domain is not verified.
    expect(ready).toMatchObject({ availablePaymentMethods: { googlePay: true, applePay: false } });
    const frame = page.frameLocator('iframe[name^="__payframe_expressCheckout_"]');
    const button = frame.locator('button[data-method="googlePay"]');
    await button.waitFor();
    await settled(page);
    await page.locator('#express').screenshot({ path: 'e2e/screenshots/express-live-google-pay.png' });

    await button.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as PageWindow).result), { timeout: 10_000 })
      .toBeTruthy();
    const result = await page.evaluate(() => (window as unknown as PageWindow).result);
    expect(result.error).toBeUndefined();
    const log = await page.evaluate(() => (window as unknown as PageWindow).log);
    expect(log).toEqual([
      ['address', { city: 'New York', state: 'NY', postal_code: '10118', country: 'US' }],
      ['rate', 'fast'],
      ['confirm', 'google_pay', 'fast'],
    ]);

    // The wallet was asked for Payframe's gateway tokenization, and showed the handlers' totals.
    const wallet = await fakeWalletRecord(page, '__payframe_expressCheckout_');
    const shown = wallet.built!.at(-1);
    expect(shown.methods[0].supportedMethods).toBe('https://google.com/pay');
    expect(shown.methods[0].data.allowedPaymentMethods[0].tokenizationSpecification.parameters.gateway).toBe(
      'payframe',
    );
    expect(shown.details.total.amount).toEqual({ currency: 'USD', value: '30.00' });
    expect(wallet.updates!.map((u) => u.details.total.amount.value)).toEqual(['32.22', '42.22']);
    // The payment method was made, so the confirm handler's call settled the wallet's sheet.
    await expect
      .poll(async () => (await fakeWalletRecord(page, '__payframe_expressCheckout_')).completed)
      .toEqual(['success']);

    const made = await fetch(`${stack.payframeUrl}/v1/payment_methods/${result.id}`, {
      headers: { authorization: `Bearer ${stack.server.keys.liveSecret}` },
    }).then((r) => r.json() as Promise<Record<string, any>>);
    expect(made).toMatchObject({
      livemode: true,
      type: 'card',
      card: { last4: '4242' },
      billing_details: {
        name: 'Jenny Rosen',
        email: 'jenny.rosen@example.com',
        address: {
          line1: '350 Fifth Avenue',
          city: 'New York',
          state: 'NY',
          postal_code: '10118',
          country: 'US',
        },
      },
    });
  });
});
