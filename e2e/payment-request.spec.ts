import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { useMerchantSession } from './fixtures/merchant-session.js';
import { screenshot } from './fixtures/screenshots.js';
import { settled } from './fixtures/settled.js';
import { ChallengeModal } from './models/challenge.js';

type PageWindow = Record<string, any>;

/**
 * Stripe.js's payment request on a merchant page: show() opens the Payframe test wallet sheet
 * in the modal frame; Pay gives the `paymentmethod` event a card PaymentMethod, which the
 * merchant confirms with confirmCardPayment(..., { handleActions: false }) as Stripe's samples do.
 */
describe('paymentRequest() and the Payment Request Button', () => {
  const session = useMerchantSession();

  it('pays from the button through the test sheet with a shipping option change, then confirmCardPayment', async () => {
    const { page, stack } = session;
    await page.exposeFunction('createIntent', async (amount: number) => {
      const params = { amount, currency: 'usd', payment_method_types: ['card'] };
      const intent = await stack.stripe.paymentIntents.create(params as Stripe.PaymentIntentCreateParams);
      return intent.client_secret;
    });
    await page.goto(session.merchant.url);
    const canMake = await page.evaluate(async (key) => {
      const w = window as unknown as PageWindow;
      w.log = [];
      w.payframe = w.Payframe(key);
      w.request = w.payframe.paymentRequest({
        country: 'US',
        currency: 'usd',
        total: { label: 'Payframe tee', amount: 2500 },
        displayItems: [{ label: 'Payframe tee', amount: 2500 }],
        requestPayerName: true,
        requestPayerEmail: true,
        requestShipping: true,
        shippingOptions: [
          { id: 'standard', label: 'Standard (5-7 days)', amount: 0 },
          { id: 'express', label: 'Express (1-2 days)', amount: 1500 },
        ],
      });
      const options = [
        { id: 'standard', label: 'Standard (5-7 days)', amount: 0 },
        { id: 'express', label: 'Express (1-2 days)', amount: 1500 },
      ];
      w.order = { shipping: 0 };
      w.request.on('shippingaddresschange', (event: any) => {
        w.log.push(['shippingaddresschange', event.shippingAddress.region]);
        event.updateWith({ status: 'success', shippingOptions: options });
      });
      w.request.on('shippingoptionchange', (event: any) => {
        w.log.push(['shippingoptionchange', event.shippingOption.id]);
        w.order.shipping = event.shippingOption.amount;
        event.updateWith({
          status: 'success',
          total: { label: 'Payframe tee', amount: 2500 + w.order.shipping },
          displayItems: [{ label: 'Payframe tee', amount: 2500 }],
        });
      });
      w.request.on('paymentmethod', async (event: any) => {
        w.log.push(['paymentmethod', event.walletName, event.payerEmail, event.shippingOption?.id]);
        const clientSecret = await w.createIntent(2500 + w.order.shipping);
        const confirmed = await w.payframe.confirmCardPayment(
          clientSecret,
          { payment_method: event.paymentMethod.id },
          { handleActions: false },
        );
        event.complete(confirmed.error ? 'fail' : 'success');
        w.result = confirmed;
      });
      w.request.on('cancel', () => w.log.push(['cancel']));
      const node = document.createElement('div');
      node.id = 'prb';
      node.style.width = '360px';
      node.style.margin = '16px';
      document.body.prepend(node);
      const button = w.payframe.elements().create('paymentRequestButton', {
        paymentRequest: w.request,
        style: { paymentRequestButton: { type: 'buy', theme: 'dark', height: '48px' } },
      });
      button.on('click', () => w.log.push(['click']));
      const made = await w.request.canMakePayment();
      if (made) button.mount('#prb');
      return made;
    }, stack.server.keys.testPublishable);
    expect(canMake).toEqual({ applePay: false, googlePay: true, link: false });

    const button = page.frameLocator('iframe[name^="__payframe_paymentRequestButton_"]').getByRole('button');
    await button.waitFor();
    await settled(page);
    await page.locator('#prb').screenshot({ path: 'e2e/screenshots/payment-request-button.png' });
    await button.click();
    const modal = new ChallengeModal(page);
    const sheet = modal.box;
    await sheet.getByRole('heading', { name: /^Pay / }).waitFor();
    await expect(page.evaluate(() => (window as unknown as PageWindow).request.isShowing())).resolves.toBe(
      true,
    );
    const total = sheet.getByTestId('express-sheet-total');
    await expect.poll(() => total.textContent()).toBe('$25.00');
    await sheet.getByRole('radio', { name: /Express/ }).check();
    await expect.poll(() => total.textContent()).toBe('$40.00');
    await screenshot(page, 'payment-request-sheet', { fullPage: false });
    await sheet.getByRole('button', { name: 'Pay', exact: true }).click();
    await modal.overlay.waitFor({ state: 'detached' });
    const result = await expect
      .poll(() => page.evaluate(() => (window as unknown as PageWindow).result), { timeout: 20_000 })
      .toBeTruthy()
      .then(() => page.evaluate(() => (window as unknown as PageWindow).result));
    expect(result.error).toBeUndefined();
    expect(result.paymentIntent.status).toBe('succeeded');
    const log = await page.evaluate(() => (window as unknown as PageWindow).log);
    expect(result.paymentIntent.amount).toBe(4000);
    expect(log).toEqual([
      ['click'],
      ['shippingaddresschange', 'CA'],
      ['shippingoptionchange', 'express'],
      ['paymentmethod', 'googlePay', 'jenny.rosen@example.com', 'express'],
    ]);
    const paid = await stack.stripe.paymentIntents.retrieve(result.paymentIntent.id, {
      expand: ['payment_method'],
    });
    expect((paid.payment_method as Stripe.PaymentMethod).card?.wallet?.type).toBe('google_pay');
  });

  it('fires cancel when the shopper closes the sheet', async () => {
    const { page, stack } = session;
    await page.goto(session.merchant.url);
    await page.evaluate((key) => {
      const w = window as unknown as PageWindow;
      w.log = [];
      w.request = w.Payframe(key).paymentRequest({
        country: 'US',
        currency: 'usd',
        total: { label: 'Payframe tee', amount: 2500 },
      });
      w.request.on('cancel', () => w.log.push('cancel'));
      w.request.show();
    }, stack.server.keys.testPublishable);
    const modal = new ChallengeModal(page);
    await modal.box.getByRole('heading', { name: /^Pay / }).waitFor();
    await modal.box.getByRole('button', { name: 'Cancel' }).click();
    await modal.overlay.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => (window as unknown as PageWindow).log)).toEqual(['cancel']);
  });
  it("keeps the sheet closed when the button's click handler calls preventDefault()", async () => {
    const { page, stack } = session;
    await page.goto(session.merchant.url);
    await page.evaluate((key) => {
      const w = window as unknown as PageWindow;
      w.log = [];
      const payframe = w.Payframe(key);
      w.request = payframe.paymentRequest({
        country: 'US',
        currency: 'usd',
        total: { label: 'Payframe tee', amount: 2500 },
      });
      const node = document.createElement('div');
      node.id = 'prb';
      document.body.prepend(node);
      const button = payframe.elements().create('paymentRequestButton', { paymentRequest: w.request });
      button.on('click', (event: { preventDefault(): void }) => {
        w.log.push('click');
        event.preventDefault();
      });
      button.mount('#prb');
    }, stack.server.keys.testPublishable);
    await page.frameLocator('iframe[name^="__payframe_paymentRequestButton_"]').getByRole('button').click();
    await expect.poll(() => page.evaluate(() => (window as unknown as PageWindow).log)).toEqual(['click']);
    expect(await page.evaluate(() => (window as unknown as PageWindow).request.isShowing())).toBe(false);
    expect(await new ChallengeModal(page).overlay.count()).toBe(0);
  });
});
