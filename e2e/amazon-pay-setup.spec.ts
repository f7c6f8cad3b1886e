import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { useMerchantSession } from './fixtures/merchant-session.js';

type PageWindow = Record<string, any>;

/**
 * confirmAmazonPaySetup: the shopper approves Amazon Pay for later payments on its hosted
 * test page, comes back to the return_url, and the merchant charges the saved method later.
 */
describe('payframe.confirmAmazonPaySetup', () => {
  const session = useMerchantSession();

  it('sets Amazon Pay up through the test page; the saved method pays off session', async () => {
    const { page, stack } = session;
    const customer = await stack.stripe.customers.create({});
    const si = await stack.stripe.setupIntents.create({
      customer: customer.id,
      payment_method_types: ['amazon_pay'],
    } as Stripe.SetupIntentCreateParams);
    await page.goto(session.merchant.url);
    await page.evaluate(
      ([key, secret]) => {
        const w = window as unknown as PageWindow;
        void w.Payframe(key).confirmAmazonPaySetup(secret, { return_url: `${location.origin}/return` });
      },
      [stack.server.keys.testPublishable, si.client_secret!] as const,
    );
    await page.waitForURL(/\/test\/redirect\//, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Authorize' }).click();
    await page.waitForURL(/\/return\?.*redirect_status=succeeded/, { timeout: 20_000 });
    expect(new URL(page.url()).searchParams.get('setup_intent')).toBe(si.id);
    const done = await stack.stripe.setupIntents.retrieve(si.id);
    expect(done.status).toBe('succeeded');
    expect(done.mandate).toMatch(/^mandate_/);

    const later = await stack.stripe.paymentIntents.create({
      amount: 1800,
      currency: 'usd',
      customer: customer.id,
      payment_method: done.payment_method as string,
      payment_method_types: ['amazon_pay'],
      off_session: true,
      confirm: true,
    } as Stripe.PaymentIntentCreateParams);
    expect(later.status).toBe('succeeded');
  });
});
