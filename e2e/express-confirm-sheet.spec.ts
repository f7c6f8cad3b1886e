import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { useMerchantSession } from './fixtures/merchant-session.js';
import { screenshot } from './fixtures/screenshots.js';
import { ChallengeModal } from './models/challenge.js';

type PageWindow = Record<string, any>;

/**
 * The Express Checkout Element's card wallet sheet stays open, processing, while the merchant's
 * confirm handler pays: a declined card shows the failure in the sheet, where the shopper picks
 * another card and pays again; the payment that succeeds closes it.
 */
describe("the Express Checkout Element's sheet during confirm", () => {
  const session = useMerchantSession();

  it('shows a declined payment in the sheet and closes it once another card pays', async () => {
    const { page, stack } = session;
    await page.exposeFunction('createIntent', async (amount: number) => {
      const params = { amount, currency: 'usd', payment_method_types: ['card'] };
      const intent = await stack.stripe.paymentIntents.create(params as Stripe.PaymentIntentCreateParams);
      return intent.client_secret;
    });
    await page.goto(session.merchant.url);
    await page.evaluate((key) => {
      const w = window as unknown as PageWindow;
      const node = document.createElement('div');
      node.id = 'express';
      node.style.width = '360px';
      document.body.prepend(node);
      w.results = [];
      w.payframe = w.Payframe(key);
      w.elements = w.payframe.elements({ mode: 'payment', amount: 2500, currency: 'usd' });
      w.express = w.elements.create('expressCheckout', { paymentMethods: { googlePay: 'always' } });
      w.express.on('confirm', async () => {
        const clientSecret = await w.createIntent(2500);
        const result = await w.payframe.confirmPayment({
          elements: w.elements,
          clientSecret,
          confirmParams: { return_url: `${location.origin}/return` },
          redirect: 'if_required',
        });
        w.results.push(result.error ? result.error.code : result.paymentIntent.status);
      });
      w.express.mount('#express');
    }, stack.server.keys.testPublishable);
    const results = () => page.evaluate(() => (window as unknown as PageWindow).results as string[]);

    await page
      .frameLocator('iframe[name^="__payframe_expressCheckout_"]')
      .locator('button[data-method="googlePay"]')
      .click();
    const modal = new ChallengeModal(page);
    const sheet = modal.box;
    await sheet.getByRole('heading', { name: /^Pay / }).waitFor();
    const card = sheet.getByRole('combobox').last();
    await card.selectOption({ label: 'Visa •••• 0002' });
    await sheet.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect.poll(results, { timeout: 20_000 }).toEqual(['card_declined']);
    const failure = sheet.getByTestId('express-sheet-failure');
    await expect
      .poll(() => failure.textContent())
      .toBe('The payment didn’t go through. Try again, choose another card, or cancel.');
    await screenshot(page, 'express-sheet-declined', { fullPage: false });

    await card.selectOption({ label: 'Visa •••• 4242' });
    await sheet.getByRole('button', { name: 'Pay', exact: true }).click();
    await modal.overlay.waitFor({ state: 'detached', timeout: 20_000 });
    expect(await results()).toEqual(['card_declined', 'succeeded']);
  });
});
