import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantApi } from './fixtures/merchant-site.js';
import { type MerchantSite, startMerchantSite } from './fixtures/merchant-site.js';
import { screenshot } from './fixtures/screenshots.js';
import { useShopSession } from './fixtures/shop-session.js';
import { PaymentElementModel } from './models/payment-element.js';

/** Saved payment methods with a customer session (issue 6): list, pay, manage, save, CVC again. */
const api = (page: Page) => ({
  mount: (secret: string, customerSecret: string) =>
    page.evaluate(
      ([s, c]) => (window as unknown as { merchant: MerchantApi }).merchant.mountPayment(s!, c!),
      [secret, customerSecret],
    ),
  pay: () => page.evaluate(() => (window as unknown as { merchant: MerchantApi }).merchant.pay()),
  lastChange: () =>
    page.evaluate(() =>
      (window as unknown as { merchant: MerchantApi }).merchant.events
        .filter((e) => e.name === 'change')
        .at(-1),
    ),
});

const FEATURES = {
  payment_method_redisplay: 'enabled',
  payment_method_save: 'enabled',
  payment_method_save_usage: 'off_session',
  payment_method_remove: 'enabled',
  payment_method_update: 'enabled',
  payment_method_set_as_default: 'enabled',
};

describe('saved payment methods in the Payment Element', () => {
  const session = useShopSession();
  let site: MerchantSite;

  beforeAll(async () => {
    site = await startMerchantSite({
      payframeUrl: session.stack.payframeUrl,
      publishableKey: session.stack.server.keys.testPublishable,
    });
  });
  afterAll(async () => site?.close());

  /** A customer with the given saved test cards (the last one its default), and a checkout for them. */
  async function checkout(cards: Array<string | { number: string; cvc: string }>) {
    const { stripe } = session.stack;
    const customer = await stripe.customers.create({ email: 'saved@example.com' });
    const methods = [];
    for (const card of cards) {
      // A card saved from typed details (its CVC given once) has an unchecked CVC.
      const id =
        typeof card === 'string'
          ? card
          : (
              await stripe.paymentMethods.create({
                type: 'card',
                card: { ...card, exp_month: 12, exp_year: 2034 },
              })
            ).id;
      const pm = await stripe.paymentMethods.attach(id, { customer: customer.id });
      methods.push(await stripe.paymentMethods.update(pm.id, { allow_redisplay: 'always' }));
    }
    await stripe.customers.update(customer.id, {
      invoice_settings: { default_payment_method: methods.at(-1)!.id },
    });
    const customerSession = await stripe.customerSessions.create({
      customer: customer.id,
      components: { payment_element: { enabled: true, features: FEATURES as never } },
    });
    const intent = await stripe.paymentIntents.create({
      amount: 2500,
      currency: 'usd',
      customer: customer.id,
      payment_method_types: ['card'],
    } as never);
    const { page } = session;
    await page.goto(site.url);
    await api(page).mount(intent.client_secret!, customerSession.client_secret);
    const element = new PaymentElementModel(page);
    await element.frame.locator('.SavedList').waitFor({ state: 'visible', timeout: 30_000 });
    return { page, element, customer, methods, intent };
  }

  const items = (element: PaymentElementModel) => element.frame.locator('.SavedItem-main');

  it('lists the saved cards, the default first and selected, and pays with it, no card typed', async () => {
    const { page, element, methods, intent } = await checkout(['pm_card_visa', 'pm_card_mastercard']);
    await expect
      .poll(() => items(element).allTextContents())
      .toEqual([expect.stringMatching(/•••• 4444.*Default/), expect.stringMatching(/•••• 4242/)]);
    expect(await items(element).first().getAttribute('aria-pressed')).toBe('true');
    expect(await element.frame.locator('input[name="number"]').count()).toBe(0);
    await expect
      .poll(async () => (await api(page).lastChange())?.value)
      .toMatchObject({
        type: 'card',
        payment_method: {
          id: methods[1]!.id,
          type: 'card',
          billing_details: { address: expect.any(Object) },
        },
      });
    await screenshot(page, 'saved-list');
    expect(await api(page).pay()).toEqual({ status: 'succeeded' });
    const paid = await session.stack.stripe.paymentIntents.retrieve(intent.id);
    expect(paid).toMatchObject({ status: 'succeeded', payment_method: methods[1]!.id });
  });

  it('sets a card as default, and removes it and its duplicates after a confirmation', async () => {
    // Two saved copies of one Visa (one fingerprint): listed once, removed together.
    const { page, element, customer, methods } = await checkout([
      'pm_card_visa',
      'pm_card_visa',
      'pm_card_mastercard',
    ]);
    await expect.poll(() => items(element).count()).toBe(2);
    await element.frame.getByRole('button', { name: 'Edit', exact: true }).click();
    await screenshot(page, 'saved-manage');
    await items(element).nth(1).click();
    // The session lists the newer copy of the Visa.
    const visa = methods[1]!;
    await element.frame.getByLabel('Set as default payment method').check();
    await element.frame.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => {
        const fresh = await session.stack.stripe.customers.retrieve(customer.id);
        return (fresh as { invoice_settings: { default_payment_method: string } }).invoice_settings
          .default_payment_method;
      })
      .toBe(visa.id);
    await expect.poll(() => items(element).first().textContent()).toMatch(/4242.*Default/);

    const sessionLoads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/v1/elements/sessions') sessionLoads.push(request.url());
    });
    await items(element).first().click();
    await element.frame.getByRole('button', { name: 'Remove card' }).click();
    await element.frame.getByText('Remove this card?').waitFor();
    await screenshot(page, 'saved-remove-confirm');
    await element.frame.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect.poll(() => items(element).count()).toBe(1);
    expect(await items(element).first().textContent()).toMatch(/4444/);
    for (const pm of methods.slice(0, 2)) {
      expect((await session.stack.stripe.paymentMethods.retrieve(pm.id)).customer).toBeNull();
    }
    // docs/elements.md#calls: after a removal the elements session is fetched again.
    await expect.poll(() => sessionLoads.length).toBe(1);
  });

  it('saves a new card to the customer when the box is ticked', async () => {
    const { page, element, customer } = await checkout(['pm_card_mastercard']);
    await element.frame.getByRole('button', { name: '+ New payment method' }).click();
    await element.fillCard({
      number: '4000056655665556',
      expiry: '1234',
      cvc: '123',
      country: 'US',
      postalCode: '10001',
    });
    await element.frame.getByLabel('Save payment details for future purchases').check();
    expect(await api(page).pay()).toEqual({ status: 'succeeded' });
    const saved = await session.stack.stripe.paymentMethods.list({ customer: customer.id, type: 'card' });
    expect(saved.data.map((pm) => pm.card?.last4).sort()).toEqual(['4444', '5556']);
    expect(saved.data.find((pm) => pm.card?.last4 === '5556')?.allow_redisplay).toBe('always');
  });

  it('asks again for the CVC of a saved card whose check is not a pass, then pays', async () => {
    const { page, element, methods, intent } = await checkout([{ number: '4242424242424242', cvc: '123' }]);
    expect(methods[0]!.card?.checks?.cvc_check).toBe('unchecked');
    const cvc = element.frame.locator('#saved-cvc');
    await cvc.waitFor({ state: 'visible' });
    expect(await api(page).pay()).toMatchObject({ error: expect.stringContaining('security code') });
    await cvc.fill('123');
    await screenshot(page, 'saved-cvc-recollection');
    expect(await api(page).pay()).toEqual({ status: 'succeeded' });
    const paid = await session.stack.stripe.paymentIntents.retrieve(intent.id);
    expect(paid).toMatchObject({ status: 'succeeded', payment_method: methods[0]!.id });
  });

  it('re-sends the CVC of the 0101 card, whose CVC check fails, and shows the decline in the element', async () => {
    // The simulator declines 4000 0000 0000 0101 whenever a CVC is sent, as Stripe's default rule does.
    const { page, element } = await checkout([{ number: '4000000000000101', cvc: '123' }]);
    await element.frame.locator('#saved-cvc').fill('123');
    expect(await api(page).pay()).toMatchObject({ error: expect.stringMatching(/security code/i) });
    await expect.poll(() => element.frame.locator('.Error--banner').textContent()).toMatch(/security code/i);
  });

  it('asks for the CVC of the saved pm_card_cvcCheckFail, whose check failed, then pays with another card', async () => {
    const { page, element, methods, intent } = await checkout(['pm_card_cvcCheckFail', 'pm_card_visa']);
    expect(methods.map((m) => m.card?.checks?.cvc_check)).toEqual(['fail', 'pass']);
    const cvc = element.frame.locator('#saved-cvc');
    // The default Visa passed its check: no CVC asked.
    await expect.poll(() => items(element).first().textContent()).toMatch(/4242.*Default/);
    expect(await cvc.count()).toBe(0);
    await items(element).nth(1).click();
    await cvc.waitFor({ state: 'visible' });
    expect(await api(page).pay()).toMatchObject({ error: expect.stringContaining('security code') });
    await cvc.fill('123');
    // The CVC update token makes the charge check the CVC again; the 0101 card fails it.
    expect(await api(page).pay()).toMatchObject({
      error: expect.stringMatching(/security code is incorrect/i),
    });
    await items(element).first().click();
    await cvc.waitFor({ state: 'detached' });
    expect(await api(page).pay()).toEqual({ status: 'succeeded' });
    const paid = await session.stack.stripe.paymentIntents.retrieve(intent.id);
    expect(paid).toMatchObject({ status: 'succeeded', payment_method: methods[1]!.id });
  });
});
