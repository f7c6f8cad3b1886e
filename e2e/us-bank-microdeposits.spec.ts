import type { Browser, Page } from 'playwright-core';
import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './fixtures/browser.js';
import { screenshot } from './fixtures/screenshots.js';
import { type Stack, startStack } from './fixtures/stack.js';

/**
 * A shopper who typed their US bank account in by hand verifies it on the hosted microdeposit
 * page the intent's next action names: a wrong code is refused with the attempts left, the
 * right one (the test bank's SM11AA, or the amounts 32 and 45) debits the account, which the
 * background worker then settles.
 */
describe('US bank account microdeposits on the hosted verification page', () => {
  let stack: Stack;
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });
  beforeEach(async () => {
    page = await newPage(browser);
    return () => page.context().close();
  });

  async function typedInPayment(email: string): Promise<Stripe.PaymentIntent> {
    return stack.stripe.paymentIntents.create({
      amount: 4200,
      currency: 'usd',
      payment_method_types: ['us_bank_account'],
      payment_method_data: {
        type: 'us_bank_account',
        us_bank_account: {
          routing_number: '110000000',
          account_number: '000123456789',
          account_holder_type: 'individual',
        },
        billing_details: { name: 'Jenny Rosen', email },
      },
      mandate_data: {
        customer_acceptance: {
          type: 'online',
          online: { ip_address: '203.0.113.7', user_agent: 'Mozilla/5.0' },
        },
      },
      confirm: true,
    } as Stripe.PaymentIntentCreateParams);
  }

  it('refuses a wrong code, then SM11AA verifies the account and the payment settles', async () => {
    const pi = await typedInPayment('jenny@example.com');
    expect(pi.status).toBe('requires_action');
    await page.goto(pi.next_action!.verify_with_microdeposits!.hosted_verification_url);
    await page.getByRole('heading', { name: 'Verify your bank account' }).waitFor();
    await page.getByText('STRIPE TEST BANK •••• 6789').waitFor();
    await screenshot(page, 'us-bank-microdeposits-code');

    await page.getByLabel('Code').fill('SM00XX');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').filter({ hasText: 'Attempts remaining: 9.' }).waitFor();
    await screenshot(page, 'us-bank-microdeposits-wrong-code');

    await page.getByLabel('Code').fill('SM11AA');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('status').filter({ hasText: 'Your bank account is verified.' }).waitFor();
    await screenshot(page, 'us-bank-microdeposits-verified');

    // The worker settles the debit a few seconds later.
    await expect
      .poll(async () => (await stack.stripe.paymentIntents.retrieve(pi.id)).status, { timeout: 30_000 })
      .toBe('succeeded');
  });

  it('takes the two amounts in the shopper’s language', async () => {
    const pi = await typedInPayment('jenny+amounts@example.com');
    await page.goto(`${pi.next_action!.verify_with_microdeposits!.hosted_verification_url}?locale=fr`);
    await page.getByRole('heading', { name: 'Vérifiez votre compte bancaire' }).waitFor();
    await page.getByLabel('Premier montant (cents)').fill('32');
    await page.getByLabel('Second montant (cents)').fill('45');
    await screenshot(page, 'us-bank-microdeposits-amounts-fr');
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await page.getByRole('status').filter({ hasText: 'Votre compte bancaire est vérifié.' }).waitFor();
    expect(['processing', 'succeeded']).toContain((await stack.stripe.paymentIntents.retrieve(pi.id)).status);
  });
});
