import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './fixtures/browser.js';
import { screenshot } from './fixtures/screenshots.js';
import { type Stack, startStack } from './fixtures/stack.js';
import { PaymentElementModel } from './models/payment-element.js';

const CARD = { number: '4242424242424242', expiry: '1234', cvc: '123', country: 'US', postalCode: '10001' };

/**
 * A merchant page as Stripe's embedded checkout quick start writes it: its server creates an
 * embedded session and answers the client secret; the page mounts the checkout with
 * `initEmbeddedCheckout({ fetchClientSecret })`. `?never` makes a session that stays on the
 * page and runs `onComplete`; `?adaptive` one that offers the shopper their currency.
 */
async function startMerchant(stack: Stack): Promise<{ url: string; close(): Promise<void> }> {
  let url = '';
  const server: Server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x');
    if (request.method === 'POST' && path.pathname === '/session') {
      const never = path.searchParams.has('never');
      const session = await stack.stripe.checkout.sessions.create({
        ...(path.searchParams.has('adaptive') ? { adaptive_pricing: { enabled: true } } : {}),
        ui_mode: 'embedded',
        mode: 'payment',
        line_items: [
          {
            price_data: { currency: 'usd', unit_amount: 1800, product_data: { name: 'Tea tin' } },
            quantity: 1,
          },
        ],
        ...(never
          ? { redirect_on_completion: 'never' }
          : { return_url: `${url}/return?session_id={CHECKOUT_SESSION_ID}` }),
      });
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ clientSecret: session.client_secret }));
      return;
    }
    const never = path.search;
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end(`<!doctype html><html><head><meta charset="utf-8">
<title>Tea shop</title><script src="${stack.payframeUrl}/v1/payframe.js"></script></head>
<body><h1 id="heading">${path.pathname === '/return' ? 'Thanks, back at the shop' : 'Tea shop'}</h1><div id="checkout"></div>
<script>
const payframe = Payframe('${stack.server.keys.testPublishable}');
if (location.pathname === '/') payframe.initEmbeddedCheckout({
  fetchClientSecret: () => fetch('/session${never}', { method: 'POST' }).then((r) => r.json()).then((j) => j.clientSecret),
  onComplete: () => { document.getElementById('heading').textContent = 'Paid, onComplete ran'; },
}).then((checkout) => checkout.mount('#checkout'));
</script></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('embedded checkout', () => {
  let stack: Stack;
  let browser: Browser;
  let merchant: Awaited<ReturnType<typeof startMerchant>>;
  let page: Page;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
    merchant = await startMerchant(stack);
  });
  afterAll(async () => {
    await browser?.close();
    await merchant?.close();
    await stack?.close();
  });
  beforeEach(async () => {
    page = await newPage(browser);
  });
  afterEach(async () => page?.context().close());

  async function payInside(shot?: string): Promise<void> {
    const checkout = page.frameLocator('iframe[title="Checkout"]');
    const element = new PaymentElementModel(checkout as unknown as Page);
    await element.ready();
    if (shot) {
      // The frame takes the height of the page inside it (640 px until that page says).
      const frame = page.locator('iframe[title="Checkout"]');
      await expect.poll(async () => Math.round((await frame.boundingBox())?.height ?? 640)).not.toBe(640);
      await screenshot(page, shot);
    }
    await checkout.getByLabel('Email').fill('embedded@example.com');
    await element.fillCard(CARD);
    await checkout.getByRole('button', { name: /^Pay / }).click();
  }

  it('pays in a frame on the merchant page, then goes to the return_url', async () => {
    await page.goto(merchant.url);
    const frame = page.locator('iframe[title="Checkout"]');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toMatch(/\/c\/embed\/cs_test_\w+#/);
    await payInside('embedded-checkout');
    await page.waitForURL(/\/return\?session_id=cs_test_/, { timeout: 30_000 });
    const sessionId = new URL(page.url()).searchParams.get('session_id')!;
    const session = await stack.stripe.checkout.sessions.retrieve(sessionId);
    expect(session).toMatchObject({ status: 'complete', payment_status: 'paid', ui_mode: 'embedded' });
  });

  it('runs onComplete and stays on the page when the session never redirects', async () => {
    await page.goto(`${merchant.url}/?never`);
    await payInside();
    await expect
      .poll(() => page.locator('#heading').textContent(), { timeout: 30_000 })
      .toBe('Paid, onComplete ran');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('shows a shopper in France the dollar session in euros, and charges euros', async () => {
    await page.context().close();
    page = await newPage(browser, { locale: 'fr-FR', timezoneId: 'Europe/Paris' });
    await page.goto(`${merchant.url}/?adaptive`);
    const checkout = page.frameLocator('iframe[title="Checkout"]');
    const element = new PaymentElementModel(checkout as unknown as Page);
    await element.ready();
    // $18.00 at the hour-locked 1.05732: €17.02.
    await expect.poll(() => checkout.getByTestId('total').textContent()).toBe('17,02\u00a0€');
    await screenshot(page, 'embedded-checkout-adaptive-pricing-fr');
    await checkout.getByLabel('E-mail').fill('client@example.fr');
    await element.fillCard({ ...CARD, country: 'FR' });
    await checkout.getByRole('button', { name: 'Payer 17,02\u00a0€' }).click();
    await page.waitForURL(/\/return\?session_id=cs_test_/, { timeout: 30_000 });
    const sessionId = new URL(page.url()).searchParams.get('session_id')!;
    const session = await stack.stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] });
    expect(session).toMatchObject({
      status: 'complete',
      amount_total: 1800,
      currency: 'usd',
      presentment_details: { presentment_amount: 1702, presentment_currency: 'eur' },
      payment_intent: { amount: 1800, presentment_details: { presentment_amount: 1702 } },
    });
  });

  it('is never framed for a hosted session, and the hosted page is never framed', async () => {
    const hosted = await stack.stripe.checkout.sessions.create({
      mode: 'payment',
      success_url: 'https://shop.example/ok',
      line_items: [
        { price_data: { currency: 'usd', unit_amount: 500, product_data: { name: 'Tea' } }, quantity: 1 },
      ],
    });
    const embed = await fetch(`${stack.payframeUrl}/c/embed/${hosted.id}`);
    expect(embed.status).toBe(404);
    const pay = await fetch(`${stack.payframeUrl}/c/pay/${hosted.id}`);
    expect(pay.headers.get('x-frame-options')).toBe('DENY');
    expect(pay.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
