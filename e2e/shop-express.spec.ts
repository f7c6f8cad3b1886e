import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { returningConsumer } from './fixtures/link-consumers.js';
import { screenshot } from './fixtures/screenshots.js';
import { useShopSession } from './fixtures/shop-session.js';
import { ChallengeModal } from './models/challenge.js';

/**
 * The wallet buttons above the example shop's cart (`/deferred?express=1`, @payframe/react):
 * which show, a Google Pay order shipped to New York at the faster rate (the shop server prices
 * the tax and shipping for each choice, and the test sheet shows its totals), and PayPal
 * through its hosted test page.
 */
describe("the example shop's express checkout buttons", () => {
  const session = useShopSession();
  const buttons = () => session.page.frameLocator('iframe[name^="__payframe_expressCheckout_"]');

  it('shows Apple Pay, Google Pay, PayPal and Link above the cart', async () => {
    await session.shop.open('/deferred?express=1');
    const frame = buttons();
    await frame.locator('button[data-method="paypal"]').waitFor();
    const methods = await frame
      .locator('button[data-method]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-method')));
    expect(methods).toEqual(expect.arrayContaining(['applePay', 'googlePay', 'paypal', 'link']));
    await screenshot(session.page, 'shop-express-buttons');
  });

  it('pays with Google Pay: the sheet shows the tax of the address and the faster rate the shop priced', async () => {
    const { page, stack } = session;
    await session.shop.open('/deferred?express=1');
    await buttons().locator('button[data-method="googlePay"]').click();
    const modal = new ChallengeModal(page);
    const sheet = modal.box;
    await sheet.getByRole('heading', { name: /^Pay / }).waitFor();
    const total = sheet.getByTestId('express-sheet-total');
    // The cart (€40.00) and, for the default address in San Francisco, California's tax.
    await expect.poll(() => total.textContent()).toBe('€42.90');
    await sheet.getByRole('combobox').first().selectOption('us-ny');
    await expect.poll(() => total.textContent()).toBe('€41.60');
    await expect(sheet.textContent()).resolves.toContain('Tax');
    await sheet.getByRole('radio', { name: /Express/ }).check();
    await expect.poll(() => total.textContent()).toBe('€51.50');
    await screenshot(page, 'shop-express-google-pay-sheet', { fullPage: false });
    await sheet.getByRole('button', { name: 'Pay', exact: true }).click();
    expect(await session.shop.statusShown()).toBe('succeeded');
    const id = new URL(page.url()).searchParams.get('payment_intent') ?? '';
    const paid = await stack.stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] });
    expect(paid.amount).toBe(5150);
    expect((paid.payment_method as Stripe.PaymentMethod).card?.wallet?.type).toBe('google_pay');
    expect(paid.shipping?.address).toMatchObject({ city: 'New York', state: 'NY', country: 'US' });
  });

  it('pays with PayPal through its hosted test page, for the cart alone', async () => {
    const { page, stack } = session;
    await session.shop.open('/deferred?express=1');
    await buttons().locator('button[data-method="paypal"]').click();
    await page.waitForURL(/\/test\/redirect\//, { timeout: 20_000 });
    await screenshot(page, 'shop-express-paypal-page');
    await page.getByRole('button', { name: 'Authorize' }).click();
    expect(await session.shop.statusShown()).toBe('succeeded');
    const id = new URL(page.url()).searchParams.get('payment_intent') ?? '';
    const paid = await stack.stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] });
    expect(paid.amount).toBe(4000);
    expect((paid.payment_method as Stripe.PaymentMethod).type).toBe('paypal');
  });

  it('pays with Link: a returning shopper signs in with the code and pays with the saved card', async () => {
    const { page, stack } = session;
    const consumer = await returningConsumer(stack.payframeUrl, stack.server.keys.testPublishable);
    await session.shop.open('/deferred?express=1');
    await buttons().locator('button[data-method="link"]').click();
    const sheet = new ChallengeModal(page).box;
    await sheet.getByTestId('link-sheet').waitFor();
    await sheet.getByLabel('Email').fill(consumer.email);
    await sheet.getByRole('button', { name: 'Continue with Link' }).click();
    // A recognised shopper gets a code by e-mail; test mode takes 000000.
    const code = sheet.getByLabel('One-time code');
    await code.waitFor();
    await screenshot(page, 'shop-express-link-code', { fullPage: false });
    await code.fill('000000');
    const card = sheet.getByRole('radio', { name: /4242/ });
    await card.waitFor();
    expect(await card.isChecked()).toBe(true);
    await screenshot(page, 'shop-express-link-cards', { fullPage: false });
    await sheet.getByRole('button', { name: 'Pay', exact: true }).click();
    expect(await session.shop.statusShown()).toBe('succeeded');
    const id = new URL(page.url()).searchParams.get('payment_intent') ?? '';
    const paid = await stack.stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] });
    expect(paid.amount).toBe(4000);
    const pm = paid.payment_method as Stripe.PaymentMethod;
    // Link's button pays as Link's own payment method where the intent lists link
    // (docs/link.md#the-link-payment-method); the card it shared stays on the server.
    expect(pm.type).toBe('link');
    expect(pm.link?.email).toBe(consumer.email);
    expect(pm.card).toBeUndefined();
  });
});
