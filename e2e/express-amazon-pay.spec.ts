import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { useMerchantSession } from './fixtures/merchant-session.js';

type PageWindow = Record<string, any>;

/**
 * Amazon Pay from the Express Checkout Element: its button shows when the session offers
 * amazon_pay, confirm redirects to the hosted test page (Amazon's in live mode), and the
 * payment succeeds with an Amazon Pay payment method and the card that funded it.
 */
describe('Amazon Pay in the Express Checkout Element', () => {
  const session = useMerchantSession();

  it('shows its button when offered and pays through the test page', async () => {
    const { page, stack } = session;
    await page.exposeFunction('createIntent', async (amount: number) => {
      const params = { amount, currency: 'usd', payment_method_types: ['card', 'amazon_pay'] };
      const intent = await stack.stripe.paymentIntents.create(params as Stripe.PaymentIntentCreateParams);
      return intent.client_secret;
    });
    await page.goto(session.merchant.url);
    const ready = await page.evaluate(
      (key) =>
        new Promise<Record<string, unknown>>((resolve) => {
          const w = window as unknown as PageWindow;
          const node = document.createElement('div');
          node.id = 'express';
          node.style.width = '360px';
          node.style.margin = '16px';
          document.body.prepend(node);
          w.payframe = w.Payframe(key);
          w.elements = w.payframe.elements({
            mode: 'payment',
            amount: 2500,
            currency: 'usd',
            paymentMethodTypes: ['card', 'amazon_pay'],
          });
          w.express = w.elements.create('expressCheckout', {});
          w.express.on('ready', (event: Record<string, unknown>) =>
            resolve(JSON.parse(JSON.stringify(event))),
          );
          w.express.on('confirm', async () => {
            const clientSecret = await w.createIntent(2500);
            await w.payframe.confirmPayment({
              elements: w.elements,
              clientSecret,
              confirmParams: { return_url: `${location.origin}/return` },
            });
          });
          w.express.mount('#express');
        }),
      stack.server.keys.testPublishable,
    );
    expect(ready).toMatchObject({ availablePaymentMethods: { amazonPay: true, paypal: false } });
    const frame = page.frameLocator('iframe[name^="__payframe_expressCheckout_"]');
    const button = frame.locator('button[data-method="amazonPay"]');
    await button.waitFor();
    await page.locator('#express').screenshot({ path: 'e2e/screenshots/express-amazon-pay-button.png' });
    await button.click();
    await page.waitForURL(/\/test\/redirect\//, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Authorize' }).click();
    await page.waitForURL(/\/return\?.*redirect_status=succeeded/, { timeout: 20_000 });
    const id = new URL(page.url()).searchParams.get('payment_intent') ?? '';
    const paid = await stack.stripe.paymentIntents.retrieve(id, {
      expand: ['payment_method', 'latest_charge'],
    });
    expect(paid.status).toBe('succeeded');
    expect((paid.payment_method as Stripe.PaymentMethod).type).toBe('amazon_pay');
    const charge = paid.latest_charge as Stripe.Charge;
    expect(charge.payment_method_details).toMatchObject({
      type: 'amazon_pay',
      amazon_pay: { funding: { type: 'card', card: { brand: 'visa' } } },
    });
  });
});
