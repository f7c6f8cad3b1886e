import { FIELD_ERRORS } from '@payframe/core';
import type { Browser, Page } from 'playwright-core';
import type Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SUGGEST_DEBOUNCE_MS } from '../packages/frames/src/address/suggest-pause.js';
import { loadCatalogue } from '../packages/frames/src/i18n/catalogue.js';
import { EN } from '../packages/frames/src/i18n/messages/en.js';
import { JA } from '../packages/frames/src/i18n/messages/ja.js';
import { type AddressPage, type CheckoutSetup, startAddressPage } from './fixtures/address-page.js';
import { launchBrowser, newPage } from './fixtures/browser.js';
import { heardBy, spyOnGroupChannels } from './fixtures/channel-spy.js';
import { screenshot } from './fixtures/screenshots.js';
import { type Stack, startStack } from './fixtures/stack.js';
import { AddressElementModel, CheckoutPageModel } from './models/address-element.js';
import { PaymentElementModel } from './models/payment-element.js';

describe('the Address Element', () => {
  let stack: Stack;
  let site: AddressPage;
  let browser: Browser;
  let page: Page;
  let checkout: CheckoutPageModel;
  let shipping: AddressElementModel;
  let billing: AddressElementModel;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
    site = await startAddressPage({
      payframeUrl: stack.payframeUrl,
      publishableKey: stack.server.keys.testPublishable,
    });
  });
  afterAll(async () => {
    await site?.close();
    await browser?.close();
    await stack?.close();
  });
  beforeEach(async () => {
    page = await newPage(browser);
    checkout = new CheckoutPageModel(page);
    shipping = new AddressElementModel(page, 'shipping');
    billing = new AddressElementModel(page, 'billing');
  });
  afterEach(async () => page?.context().close());

  async function open(setup: Omit<CheckoutSetup, 'clientSecret'>): Promise<string> {
    const intent = await stack.stripe.paymentIntents.create({
      amount: 2500,
      currency: 'usd',
    });
    await checkout.open(site.url, { clientSecret: intent.client_secret!, ...setup });
    return intent.id;
  }

  /** A picture, once the frames have followed their last change (heights, errors). */
  async function shot(name: string): Promise<void> {
    await screenshot(page, name);
  }

  it('shows name, country and line 1 until the shopper types, then the US form with its labels', async () => {
    await open({ addresses: [{ mode: 'shipping' }] });
    expect(await shipping.fieldNames()).toEqual(['name', 'country', 'addressLine1']);
    await shipping.input('name').fill('Jenny Rosen');
    await shipping.input('addressLine1').fill('510 Townsend St');
    expect(await shipping.fieldNames()).toEqual([
      'name',
      'country',
      'addressLine1',
      'addressLine2',
      'locality',
      'administrativeArea',
      'postalCode',
    ]);
    expect(await shipping.label('postalCode').textContent()).toBe(EN['address.zip']);
    expect(await shipping.label('administrativeArea').textContent()).toBe(EN['address.state']);
    await shipping.fill({
      line1: '510 Townsend St',
      line2: 'Floor 2',
      city: 'San Francisco',
      state: 'CA',
      postalCode: '94103',
    });
    await shot('address-us-shipping');
    expect(await checkout.getValue('shipping')).toEqual({
      complete: true,
      isNewAddress: true,
      value: {
        name: 'Jenny Rosen',
        address: {
          line1: '510 Townsend St',
          line2: 'Floor 2',
          city: 'San Francisco',
          state: 'CA',
          postal_code: '94103',
          country: 'US',
        },
      },
    });
    // The frame's change event reaches the merchant page on its own, after the typing.
    await expect
      .poll(() => checkout.lastChange())
      .toMatchObject({
        elementType: 'address',
        elementMode: 'shipping',
        complete: true,
        empty: false,
        isNewAddress: true,
      });
  });

  it('suggests addresses after 3 characters of line 1; arrows and Enter pick one and fill the form', async () => {
    // The controller frame notes every lookup an address frame asks of it, in order.
    await spyOnGroupChannels(page);
    await open({ addresses: [{ mode: 'shipping' }] });
    await shipping.input('name').fill('Jenny Rosen');
    await shipping.input('addressLine1').pressSequentially('16', { delay: 20 });
    // A lookup is asked once typing pauses, on a timer in the address frame: a timer of the same
    // pause started there now runs after it, so by then a lookup of "16" would have been sent.
    await shipping.frame
      .locator('html')
      .evaluate((_html, pause) => new Promise((resolve) => setTimeout(resolve, pause)), SUGGEST_DEBOUNCE_MS);
    expect(await shipping.suggestions.count()).toBe(0);
    await shipping.input('addressLine1').pressSequentially('00 Penn', { delay: 20 });
    await shipping.suggestions.first().waitFor();
    // The list answers the later lookup, which reached the controller after any earlier one:
    // "16" was never asked.
    const controller = page.frameLocator('iframe[name^="__payframe_controller_"]');
    const asked = async () =>
      (await heardBy(controller, 'address/suggest')).map((m) => (m.payload as { query: string }).query);
    await expect.poll(asked).toContain('1600 Penn');
    expect(await asked()).not.toContain('16');
    expect(await shipping.suggestions.first().textContent()).toContain('1600 Pennsylvania Avenue NW');
    await shipping.input('addressLine1').press('ArrowDown');
    expect(await shipping.suggestions.first().getAttribute('aria-selected')).toBe('true');
    await shot('address-autocomplete');
    await shipping.input('addressLine1').press('Enter');
    expect(await shipping.suggestions.count()).toBe(0);
    expect(await shipping.input('addressLine1').inputValue()).toBe('1600 Pennsylvania Avenue NW');
    expect(await shipping.input('locality').inputValue()).toBe('Washington');
    expect(await shipping.input('administrativeArea').inputValue()).toBe('DC');
    expect(await shipping.input('postalCode').inputValue()).toBe('20500');
    // Escape closes an open list without picking.
    await shipping.input('addressLine1').fill('11 Wal');
    await shipping.input('addressLine1').pressSequentially('l', { delay: 20 });
    await shipping.suggestions.first().waitFor();
    await shipping.input('addressLine1').press('Escape');
    expect(await shipping.suggestions.count()).toBe(0);
  });

  it('lays out a UK address: post town, postcode, no state; a bad postcode is refused', async () => {
    await open({ addresses: [{ mode: 'shipping' }] });
    await shipping.fill({
      country: 'GB',
      name: 'Ada Lovelace',
      line1: '10 Downing Street',
      city: 'London',
      postalCode: 'SW1A',
    });
    expect(await shipping.fieldNames()).toEqual([
      'name',
      'country',
      'addressLine1',
      'addressLine2',
      'locality',
      'postalCode',
    ]);
    expect(await shipping.label('locality').textContent()).toBe(EN['address.post_town']);
    expect(await checkout.submit()).toMatchObject({ code: 'invalid_postal_code' });
    expect(await shipping.error('postalCode').textContent()).toBe(FIELD_ERRORS.invalid_postal_code);
    await shipping.input('postalCode').fill('SW1A 2AA');
    expect(await checkout.submit()).toEqual({});
  });

  it('mirrors the form in Arabic, the postal code typed left to right', async () => {
    await open({ addresses: [{ mode: 'shipping' }], locale: 'ar' });
    const ar = await loadCatalogue('ar');
    await shipping.input('country').selectOption('AE');
    await shipping.input('name').fill('ليلى أحمد');
    await shipping.input('addressLine1').fill('شارع الشيخ زايد 1');
    expect(await shipping.frame.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await shipping.label('country').textContent()).toBe(ar['address.country']);
    await shot('address-ar');
  });

  it('lays out a Japanese address in Japanese: postal code, prefecture, then the lines', async () => {
    await open({ addresses: [{ mode: 'shipping' }], locale: 'ja' });
    await shipping.input('country').selectOption('JP');
    await shipping.input('name').fill('山田 花子');
    await shipping.input('addressLine1').pressSequentially('丸の内', { delay: 20 });
    await shipping.suggestions.first().waitFor();
    await shipping.input('addressLine1').press('Escape');
    await shipping.input('addressLine1').fill('千代田区丸の内1丁目9-1');
    expect(await shipping.fieldNames()).toEqual([
      'name',
      'country',
      'postalCode',
      'administrativeArea',
      'addressLine1',
      'addressLine2',
    ]);
    expect(await shipping.label('administrativeArea').textContent()).toBe(JA['address.prefecture']);
    await shipping.input('postalCode').fill('100-0005');
    await shipping.input('administrativeArea').selectOption('13');
    await shot('address-jp');
    expect((await checkout.getValue('shipping')).value.address).toEqual({
      line1: '千代田区丸の内1丁目9-1',
      line2: null,
      city: '',
      state: '13',
      postal_code: '100-0005',
      country: 'JP',
    });
  });

  it('shows a Brazilian address’s errors on submit and moves focus to the first', async () => {
    await open({ addresses: [{ mode: 'billing' }] });
    await billing.fill({
      country: 'BR',
      name: 'João Silva',
      line1: 'Avenida Paulista, 1578',
      postalCode: '0131',
    });
    const result = await checkout.submit();
    expect(result.code).toBe('incomplete_address');
    expect(await billing.error('locality').textContent()).toBe(FIELD_ERRORS.incomplete_address);
    expect(await billing.error('administrativeArea').textContent()).toBe(FIELD_ERRORS.incomplete_address);
    expect(await billing.error('postalCode').isVisible()).toBe(true);
    expect(await billing.input('locality').evaluate((node) => node === document.activeElement)).toBe(true);
    await shot('address-errors');
    await billing.fill({
      line1: 'Avenida Paulista, 1578',
      city: 'São Paulo',
      state: 'SP',
      postalCode: '01310200',
    });
    expect(await checkout.submit()).toEqual({});
  });

  it('refuses a PO box when blockPoBox is set', async () => {
    await open({ addresses: [{ mode: 'shipping', blockPoBox: true }] });
    await shipping.fill({
      name: 'Jenny Rosen',
      line1: 'PO Box 1024',
      city: 'Denver',
      state: 'CO',
      postalCode: '80202',
    });
    expect(await checkout.submit()).toMatchObject({ code: 'po_box_prohibited' });
    expect(await shipping.error('addressLine1').textContent()).toBe(FIELD_ERRORS.po_box_prohibited);
    await shipping.input('addressLine1').fill('1200 Harbor View Road');
    expect(await checkout.submit()).toEqual({});
  });

  it('asks a split name part by part', async () => {
    await open({ addresses: [{ mode: 'shipping', display: { name: 'split' } }] });
    await shipping.fill({
      line1: '510 Townsend St',
      city: 'San Francisco',
      state: 'CA',
      postalCode: '94103',
    });
    expect(await checkout.submit()).toMatchObject({ code: 'incomplete_first_name' });
    expect(await shipping.error('firstName').textContent()).toBe(FIELD_ERRORS.incomplete_first_name);
    await shipping.input('firstName').fill('Jenny');
    expect(await checkout.submit()).toMatchObject({ code: 'incomplete_last_name' });
    await shipping.input('lastName').fill('Rosen');
    expect(await checkout.submit()).toEqual({});
    expect((await checkout.getValue('shipping')).value).toMatchObject({
      name: 'Jenny Rosen',
      firstName: 'Jenny',
      lastName: 'Rosen',
    });
  });

  it('requires the phone when validation.phone.required is always, checked by its format', async () => {
    await open({
      addresses: [
        { mode: 'shipping', fields: { phone: 'always' }, validation: { phone: { required: 'always' } } },
      ],
    });
    await shipping.fill({
      name: 'Jenny Rosen',
      line1: '510 Townsend St',
      city: 'San Francisco',
      state: 'CA',
      postalCode: '94103',
    });
    expect(await checkout.submit()).toMatchObject({ code: 'incomplete_phone_number' });
    expect(await shipping.error('phone').textContent()).toBe(FIELD_ERRORS.incomplete_phone_number);
    await shipping.input('phone').fill('(123) 456-7890');
    expect(await checkout.submit()).toMatchObject({ code: 'invalid_phone_number' });
    await shipping.input('phone').fill('(201) 555-0123');
    expect(await checkout.submit()).toEqual({});
    expect((await checkout.getValue('shipping')).value.phone).toBe('+12015550123');
  });

  it('picks, edits and removes saved contacts', async () => {
    await open({
      addresses: [
        {
          mode: 'shipping',
          contacts: [
            {
              name: 'Jenny Rosen',
              address: {
                line1: '510 Townsend St',
                city: 'San Francisco',
                state: 'CA',
                postal_code: '94103',
                country: 'US',
              },
            },
            {
              name: 'Ada Lovelace',
              address: { line1: '10 Downing Street', city: 'London', postal_code: 'SW1A 2AA', country: 'GB' },
            },
          ],
        },
      ],
    });
    const value = async () =>
      (await checkout.getValue('shipping')) as { isNewAddress: boolean; value: { name: string } };
    expect(await value()).toMatchObject({ isNewAddress: false, value: { name: 'Jenny Rosen' } });
    await shipping.frame.getByText('Ada Lovelace').click();
    expect((await value()).value.name).toBe('Ada Lovelace');
    await shot('address-contacts');
    await shipping.frame.getByRole('button', { name: EN['address.remove'] }).nth(1).click();
    await shipping.frame.getByRole('alertdialog').getByRole('button', { name: EN['address.remove'] }).click();
    expect((await value()).value.name).toBe('Jenny Rosen');
    await shipping.frame.getByRole('button', { name: EN['address.edit'] }).click();
    await shipping.input('name').fill('Jenny R. Rosen');
    await shipping.frame.getByRole('button', { name: EN['address.useSaved'] }).click();
    expect((await value()).value.name).toBe('Jenny R. Rosen');
    await shipping.frame.getByRole('button', { name: EN['address.addNew'] }).click();
    expect(await value()).toMatchObject({ isNewAddress: true, value: { name: '' } });
  });

  it('pays with 4242: shipping lands in the intent, billing in the payment method', async () => {
    const id = await open({ addresses: [{ mode: 'shipping' }, { mode: 'billing' }], payment: true });
    const payment = new PaymentElementModel(page);
    await payment.ready();
    // The billing Address Element has the country and postal code: the card form does not ask again.
    // (once the billing element has told the group its mode: frames load in any order)
    await expect.poll(() => payment.input('postalCode').count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => payment.input('country').count(), { timeout: 10_000 }).toBe(0);
    await shipping.fill({
      name: 'Jenny Rosen',
      line1: '510 Townsend St',
      city: 'San Francisco',
      state: 'CA',
      postalCode: '94103',
    });
    await billing.fill({
      country: 'GB',
      name: 'Ada Lovelace',
      line1: '10 Downing Street',
      city: 'London',
      postalCode: 'SW1A 2AA',
    });
    await payment.fillCard({ number: '4242424242424242' });
    await page.setViewportSize({ width: 1100, height: 1300 });
    await shot('address-checkout');
    const result = await checkout.pay();
    expect(result).toMatchObject({ status: 'succeeded', id });
    const intent = await stack.stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] });
    expect(intent.shipping).toMatchObject({
      name: 'Jenny Rosen',
      address: {
        line1: '510 Townsend St',
        city: 'San Francisco',
        state: 'CA',
        postal_code: '94103',
        country: 'US',
      },
    });
    const method = intent.payment_method as Stripe.PaymentMethod;
    expect(method.billing_details).toMatchObject({
      name: 'Ada Lovelace',
      address: { line1: '10 Downing Street', city: 'London', postal_code: 'SW1A 2AA', country: 'GB' },
    });
  });

  it('offers "billing address is same as shipping" beside a shipping element, ticked: billing is the shipping address', async () => {
    const id = await open({ addresses: [{ mode: 'shipping' }], payment: true });
    const payment = new PaymentElementModel(page);
    await payment.ready();
    const same = payment.frame.getByLabel(EN['billing.sameAsShipping']);
    await same.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await same.isChecked()).toBe(true);
    // Ticked, the card form asks for no billing country or postal code; unticked, it does again.
    expect(await payment.input('country').count()).toBe(0);
    await same.uncheck();
    await payment.input('country').waitFor({ state: 'visible' });
    await same.check();
    await expect.poll(() => payment.input('country').count()).toBe(0);
    await shipping.fill({
      name: 'Jenny Rosen',
      line1: '510 Townsend St',
      city: 'San Francisco',
      state: 'CA',
      postalCode: '94103',
    });
    await payment.fillCard({ number: '4242424242424242' });
    await shot('address-same-as-shipping');
    expect(await checkout.pay()).toMatchObject({ status: 'succeeded', id });
    const intent = await stack.stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] });
    const address = {
      line1: '510 Townsend St',
      city: 'San Francisco',
      state: 'CA',
      postal_code: '94103',
      country: 'US',
    };
    expect(intent.shipping).toMatchObject({ name: 'Jenny Rosen', address });
    expect((intent.payment_method as Stripe.PaymentMethod).billing_details).toMatchObject({
      name: 'Jenny Rosen',
      address,
    });
  });

  it('shows every field when the browser autofills one (its autofill animation starts)', async () => {
    await open({ addresses: [{ mode: 'shipping' }] });
    await shipping.input('name').waitFor({ state: 'visible' });
    expect(await shipping.input('locality').count()).toBe(0);
    // What Chromium dispatches when it fills a field: fields.css starts this animation on :-webkit-autofill.
    await shipping
      .input('addressLine1')
      .evaluate((input) =>
        input.dispatchEvent(
          new AnimationEvent('animationstart', { animationName: 'payframe-autofill', bubbles: true }),
        ),
      );
    await shipping.input('locality').waitFor({ state: 'visible' });
    expect(await shipping.fieldNames()).toEqual(
      expect.arrayContaining(['name', 'country', 'addressLine1', 'addressLine2', 'locality', 'postalCode']),
    );
  });

  it('takes the night theme', async () => {
    await open({
      addresses: [{ mode: 'shipping', fields: { phone: 'always' } }],
      appearance: { theme: 'night' },
    });
    await shipping.fill({
      name: 'Jenny Rosen',
      line1: '510 Townsend St',
      city: 'San Francisco',
      state: 'CA',
      postalCode: '9410',
    });
    await shipping.input('name').focus();
    await shot('address-night');
  });
});
