import { createOperator } from '@payframe/server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './fixtures/browser.js';
import { readFunnel, sessionsAt } from './fixtures/funnel.js';
import { screenshot } from './fixtures/screenshots.js';
import { type Stack, startStack } from './fixtures/stack.js';
import { ShopModel } from './models/shop.js';

const EMAIL = 'operator@example.com';
const PASSWORD = 'a long operator password';
const CARD = { expiry: '1234', cvc: '123', country: 'US', postalCode: '10001' };

describe("the dashboard's checkout funnel", () => {
  let stack: Stack;
  let browser: Browser;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
    await createOperator(stack.server.context.db, {
      accountId: stack.server.keys.accountId,
      email: EMAIL,
      password: PASSWORD,
    });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  /** Card sessions that reached a step, as the API counts them. */
  const reached = async (step: string) => sessionsAt(await readFunnel(stack), step, 'card');

  it('shows the merchant the funnel of a paid and an abandoned checkout', async () => {
    const paid = await newPage(browser);
    const paidShop = new ShopModel(paid, stack.shopUrl);
    await paidShop.open();
    await paidShop.element.fillCard({ number: '4242424242424242', ...CARD });
    await paidShop.pay();
    expect(await paidShop.statusShown()).toBe('succeeded');

    const abandoned = await newPage(browser);
    const abandonedShop = new ShopModel(abandoned, stack.shopUrl);
    await abandonedShop.open();
    await abandonedShop.element.fillCard({ number: '4000000000000002', ...CARD });
    // The shopper filled the form in and left without paying.
    await expect.poll(() => reached('form_completed'), { timeout: 20_000 }).toBe(2);
    await abandoned.close({ runBeforeUnload: true });
    await paid.context().close();
    await abandoned.context().close();
    await expect.poll(() => reached('payment_succeeded'), { timeout: 20_000 }).toBe(1);

    const page = await newPage(browser);
    await page.goto(`${stack.payframeUrl}/dashboard`);
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Funnel' }).click();

    const steps = page.getByRole('table', { name: 'Checkout funnel' });
    const cells = (step: string) => steps.locator(`tr[data-step="${step}"] td`).allTextContents();
    await expect.poll(() => cells('element_loaded')).toEqual(['Element loaded', '2', '', '–', '100%']);
    expect(await cells('method_selected')).toEqual(['Method selected', '2', '', '100%', '100%']);
    expect(await cells('form_completed')).toEqual(['Form completed', '2', '', '100%', '100%']);
    expect(await cells('confirm_started')).toEqual(['Confirm started', '1', '', '50%', '50%']);
    expect(await cells('next_action_shown')).toEqual(['Next action shown', '0', '', '0%', '0%']);
    expect(await cells('payment_succeeded')).toEqual(['Succeeded', '1', '', '100%', '50%']);
    expect(await cells('payment_failed')).toEqual(['Failed', '0', '', '0%', '0%']);

    const methods = page.getByRole('table', { name: 'Per payment method' }).locator('tbody tr');
    expect(await methods.count()).toBe(1);
    expect(await methods.locator('td').allTextContents()).toEqual([
      'card',
      '2',
      '2',
      '2',
      '1',
      '0',
      '1',
      '0',
      '50%',
    ]);
    const today = new Date().toISOString().slice(0, 10);
    const days = page.getByRole('table', { name: 'Per day' }).locator('tbody tr');
    expect(await days.locator('td').first().textContent()).toBe(today);
    expect(await page.locator('.funnel-settings').textContent()).toContain('kept 30 days');
    expect(await page.locator('.funnel-settings').textContent()).toContain('100% of checkouts are sampled');
    await screenshot(page, 'dashboard-funnel');

    // Another range reads again; the live mode has measured nothing.
    await page.getByRole('combobox', { name: 'Checkout funnel' }).selectOption('7');
    await expect.poll(() => cells('payment_succeeded')).toEqual(['Succeeded', '1', '', '100%', '50%']);
    // The mode changes when the server has answered; the box follows then.
    await page.getByLabel('Test mode').click();
    await expect.poll(() => page.getByLabel('Test mode').isChecked()).toBe(false);
    await expect.poll(() => page.locator('.funnel-empty').count()).toBe(1);
    await screenshot(page, 'dashboard-funnel-empty');
    await page.context().close();
  });
});
