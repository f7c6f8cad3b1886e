import type { FrameLocator } from 'playwright-core';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { mountOnMerchantPage } from './fixtures/merchant-page.js';
import { useMerchantSession } from './fixtures/merchant-session.js';
import { screenshot } from './fixtures/screenshots.js';
import { ChallengeModal } from './models/challenge.js';

/**
 * Buy now, pay later in the browser: a shopper pays with Klarna in the Payment Element through
 * the hosted test page (or fails there), and the merchant page shows the Payment Method
 * Messaging element for a price, whose "Learn more" opens the plan's modal over the page.
 */
describe('buy now, pay later', () => {
  const session = useMerchantSession();

  async function mountKlarna(): Promise<Stripe.PaymentIntent> {
    const server = {
      stripe: session.stack.stripe,
      publishableKey: session.stack.server.keys.testPublishable,
    };
    const intent = await mountOnMerchantPage(
      session.page,
      session.merchant,
      server,
      {},
      ['card', 'klarna'],
      {},
      'usd',
    );
    await session.element.ready();
    await session.element.selectMethod('Klarna');
    await session.element.input('email').fill('jenny@example.com');
    await session.element.input('bankCountry').selectOption('US');
    return intent;
  }

  /** confirmPayment as the merchant calls it; the page navigates away, so its promise is not awaited. */
  async function confirm(): Promise<void> {
    const returnUrl = `${session.merchant.url}return`;
    void session.page
      .evaluate(
        (url) =>
          (
            window as unknown as {
              payframe: { confirmPayment(o: unknown): Promise<unknown> };
              elements: unknown;
            }
          ).payframe.confirmPayment({
            elements: (window as unknown as { elements: unknown }).elements,
            confirmParams: { return_url: url },
          }),
        returnUrl,
      )
      .catch(() => undefined);
    await session.page.waitForURL(/\/test\/redirect\//, { timeout: 20_000 });
  }

  it('pays with Klarna: e-mail and country in the Payment Element, authorized on the test page', async () => {
    const intent = await mountKlarna();
    await expect(session.element.method('Klarna').getAttribute('aria-selected')).resolves.toBe('true');
    // The tab's selected look fades in: shot once it has.
    await screenshot(session.page, 'bnpl-klarna-form');
    await confirm();
    await expect(session.page.getByRole('heading').first().textContent()).resolves.toContain('Klarna');
    await screenshot(session.page, 'bnpl-klarna-test-page');
    await session.page.getByRole('button', { name: 'Authorize' }).click();
    await session.page.waitForURL(/\/return\?.*redirect_status=succeeded/, { timeout: 20_000 });
    const paid = await session.stack.stripe.paymentIntents.retrieve(intent.id, {
      expand: ['payment_method'],
    });
    expect(paid.status).toBe('succeeded');
    const pm = paid.payment_method as Stripe.PaymentMethod;
    expect(pm.type).toBe('klarna');
    expect(pm.billing_details.email).toBe('jenny@example.com');
    expect(pm.billing_details.address?.country).toBe('US');
  });

  it('brings the intent back to requires_payment_method when Klarna fails the authorization', async () => {
    const intent = await mountKlarna();
    await confirm();
    await session.page.getByRole('button', { name: 'Fail' }).click();
    await session.page.waitForURL(/\/return\?.*redirect_status=failed/, { timeout: 20_000 });
    const failed = await session.stack.stripe.paymentIntents.retrieve(intent.id);
    expect(failed.status).toBe('requires_payment_method');
    expect(failed.last_payment_error?.code).toBe('payment_intent_authentication_failure');
  });

  /** A messaging element on the merchant page, in a group without a client secret; resolves once ready. */
  async function mountMessaging(options: Record<string, unknown>): Promise<FrameLocator> {
    const { page } = session;
    await page.goto(session.merchant.url);
    await page.evaluate(
      ([key, opts]) =>
        new Promise<void>((resolve) => {
          const w = window as unknown as Record<string, any>;
          const node = document.createElement('div');
          node.id = 'messaging';
          document.querySelector('main')?.prepend(node);
          w.payframe = w.Payframe(key);
          w.elements = w.payframe.elements();
          w.messaging = w.elements.create('paymentMethodMessaging', opts);
          w.messaging.on('ready', () => resolve());
          w.messaging.mount('#messaging');
        }),
      [session.stack.server.keys.testPublishable, options] as const,
    );
    return page.frameLocator('iframe[name^="__payframe_paymentMethodMessaging_"]');
  }

  it('shows the messaging element for a price, and updates it', async () => {
    const frame = await mountMessaging({
      amount: 12_000,
      currency: 'usd',
      countryCode: 'US',
      paymentMethodTypes: ['klarna', 'afterpay_clearpay', 'affirm'],
    });
    const lines = frame.locator('p[data-method]');
    await lines.first().waitFor();
    await expect(lines.locator('[data-text]').allTextContents()).resolves.toEqual([
      '4 interest-free payments of $30.00 with Klarna',
      '4 interest-free payments of $30.00 with Afterpay / Clearpay',
      'As low as $10.00/mo with Affirm',
    ]);
    await screenshot(session.page, 'bnpl-messaging');
    // Below Affirm's 50.00, its line goes.
    await session.page.evaluate(() =>
      (window as unknown as { messaging: { update(o: unknown): void } }).messaging.update({ amount: 4_000 }),
    );
    await expect
      .poll(() => lines.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-method'))))
      .toEqual(['klarna', 'afterpay_clearpay']);
    await expect(lines.first().textContent()).resolves.toContain('$10.00');
  });

  it('opens the Afterpay message modal over the page and closes it', async () => {
    const frame = await mountMessaging({ amount: 12_000, currency: 'usd', countryCode: 'US' });
    await frame.getByRole('button', { name: 'Learn more about Afterpay / Clearpay' }).click();
    const modal = new ChallengeModal(session.page);
    await modal.box.getByRole('heading', { name: 'Pay in 4 interest-free payments' }).waitFor();
    await expect(modal.box.locator('li').filter({ hasText: '$30.00' }).count()).resolves.toBe(4);
    await expect(modal.box.textContent()).resolves.toContain('Select Afterpay at checkout.');
    await screenshot(session.page, 'bnpl-messaging-learn-more-afterpay', { fullPage: false });
    await modal.closeButton.click();
    await modal.overlay.waitFor({ state: 'detached' });
    // Affirm's plan: twelve monthly payments.
    await frame.getByRole('button', { name: 'Learn more about Affirm' }).click();
    await modal.box.getByRole('heading', { name: 'Pay over 12 months' }).waitFor();
    await expect(modal.box.locator('li').filter({ hasText: '$10.00' }).count()).resolves.toBe(12);
    await screenshot(session.page, 'bnpl-messaging-learn-more-affirm', { fullPage: false });
  });
});
