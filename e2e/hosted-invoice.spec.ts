import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './fixtures/browser.js';
import { screenshot } from './fixtures/screenshots.js';
import { type Stack, startStack } from './fixtures/stack.js';
import { answerChallenge } from './models/challenge.js';
import { PaymentElementModel } from './models/payment-element.js';

/**
 * The hosted invoice page as a merchant's customer meets it: the merchant bills a customer with
 * the official client and finalizes the invoice; the customer opens hosted_invoice_url, sees the
 * merchant's branding and the amount due, pays with a test card in the Payment Element, and the
 * page turns into the receipt. The invoice is paid, with its invoice.paid event, and its PDF
 * downloads.
 */
describe('the hosted invoice page', () => {
  let stack: Stack;
  let browser: Browser;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
    await stack.stripe.accounts.update(stack.server.keys.accountId, {
      business_profile: { name: 'Atelier Rose', support_email: 'billing@atelier.example' },
      settings: { branding: { primary_color: '#7c3aed', secondary_color: '#f5f3ff' } },
    });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  async function finalizedInvoice() {
    const customer = await stack.stripe.customers.create({ email: 'jenny@example.com', name: 'Jenny Rosen' });
    const product = await stack.stripe.products.create({ name: 'Flower arrangement workshop' });
    const price = await stack.stripe.prices.create({
      product: product.id,
      unit_amount: 4500,
      currency: 'usd',
    });
    const invoice = await stack.stripe.invoices.create({
      customer: customer.id,
      collection_method: 'send_invoice',
      days_until_due: 30,
    });
    await stack.stripe.invoiceItems.create({
      customer: customer.id,
      invoice: invoice.id,
      pricing: { price: price.id },
      quantity: 2,
    });
    await stack.stripe.invoiceItems.create({
      customer: customer.id,
      invoice: invoice.id,
      amount: 1250,
      currency: 'usd',
      description: 'Materials',
    });
    return stack.stripe.invoices.finalizeInvoice(invoice.id);
  }

  async function fillAndPay(page: Page, number: string) {
    const element = new PaymentElementModel(page);
    await element.ready();
    await expect.poll(() => page.locator('#pay').isEnabled()).toBe(true);
    await element.fillCard({ number, expiry: '1234', cvc: '123', country: 'US', postalCode: '10001' });
    await page.locator('#pay').click();
  }

  async function pay(page: Page, number = '4242 4242 4242 4242') {
    await fillAndPay(page, number);
    await page.getByTestId('invoice-status').waitFor({ timeout: 30_000 });
  }

  it('is paid with 4242 and shows the receipt; the invoice is paid and its PDF downloads', async () => {
    const invoice = await finalizedInvoice();
    expect(invoice.status).toBe('open');
    const page = await newPage(browser);
    try {
      await page.goto(invoice.hosted_invoice_url!);
      await expect.poll(() => page.getByTestId('merchant-name').textContent()).toBe('Atelier Rose');
      expect(await page.getByTestId('invoice-amount').textContent()).toBe('$102.50');
      expect(await page.getByTestId('invoice-number').textContent()).toBe(invoice.number);
      expect(await page.getByTestId('invoice-lines').textContent()).toContain('Flower arrangement workshop');
      await new PaymentElementModel(page).ready();
      await expect.poll(() => page.locator('#pay').isEnabled()).toBe(true);
      await screenshot(page, 'hosted-invoice-desktop');

      await pay(page);
      expect(await page.getByTestId('invoice-status').textContent()).toContain('Invoice paid');
      expect(await page.getByTestId('invoice-receipt').textContent()).toContain('Visa •••• 4242');
      await screenshot(page, 'hosted-invoice-paid-desktop');

      const paid = await stack.stripe.invoices.retrieve(invoice.id);
      expect(paid).toMatchObject({ status: 'paid', amount_paid: 10250, amount_remaining: 0 });
      const events = await stack.stripe.events.list({ type: 'invoice.paid', limit: 10 });
      expect(events.data.some((event) => (event.data.object as { id: string }).id === invoice.id)).toBe(true);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('invoice-pdf').click(),
      ]);
      const file = await download.path();
      const { readFileSync } = await import('node:fs');
      expect(readFileSync(file!).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    } finally {
      await page.context().close();
    }
  });

  it('fits a phone, in the shopper’s language', async () => {
    const invoice = await finalizedInvoice();
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
      locale: 'de-DE',
    });
    const page = await context.newPage();
    try {
      await page.goto(invoice.hosted_invoice_url!);
      await new PaymentElementModel(page).ready();
      expect(await page.locator('html').getAttribute('lang')).toBe('de');
      expect(await page.getByTestId('invoice-amount').textContent()).toContain('102,50');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, 'hosted-invoice-phone');
      await pay(page);
      expect(await page.getByTestId('invoice-status').textContent()).toContain('Rechnung bezahlt');
      await screenshot(page, 'hosted-invoice-paid-phone');
    } finally {
      await context.close();
    }
  });

  it('says why a declined card failed and counts the attempt; a 3-D Secure card pays after the challenge', async () => {
    const invoice = await finalizedInvoice();
    const page = await newPage(browser);
    try {
      await page.goto(invoice.hosted_invoice_url!);
      await fillAndPay(page, '4000 0000 0000 0002');
      const element = new PaymentElementModel(page);
      await expect
        .poll(() => element.errors.allTextContents(), { timeout: 20_000 })
        .toContain('Your card was declined.');
      expect(await page.locator('#payment-error').textContent()).toBe('');
      await expect.poll(() => page.locator('#pay').isEnabled()).toBe(true);
      await screenshot(page, 'hosted-invoice-declined');
      const failed = await stack.stripe.invoices.retrieve(invoice.id);
      expect(failed).toMatchObject({ status: 'open', attempt_count: 1 });
      const events = await stack.stripe.events.list({ type: 'invoice.payment_failed', limit: 10 });
      expect(events.data.some((event) => (event.data.object as { id: string }).id === invoice.id)).toBe(true);
    } finally {
      await page.context().close();
    }

    const again = await newPage(browser);
    try {
      await again.goto(invoice.hosted_invoice_url!);
      await fillAndPay(again, '4000 0000 0000 3220');
      await answerChallenge(again, true);
      await again.getByTestId('invoice-status').waitFor({ timeout: 30_000 });
      expect(await again.getByTestId('invoice-status').textContent()).toContain('Invoice paid');
      expect((await stack.stripe.invoices.retrieve(invoice.id)).status).toBe('paid');
    } finally {
      await again.context().close();
    }
  });
});
