import { BSB_BANKS, FIELD_ERRORS } from '@payframe/core';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { EN } from '../packages/frames/src/i18n/messages/en.js';
import { useMerchantSession } from './fixtures/merchant-session.js';
import { screenshot } from './fixtures/screenshots.js';

/**
 * BECS Direct Debit in the browser: a shopper paying in Australian dollars picks it in the
 * Payment Element (automatic payment methods offer it for AUD), types a BSB (formatted 000-000
 * as typed, its bank named) and an account number, reads the Direct Debit Request, and pays:
 * the intent is processing, then settles in the background.
 */
describe('BECS Direct Debit', () => {
  const session = useMerchantSession();

  /** An AUD intent with automatic payment methods, its Payment Element on the merchant page. */
  async function mountAud(locale = 'en'): Promise<Stripe.PaymentIntent> {
    const intent = await session.stack.stripe.paymentIntents.create({
      amount: 4200,
      currency: 'aud',
      automatic_payment_methods: { enabled: true },
    });
    expect(intent.payment_method_types).toContain('au_becs_debit');
    await session.page.goto(session.merchant.url);
    await session.page.evaluate(
      ([key, secret, lang]) => {
        const w = window as unknown as {
          publishableKey: string;
          mountPayment(o: unknown, p: unknown): void;
        };
        w.publishableKey = key;
        w.mountPayment({ clientSecret: secret, locale: lang }, {});
      },
      [session.stack.server.keys.testPublishable, intent.client_secret!, locale] as const,
    );
    await session.element.ready();
    await session.element.selectMethod(locale === 'en' ? 'BECS Direct Debit' : /BECS/);
    await session.element.input('bsbNumber').waitFor();
    return intent;
  }

  /** The merchant's name as the elements session gives it to the Payment Element. */
  async function businessName(clientSecret: string): Promise<string> {
    const answer = await fetch(
      `${session.stack.payframeUrl}/v1/elements/sessions?client_secret=${clientSecret}`,
      {
        headers: { authorization: `Bearer ${session.stack.server.keys.testPublishable}` },
      },
    );
    return ((await answer.json()) as { business_name: string }).business_name;
  }

  /** Waits until the frame's transitions (the selected tab's fade) have finished, for a steady shot. */
  async function settled(): Promise<void> {
    await session.element.frame
      .locator('body')
      .evaluate((body) => Promise.all(body.getAnimations({ subtree: true }).map((a) => a.finished)));
  }

  /** confirmPayment as a merchant calls it for a method that needs no redirect. */
  function confirm(): Promise<{
    error?: { code?: string; message: string };
    paymentIntent?: { status: string };
  }> {
    return session.page.evaluate(() => {
      const w = window as unknown as {
        payframe: { confirmPayment(o: unknown): Promise<unknown> };
        elements: unknown;
      };
      return w.payframe.confirmPayment({
        elements: w.elements,
        confirmParams: { return_url: `${location.origin}/return` },
        redirect: 'if_required',
      }) as Promise<{ error?: { code?: string; message: string }; paymentIntent?: { status: string } }>;
    });
  }

  it('pays in AUD: BSB and account number under the Direct Debit Request, processing, then succeeded', async () => {
    const intent = await mountAud();
    const { element } = session;
    await element.input('name').fill('Jenny Rosen');
    await element.input('email').fill('jenny@example.com');
    await element.input('bsbNumber').pressSequentially('000000', { delay: 5 });
    await expect(element.input('bsbNumber').inputValue()).resolves.toBe('000-000');
    await expect(element.frame.locator('.BankName').textContent()).resolves.toBe(BSB_BANKS['000']);
    await element.input('accountNumber').pressSequentially('000123456', { delay: 5 });
    // The Direct Debit Request, naming the merchant by its business name.
    const business = await businessName(intent.client_secret!);
    expect(business).not.toBe('');
    await expect(element.frame.locator('.Text--terms').textContent()).resolves.toBe(
      EN['becs.mandate'].replace('{merchant}', business),
    );
    await settled();
    await screenshot(session.page, 'becs-form');

    const result = await confirm();
    expect(result.error).toBeUndefined();
    expect(result.paymentIntent?.status).toBe('processing');

    // The background worker settles the debit within seconds.
    const { stripe } = session.stack;
    await expect
      .poll(async () => (await stripe.paymentIntents.retrieve(intent.id)).status, { timeout: 20_000 })
      .toBe('succeeded');
    const paid = await stripe.paymentIntents.retrieve(intent.id);
    const pm = await stripe.paymentMethods.retrieve(paid.payment_method as string);
    expect(pm).toMatchObject({
      type: 'au_becs_debit',
      au_becs_debit: { bsb_number: '000000', last4: '3456' },
      billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' },
    });
    const charge = await stripe.charges.retrieve(paid.latest_charge as string);
    const mandateId = charge.payment_method_details?.au_becs_debit?.mandate as string;
    const accepted = await stripe.mandates.retrieve(mandateId);
    // Accepted online in the browser: the server took the address and agent from the request.
    expect(accepted.customer_acceptance).toMatchObject({ type: 'online' });
    expect(accepted.customer_acceptance.online?.user_agent).toBeTruthy();

    // The mandate's page, for the shopper's records, repeats what they agreed to.
    const url = (accepted.payment_method_details as unknown as { au_becs_debit: { url: string } })
      .au_becs_debit.url;
    await session.page.goto(url);
    await expect(session.page.locator('body').textContent()).resolves.toContain('BSB 000-000 •••• 3456');
    await screenshot(session.page, 'becs-mandate-page');
  });

  it("shows the form and the Direct Debit Request in the shopper's language", async () => {
    await mountAud('fr');
    const { element } = session;
    await element.input('bsbNumber').pressSequentially('083004', { delay: 5 });
    await expect(element.frame.locator('.BankName').textContent()).resolves.toBe(BSB_BANKS['08']);
    await expect(element.frame.locator('.Text--terms').textContent()).resolves.toContain(
      'vous acceptez cette demande de prélèvement',
    );
    await settled();
    await screenshot(session.page, 'becs-form-fr');
  });

  it('names the bank of a BSB as it is typed, and shows the BSB and account errors', async () => {
    await mountAud();
    const { element } = session;
    await element.input('bsbNumber').pressSequentially('0620', { delay: 5 });
    await expect(element.input('bsbNumber').inputValue()).resolves.toBe('062-0');
    await expect(element.frame.locator('.BankName').textContent()).resolves.toBe(BSB_BANKS['06']);
    await element.input('accountNumber').pressSequentially('1234', { delay: 5 });
    const result = await confirm();
    expect(result.error?.code).toBe('incomplete_name');
    await expect(element.error('au_becs_debit-bsbNumber').textContent()).resolves.toBe(
      FIELD_ERRORS.incomplete_au_bank_account_bsb,
    );
    await expect(element.error('au_becs_debit-accountNumber').textContent()).resolves.toBe(
      FIELD_ERRORS.incomplete_au_bank_account_number,
    );
    await settled();
    await screenshot(session.page, 'becs-errors');
  });
});
