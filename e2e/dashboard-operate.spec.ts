import { createOperator } from '@payframe/server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './fixtures/browser.js';
import { screenshot } from './fixtures/screenshots.js';
import { type Stack, startStack } from './fixtures/stack.js';

const EMAIL = 'operator@example.com';
const PASSWORD = 'a long operator password';
/** Checking a password is slow on purpose (a memory-hard hash), slower still on a busy machine. */
const SLOW = { timeout: 15_000 };

describe('the operator dashboard, day to day', () => {
  let stack: Stack;
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
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
  });

  const pay = (amount: number, extra: Record<string, unknown> = {}) =>
    stack.stripe.paymentIntents.create({
      amount,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      ...extra,
    });

  /** What the API answers a secret key: 200 while it works, 401 once it is refused. */
  const keyStatus = (key: string) =>
    fetch(`${stack.payframeUrl}/v1/customers?limit=1`, { headers: { authorization: `Bearer ${key}` } }).then(
      (response) => response.status,
    );

  it('filters by amount, opens a customer, shows a new payment live, charts, and rolls a key', async () => {
    const customer = await stack.stripe.customers.create({ email: 'grace@example.com', name: 'Grace' });
    await stack.stripe.paymentMethods.attach('pm_card_mastercard', { customer: customer.id });
    const theirs = await pay(4200, { customer: customer.id, description: 'Glazing workshop' });
    await pay(990, { description: 'Clay' });
    await pay(15_000, { description: 'Kiln time' });
    await expect(pay(2000, { payment_method: 'pm_card_chargeDeclinedInsufficientFunds' })).rejects.toThrow();

    await page.goto(`${stack.payframeUrl}/dashboard`);
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboard\/payments$/);
    const rows = page.getByRole('table', { name: 'Payments' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(4);

    // Amounts in dollars: $10 to $50 leaves the $42.00 payment and the declined $20.00 one.
    await page.getByLabel('Amount from').fill('10');
    await page.getByLabel('Amount to').fill('50');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/min=10&max=50/);
    await expect.poll(() => rows.count()).toBe(2);
    await expect
      .poll(() => rows.allTextContents())
      .toEqual([expect.stringContaining('$20.00'), expect.stringContaining('$42.00')]);
    await screenshot(page, 'dashboard-payments-amount');

    // A new payment appears in the list without a reload, through the event stream.
    const live = await pay(2500, { description: 'Live one' });
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(3);
    expect(await rows.first().textContent()).toContain('$25.00');
    await page.getByRole('button', { name: 'Apply' }).waitFor();

    // j moves into the list from nowhere, j/k move, Enter opens.
    await page.locator('h1').click();
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.keyboard.press('k');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dashboard\/payments\/pi_/);
    expect(page.url()).not.toContain(live.id);

    await page.getByRole('link', { name: 'Customers' }).click();
    await page.getByRole('searchbox').fill('grace@');
    await page.getByRole('searchbox').press('Enter');
    const customers = page.getByRole('table', { name: 'Customers' }).locator('tbody tr');
    await expect.poll(() => customers.count()).toBe(1);
    await customers.first().click();
    await page.waitForURL(new RegExp(`/dashboard/customers/${customer.id}$`));
    const saved = page.getByRole('table', { name: 'Saved payment methods' });
    await expect.poll(() => saved.textContent()).toContain('•••• 4444');
    expect(await saved.textContent()).toContain('mastercard');
    await expect.poll(() => page.getByRole('table', { name: 'Payments' }).textContent()).toContain('$42.00');
    await screenshot(page, 'dashboard-customer');
    await page.getByRole('table', { name: 'Payments' }).locator('tbody tr').first().click();
    await page.waitForURL(new RegExp(`/dashboard/payments/${theirs.id}$`));

    await page.getByRole('link', { name: 'Charts' }).click();
    await expect
      .poll(() => page.getByRole('list', { name: 'Decline codes' }).textContent())
      .toContain('insufficient_funds');
    expect(await page.getByRole('list', { name: 'Payment method mix' }).textContent()).toContain('card');
    expect(await page.getByRole('img', { name: /^Volume per day/ }).getAttribute('aria-label')).toContain(
      '$',
    );
    await screenshot(page, 'dashboard-charts');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'dashboard-charts-phone');
    await page.setViewportSize({ width: 1100, height: 900 });

    await page.getByRole('link', { name: 'API keys' }).click();
    const first = stack.server.keys.testSecret;
    await page.getByRole('button', { name: 'Reveal' }).click();
    await page.getByLabel('Your password, to confirm').fill('wrong password here');
    await page.getByRole('button', { name: 'Reveal' }).click();
    await expect.poll(() => page.getByRole('alert').textContent(), SLOW).toBe('The password is wrong.');
    await page.getByLabel('Your password, to confirm').fill(PASSWORD);
    await page.getByRole('button', { name: 'Reveal' }).click();
    await expect.poll(() => page.locator('[data-secret]').textContent(), SLOW).toBe(first);
    expect(await page.getByRole('button', { name: 'Reveal' }).count()).toBe(0);

    // Rolled with an hour's grace: the old key still works, the new one too.
    await page.getByRole('button', { name: 'Roll key' }).click();
    await page.getByLabel('The old key stops working').selectOption('3600');
    await page.getByLabel('Your password, to confirm').fill(PASSWORD);
    await page.getByRole('button', { name: 'Roll key' }).click();
    await expect
      .poll(async () => (await page.locator('[data-secret]').textContent()) !== first, SLOW)
      .toBe(true);
    const second = (await page.locator('[data-secret]').textContent()) ?? '';
    expect(second).toMatch(/^sk_test_/);
    await expect.poll(() => page.locator('.keys').textContent()).toContain('Expires');
    await screenshot(page, 'dashboard-keys-rolled');
    expect(await keyStatus(first)).toBe(200);
    expect(await keyStatus(second)).toBe(200);

    // Rolled again, to expire now: the second key is refused at once.
    await page.getByRole('button', { name: 'Roll key' }).click();
    await page.getByLabel('Your password, to confirm').fill(PASSWORD);
    await page.getByRole('button', { name: 'Roll key' }).click();
    await expect
      .poll(async () => (await page.locator('[data-secret]').textContent()) !== second, SLOW)
      .toBe(true);
    const third = (await page.locator('[data-secret]').textContent()) ?? '';
    expect(await keyStatus(second)).toBe(401);
    expect(await keyStatus(third)).toBe(200);
  });
});
