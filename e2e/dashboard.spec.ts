import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createOperator } from '@payframe/server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './fixtures/browser.js';
import { screenshot } from './fixtures/screenshots.js';
import { type Stack, startStack } from './fixtures/stack.js';

const EMAIL = 'operator@example.com';
const PASSWORD = 'a long operator password';

/** A merchant's webhook handler: answers 200 and counts what it got, by event type. */
async function startListener() {
  const received: string[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push((JSON.parse(body) as { type: string }).type);
      response.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the operator dashboard', () => {
  let stack: Stack;
  let browser: Browser;
  let page: Page;
  let listener: Awaited<ReturnType<typeof startListener>>;
  beforeAll(async () => {
    [stack, browser, listener] = await Promise.all([startStack(), launchBrowser(), startListener()]);
    await createOperator(stack.server.context.db, {
      accountId: stack.server.keys.accountId,
      email: EMAIL,
      password: PASSWORD,
    });
    page = await newPage(browser);
  });
  afterAll(async () => {
    await page?.context().close();
    await browser?.close();
    await stack?.close();
    await listener?.close();
  });

  it('signs an operator in, finds a payment by e-mail, refunds it and resends its webhook', async () => {
    await stack.stripe.webhookEndpoints.create({ url: listener.url, enabled_events: ['charge.refunded'] });
    const customer = await stack.stripe.customers.create({ email: 'ada@example.com', name: 'Ada' });
    const paid = await stack.stripe.paymentIntents.create({
      amount: 4200,
      currency: 'usd',
      customer: customer.id,
      description: 'Two pottery classes',
      payment_method: 'pm_card_visa',
      confirm: true,
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
    });
    for (const amount of [1500, 990]) {
      await stack.stripe.paymentIntents.create({
        amount,
        currency: 'usd',
        receipt_email: 'someone.else@example.com',
        payment_method: 'pm_card_visa',
        confirm: true,
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      });
    }

    await page.goto(`${stack.payframeUrl}/dashboard`);
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('The e-mail or the password is wrong.');
    await page.getByLabel('Password').fill(PASSWORD);
    await screenshot(page, 'dashboard-sign-in');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.waitForURL(/\/dashboard\/payments$/);
    const rows = page.getByRole('table', { name: 'Payments' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    await screenshot(page, 'dashboard-payments');

    await page.getByRole('searchbox').fill('ADA@example.com');
    await page.getByRole('searchbox').press('Enter');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('ada@example.com');
    // The keyboard opens a row as a click does.
    await rows.first().focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/dashboard/payments/${paid.id}$`));
    await expect.poll(() => page.locator('.amount').textContent()).toContain('$42.00');

    await page.getByRole('button', { name: 'Refund' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Done.');
    const refunds = await stack.stripe.refunds.list({ payment_intent: paid.id });
    expect(refunds.data).toHaveLength(1);
    expect(refunds.data[0]).toMatchObject({ amount: 4200, status: 'succeeded' });
    await expect.poll(() => page.locator('section').first().textContent()).toContain(refunds.data[0]!.id);

    // The refund's event reaches the merchant's endpoint; its delivery shows in the timeline.
    await expect
      .poll(() => listener.received.filter((type) => type === 'charge.refunded').length, { timeout: 20_000 })
      .toBe(1);
    const refundedEvent = page.locator('.timeline li', { hasText: 'charge.refunded' });
    await expect
      .poll(
        async () => {
          await page.reload();
          return refundedEvent.locator('.delivery').textContent();
        },
        { timeout: 20_000 },
      )
      .toContain('Succeeded');
    expect(await refundedEvent.locator('.delivery').textContent()).toContain(listener.url);
    await screenshot(page, 'dashboard-payment');

    await refundedEvent.getByRole('button', { name: 'Resend' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Queued to send again.');
    await expect
      .poll(() => listener.received.filter((type) => type === 'charge.refunded').length, { timeout: 20_000 })
      .toBe(2);

    await page.getByRole('link', { name: 'Webhooks' }).click();
    const deliveries = page
      .getByRole('table', { name: `Webhook deliveries ${listener.url}` })
      .locator('tbody tr');
    await expect.poll(() => deliveries.count()).toBe(2);
    // A delivery opens to what it sent (no card number in it) and what the endpoint answered.
    await deliveries.first().click();
    const sent = page.locator('[data-body="request"]');
    await expect.poll(() => sent.textContent()).toContain('"type": "charge.refunded"');
    expect(await sent.textContent()).toContain('"last4": "4242"');
    expect(await sent.textContent()).not.toContain('4242424242424242');
    expect(await page.locator('[data-body="response"]').textContent()).toBe('{}');
    await screenshot(page, 'dashboard-webhooks');

    await page.getByRole('link', { name: 'Request logs' }).click();
    await expect
      .poll(() => page.getByRole('table', { name: 'Request logs' }).locator('tbody tr').count())
      .toBeGreaterThan(3);
    await page.getByRole('link', { name: 'API keys' }).click();
    await expect.poll(() => page.locator('.keys').textContent()).toContain(stack.server.keys.testPublishable);
    expect(await page.locator('.keys').textContent()).not.toContain(stack.server.keys.testSecret);
    await screenshot(page, 'dashboard-keys');

    // On a phone the navigation runs along the top and the tables scroll sideways.
    await page.getByRole('link', { name: 'Payments' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => rows.count()).toBe(3);
    await screenshot(page, 'dashboard-payments-phone', { fullPage: false });
    await page.setViewportSize({ width: 1100, height: 900 });

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Sign in to Payframe' }).count()).toBe(1);
    await page.goto(`${stack.payframeUrl}/dashboard/payments`);
    await expect.poll(() => page.getByRole('heading', { name: 'Sign in to Payframe' }).count()).toBe(1);
  });
});
