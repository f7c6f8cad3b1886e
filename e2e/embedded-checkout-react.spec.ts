import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './fixtures/screenshots.js';
import { useShopSession } from './fixtures/shop-session.js';
import { PaymentElementModel } from './models/payment-element.js';

const CARD = { number: '4242424242424242', expiry: '1234', cvc: '123', country: 'US', postalCode: '10001' };

/**
 * The example shop's embedded checkout page, written with @stripe/react-stripe-js's
 * EmbeddedCheckoutProvider and EmbeddedCheckout over the Payframe object.
 */
describe("embedded checkout through @stripe/react-stripe-js's EmbeddedCheckout", () => {
  const session = useShopSession();

  it('frames the session page, pays with 4242 and comes back to the return_url, the session paid', async () => {
    const { page } = session;
    await page.goto(`${session.stack.shopUrl}/embedded-checkout`);
    const checkout = page.frameLocator('iframe[title="Checkout"]');
    const element = new PaymentElementModel(checkout as unknown as Page);
    await element.ready();
    await screenshot(page, 'embedded-checkout-react');
    await checkout.getByLabel('Email').fill('react@example.com');
    await element.fillCard(CARD);
    await checkout.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/embedded-checkout\?session_id=cs_test_/, { timeout: 30_000 });
    await expect
      .poll(() => page.getByTestId('session-status').textContent(), { timeout: 20_000 })
      .toMatch(/^Order complete, paid: €40\.00$/);
    const id = new URL(page.url()).searchParams.get('session_id')!;
    const paid = await session.stack.stripe.checkout.sessions.retrieve(id);
    expect(paid).toMatchObject({ ui_mode: 'embedded', status: 'complete', payment_status: 'paid' });
  });
});
