import { FPX_BANKS } from '@payframe/core';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { newPage } from './fixtures/browser.js';
import { mountOnMerchantPage } from './fixtures/merchant-page.js';
import { useMerchantSession } from './fixtures/merchant-session.js';
import { screenshot } from './fixtures/screenshots.js';
import { PaymentElementModel } from './models/payment-element.js';

/**
 * Each redirect method drawn from its descriptor: its tab's name, the currency it pays in
 * (euros unless told), what the shopper fills in, and the screenshot of its filled form.
 */
const METHODS: ReadonlyArray<{
  type: string;
  label: string;
  currency?: string;
  screenshot?: string;
  fill(element: PaymentElementModel): Promise<void>;
}> = [
  { type: 'bancontact', label: 'Bancontact', fill: (element) => element.input('name').fill('Jenny Rosen') },
  {
    type: 'eps',
    label: 'EPS',
    async fill(element) {
      await element.input('name').fill('Jenny Rosen');
      await element.input('bank').selectOption({ index: 1 });
    },
  },
  {
    type: 'p24',
    label: 'Przelewy24',
    async fill(element) {
      await element.input('name').fill('Jan Kowalski');
      await element.input('email').fill('jan@example.com');
    },
  },
  {
    type: 'sofort',
    label: 'Sofort',
    async fill(element) {
      await element.input('bankCountry').selectOption('DE');
    },
  },
  {
    type: 'fpx',
    label: 'FPX',
    currency: 'myr',
    screenshot: 'methods-fpx-bank',
    async fill(element) {
      // The bank list is core's: a placeholder, then every FPX bank by name.
      const bank = element.input('bank');
      await expect(element.frame.locator('label[for="fpx-bank"]').textContent()).resolves.toBe('FPX Bank');
      await expect(bank.locator('option').count()).resolves.toBe(FPX_BANKS.length + 1);
      await bank.selectOption({ label: 'Maybank2U' });
      await expect(bank.inputValue()).resolves.toBe('maybank2u');
    },
  },
  { type: 'twint', label: 'TWINT', currency: 'chf', screenshot: 'methods-twint', fill: async () => {} },
  { type: 'paypal', label: 'PayPal', currency: 'usd', screenshot: 'methods-paypal', fill: async () => {} },
];

describe('redirect methods drawn from their descriptors in the Payment Element', () => {
  const session = useMerchantSession();

  async function mount(
    types: string[],
    options: Record<string, unknown> = {},
    paymentOptions: Record<string, unknown> = {},
    currency = 'eur',
  ): Promise<Stripe.PaymentIntent> {
    const server = {
      stripe: session.stack.stripe,
      publishableKey: session.stack.server.keys.testPublishable,
    };
    const intent = await mountOnMerchantPage(
      session.page,
      session.merchant,
      server,
      options,
      types,
      paymentOptions,
      currency,
    );
    await session.element.ready();
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

  it('offers every method of the session in the picker, named in the frame language', async () => {
    const all = ['card', 'sepa_debit', 'ideal', 'bancontact', 'eps', 'giropay', 'p24', 'sofort'];
    await mount(all, {}, { layout: { type: 'accordion', visibleAccordionItemsCount: 0 } });
    await screenshot(session.page, 'methods-picker-accordion');
    for (const name of ['Bancontact', 'EPS', 'giropay', 'Przelewy24', 'Sofort'])
      await expect(session.element.method(name).isVisible(), name).resolves.toBe(true);
    await session.page.context().close();
    session.page = await newPage(session.browser);
    session.element = new PaymentElementModel(session.page);
    await mount(['card', 'bancontact', 'eps', 'p24', 'sofort'], { locale: 'de' });
    // Five methods: three tabs and the rest under "More" (Mehr), which keeps the chosen one as a tab.
    await session.element.frame.locator('select.TabMore').selectOption({ label: 'Przelewy24' });
    await expect(session.element.method('Przelewy24').getAttribute('aria-selected')).resolves.toBe('true');
    await session.element.input('email').waitFor();
    await expect(session.element.frame.locator('label[for="p24-bank"]').textContent()).resolves.toBe('Bank');
    await screenshot(session.page, 'methods-picker-tabs-de');
  });

  for (const method of METHODS) {
    it(`pays by ${method.label}: picked, filled, authorized at the bank, back to return_url`, async () => {
      const intent = await mount(['card', method.type], {}, {}, method.currency);
      await session.element.selectMethod(method.label);
      await method.fill(session.element);
      if (method.type === 'p24') await screenshot(session.page, 'methods-generic-form-p24');
      if (method.screenshot) {
        // The tab's selected look fades in: shot once it has.
        await expect(session.element.method(method.label).getAttribute('aria-selected')).resolves.toBe(
          'true',
        );
        await screenshot(session.page, method.screenshot);
      }
      await confirm();
      if (method.screenshot) {
        await expect(session.page.getByRole('heading').first().textContent()).resolves.toContain(
          method.label,
        );
        await screenshot(session.page, `${method.screenshot}-test-page`);
      }
      await session.page.getByRole('button', { name: 'Authorize' }).click();
      await session.page.waitForURL(/\/return\?.*redirect_status=succeeded/, { timeout: 20_000 });
      const paid = await session.stack.stripe.paymentIntents.retrieve(intent.id, {
        expand: ['payment_method'],
      });
      expect(paid.status).toBe('succeeded');
      expect((paid.payment_method as Stripe.PaymentMethod).type).toBe(method.type);
    });
  }

  it('brings the intent back to requires_payment_method when the shopper fails at the bank', async () => {
    const intent = await mount(['card', 'bancontact']);
    await session.element.selectMethod('Bancontact');
    // Confirming without the name shows the error and goes nowhere.
    await session.page.evaluate(() =>
      (window as unknown as { elements: { submit(): Promise<unknown> } }).elements.submit(),
    );
    await session.element.error('bancontact-name').waitFor();
    await session.element.input('name').fill('Jenny Rosen');
    await confirm();
    await session.page.getByRole('button', { name: 'Fail' }).click();
    await session.page.waitForURL(/\/return\?.*redirect_status=failed/, { timeout: 20_000 });
    const failed = await session.stack.stripe.paymentIntents.retrieve(intent.id);
    expect(failed.status).toBe('requires_payment_method');
    expect(failed.last_payment_error?.code).toBe('payment_intent_authentication_failure');
  });
});
