import { FIELD_ERRORS } from '@payframe/core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './fixtures/screenshots.js';
import { useShopSession } from './fixtures/shop-session.js';

describe('card payments in the example shop', () => {
  const session = useShopSession();

  it('pays with 4242 4242 4242 4242 and shows the order as succeeded', async () => {
    await session.shop.open();
    await screenshot(session.page, 'checkout-empty');
    await session.shop.element.fillCard({
      number: '4242424242424242',
      expiry: '1234',
      cvc: '123',
      country: 'US',
    });
    await screenshot(session.page, 'checkout-card-filled');
    await session.shop.pay();
    expect(await session.shop.statusShown()).toBe('succeeded');
    await screenshot(session.page, 'success');
    const id = new URL(session.page.url()).searchParams.get('payment_intent')!;
    const pi = await session.stack.stripe.paymentIntents.retrieve(id);
    expect(pi.status).toBe('succeeded');
    expect(new URL(session.page.url()).searchParams.get('redirect_status')).toBe('succeeded');
  });

  it('shows the decline message of a declined card in the element', async () => {
    await session.shop.open();
    await session.shop.element.fillCard({
      number: '4000000000000002',
      expiry: '1234',
      cvc: '123',
      country: 'US',
    });
    await session.shop.pay();
    await expect
      .poll(() => session.shop.paymentError.textContent(), { timeout: 20_000 })
      .toBe('Your card was declined.');
    await screenshot(session.page, 'card-declined');
  });

  it('shows the field errors of incomplete fields and focuses the first', async () => {
    await session.shop.open();
    await session.shop.element.input('number').pressSequentially('4242', { delay: 5 });
    await session.shop.pay();
    const error = session.shop.element.error('card-number');
    await expect.poll(() => error.textContent(), { timeout: 15_000 }).toBe(FIELD_ERRORS.incomplete_number);
    // The frame's active element, not `:focus`: that pseudo-class also needs the window to
    // hold system focus, which a loaded headless browser may give late.
    const focused = () =>
      session.shop.element.frame.locator('body').evaluate(() => document.activeElement?.getAttribute('name'));
    await expect.poll(focused, { timeout: 15_000 }).toBe('number');
    // The error lines grow the content: the iframe grows with it, the ZIP row included.
    const fit = await session.shop.element.settledFit('[name="postalCode"]');
    expect(fit.frameHeight).toBeGreaterThanOrEqual(fit.scrollHeight);
    expect(fit.inside).toBe(true);
    await screenshot(session.page, 'card-incomplete');
  });
});
