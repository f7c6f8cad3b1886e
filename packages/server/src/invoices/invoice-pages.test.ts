import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness.js';

describe('the hosted invoice page and PDF', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ config: { workers: false } });
    await t.request('POST', '/v1/account', {
      body: {
        'settings[branding][primary_color]': '#7c3aed',
        'settings[branding][logo_url]': 'https://shop.example/logo.png',
        'business_profile[name]': 'Atelier Rose',
        'business_profile[support_email]': 'billing@shop.example',
      },
    });
  });
  afterAll(async () => t?.close());

  async function openInvoice(locales: string[] = [], discounts: { coupon: string }[] = []) {
    const customer = await t.stripe.customers.create({
      email: 'lea@example.com',
      name: 'Léa',
      preferred_locales: locales,
    });
    const invoice = await t.stripe.invoices.create({
      customer: customer.id,
      collection_method: 'send_invoice',
      days_until_due: 7,
      currency: 'eur',
      discounts,
    });
    await t.stripe.invoiceItems.create({
      customer: customer.id,
      invoice: invoice.id,
      amount: 4200,
      currency: 'eur',
      description: 'Bouquet <roses>',
    });
    return t.stripe.invoices.finalizeInvoice(invoice.id);
  }

  const path = (url: string | null | undefined) => new URL(String(url)).pathname;

  it('shows the merchant, the amount due and the lines, with the payment form, in the customer’s language', async () => {
    const invoice = await openInvoice(['fr']);
    const page = await t.raw('GET', path(invoice.hosted_invoice_url));
    expect(page.status).toBe(200);
    const html = String(page.text);
    expect(html).toContain('<html lang="fr" dir="ltr">');
    expect(html).toContain('Atelier Rose');
    expect(html).toContain('https://shop.example/logo.png');
    expect(html).toContain('--brand: #7c3aed');
    expect(html).toContain(invoice.number);
    expect(html).toContain('42,00');
    expect(html).toContain('Bouquet &lt;roses&gt;');
    expect(html).toContain('id="payment-element"');
    expect(html).toContain(t.publishableKey);
    expect(html).not.toContain(t.secretKey);
    expect(String(page.headers['content-security-policy'])).toContain("frame-src 'self'");
    const english = await t.raw('GET', `${path(invoice.hosted_invoice_url)}?locale=en`);
    expect(english.text).toContain('Amount due');
    const polish = await t.raw('GET', `${path(invoice.hosted_invoice_url)}?locale=pl`);
    expect(polish.text).toContain('<html lang="pl" dir="ltr">');
    expect(polish.text).toContain('Kwota do zapłaty');
    const taiwan = await t.raw('GET', `${path(invoice.hosted_invoice_url)}?locale=zh-TW`);
    expect(taiwan.text).toContain('<html lang="zh-TW" dir="ltr">');
  });

  it('serves the PDF, and says a voided invoice can no longer be paid', async () => {
    const invoice = await openInvoice();
    const pdf = await t.raw('GET', path(invoice.invoice_pdf));
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.text.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.text).toContain(`(${invoice.number})`);
    await t.stripe.invoices.voidInvoice(invoice.id);
    const page = await t.raw('GET', path(invoice.hosted_invoice_url));
    expect(page.text).toContain('voided');
    expect(page.text).not.toContain('id="payment-element"');
    expect((await t.raw('GET', '/i/test_nosuchtokennosuchtoken')).status).toBe(404);
  });

  it('shows a discount under the subtotal, on the page and in the PDF', async () => {
    const coupon = await t.stripe.coupons.create({ percent_off: 50, name: 'Printemps' });
    const invoice = await openInvoice(['fr'], [{ coupon: coupon.id }]);
    expect(invoice.total).toBe(2100);
    const page = await t.raw('GET', path(invoice.hosted_invoice_url));
    expect(page.text).toContain('Remise (Printemps)');
    expect(page.text).toContain('21,00');
    const pdf = await t.raw('GET', path(invoice.invoice_pdf));
    expect(pdf.text).toContain('(Remise \\(Printemps\\))');
  });
});
