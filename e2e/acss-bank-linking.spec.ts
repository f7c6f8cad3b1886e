import type { Page } from 'playwright-core';
import type Stripe from 'stripe';
import { beforeEach, describe, expect, it } from 'vitest';
import { BANK_LINK_EN } from '../packages/frames/src/bank-link/messages/en.js';
import { EN } from '../packages/frames/src/i18n/messages/en.js';
import { useBankModalSession } from './fixtures/bank-modal-session.js';
import { screenshot } from './fixtures/screenshots.js';
import type { Stack } from './fixtures/stack.js';

const LINK = BANK_LINK_EN;

type Outcome = {
  paymentIntent?: Stripe.PaymentIntent;
  error?: { type: string; message: string; code?: string };
};

/**
 * A Canadian shopper pays by pre-authorized debit from a merchant page: confirmAcssDebitPayment
 * opens the bank-linking modal with the Canadian test banks (the intent verifies instantly by
 * default), the shopper signs in and picks their chequing account, accepts the PAD agreement,
 * and the debit is processing, then settles. Another shopper's bank refuses the sign-in or is
 * down; one that asks for instant verification is offered no manual entry.
 */
describe('linking a Canadian bank account for a pre-authorized debit', () => {
  const session = useBankModalSession<Outcome>();
  const { modal, outcome } = session;
  let stack: Stack;
  let page: Page;
  beforeEach(() => {
    ({ stack, page } = session);
  });

  const holder = { name: 'Jenny Rosen', email: 'jenny@example.com' };

  /** confirmAcssDebitPayment with the holder only, its outcome kept on window.outcome. */
  const pay = (secret: string): Promise<void> =>
    session.call('confirmAcssDebitPayment', secret, { payment_method: { billing_details: holder } });

  const intent = (verification?: string) =>
    stack.stripe.paymentIntents.create({
      amount: 4200,
      currency: 'cad',
      payment_method_types: ['acss_debit'],
      payment_method_options: {
        acss_debit: {
          mandate_options: {
            payment_schedule: 'interval',
            interval_description: 'On the first day of every month',
            transaction_type: 'personal',
          },
          ...(verification ? { verification_method: verification } : {}),
        },
      },
    } as unknown as Stripe.PaymentIntentCreateParams);

  it('links the Canadian test bank’s chequing account, shows the PAD agreement, and the debit settles', async () => {
    const pi = await intent();
    await pay(pi.client_secret!);
    const box = modal().getByRole('dialog');
    await box.getByRole('heading', { name: LINK.consentTitle }).waitFor({ timeout: 20_000 });
    await screenshot(page, 'acss-link-1-consent', { fullPage: false });
    await box.getByRole('button', { name: LINK.agree }).click();
    await box.getByRole('button', { name: 'Payframe Test Bank Canada' }).waitFor();
    // Only the Canadian banks are listed.
    await expect(box.getByRole('button', { name: 'Payframe Test Bank', exact: true }).count()).resolves.toBe(
      0,
    );
    await screenshot(page, 'acss-link-2-banks', { fullPage: false });
    await box.getByRole('button', { name: 'Payframe Test Bank Canada' }).click();
    await box.getByRole('button', { name: LINK.signIn }).waitFor();
    await screenshot(page, 'acss-link-3-sign-in', { fullPage: false });
    await box.getByRole('button', { name: LINK.signIn }).click();
    await box.getByRole('heading', { name: LINK.selectAccount }).waitFor();
    await box.getByText('Everyday Chequing •••• 6789').waitFor();
    await box.getByText('Balance CA$3,180.50').waitFor();
    await box.getByText('Balance CA$20,400.00').waitFor();
    await screenshot(page, 'acss-link-4-accounts', { fullPage: false });
    await box.getByRole('button', { name: LINK.link }).click();
    await box.getByRole('heading', { name: LINK.successTitle }).waitFor();
    await screenshot(page, 'acss-link-5-linked', { fullPage: false });
    await box.getByRole('button', { name: LINK.done }).click();

    // The PAD agreement, over the linked account, then the debit.
    const agreement = modal().getByRole('dialog');
    await agreement.getByRole('heading', { name: EN['acss.agreementTitle'] }).waitFor({ timeout: 20_000 });
    await agreement.getByText('Payframe Test Bank Canada •••• 6789').waitFor();
    await agreement.getByText('On the first day of every month').waitFor();
    await agreement.getByText('CA$42.00').waitFor();
    await screenshot(page, 'acss-link-6-agreement', { fullPage: false });
    await agreement.getByRole('button', { name: EN['debit.accept'] }).click();

    const paid = await outcome();
    expect(paid.error).toBeUndefined();
    expect(paid.paymentIntent).toMatchObject({ id: pi.id, status: 'processing' });
    const after = await stack.stripe.paymentIntents.retrieve(pi.id, { expand: ['payment_method'] });
    expect(after.payment_method).toMatchObject({
      type: 'acss_debit',
      acss_debit: {
        bank_name: 'STRIPE TEST BANK',
        institution_number: '000',
        transit_number: '11000',
        last4: '6789',
        fingerprint: expect.any(String),
      },
      billing_details: { name: holder.name, email: holder.email },
    });
    await expect
      .poll(async () => (await stack.stripe.paymentIntents.retrieve(pi.id)).status, { timeout: 30_000 })
      .toBe('succeeded');
  });

  it('a bank whose sign-in fails, and one that is down, say so; closing the modal confirms nothing', async () => {
    const pi = await intent();
    await pay(pi.client_secret!);
    const box = modal().getByRole('dialog');
    await box.getByRole('button', { name: LINK.agree }).click({ timeout: 20_000 });
    await box.getByRole('button', { name: 'Test Institution Canada (sign-in fails)' }).click();
    await box.getByRole('button', { name: LINK.signIn }).click();
    await box.getByRole('alert').filter({ hasText: 'The username or password is incorrect.' }).waitFor();
    await screenshot(page, 'acss-link-7-sign-in-fails', { fullPage: false });
    await box.getByRole('button', { name: LINK.back }).click();
    await box.getByRole('button', { name: 'Test Institution Canada (down)' }).click();
    await box.getByRole('button', { name: LINK.signIn }).click();
    await box.getByRole('alert').filter({ hasText: 'is not responding right now' }).waitFor();
    await screenshot(page, 'acss-link-8-bank-down', { fullPage: false });
    await box.getByRole('button', { name: EN['dialog.close'] }).click();
    const closed = await outcome();
    expect(closed.error).toMatchObject({ type: 'validation_error', code: 'incomplete_payment_details' });
    expect((await stack.stripe.paymentIntents.retrieve(pi.id)).status).toBe('requires_payment_method');
  });

  it('"Enter bank details manually" opens the PAD form; instant verification offers no manual entry', async () => {
    await pay((await intent()).client_secret!);
    await modal().getByRole('dialog').getByRole('button', { name: LINK.manual }).click({ timeout: 20_000 });
    const form = modal().getByRole('dialog');
    await form.getByLabel(EN['field.institutionNumber']).waitFor({ timeout: 20_000 });
    await screenshot(page, 'acss-link-9-manual-entry', { fullPage: false });
    await form.getByRole('button', { name: EN['dialog.close'] }).click();
    await outcome();

    await pay((await intent('instant')).client_secret!);
    const box = modal().getByRole('dialog');
    await box.getByRole('button', { name: LINK.agree }).waitFor({ timeout: 20_000 });
    await box.getByRole('button', { name: LINK.agree }).click();
    await box.getByRole('button', { name: 'Payframe Test Bank Canada' }).waitFor();
    expect(await box.getByRole('button', { name: LINK.manual }).count()).toBe(0);
    await screenshot(page, 'acss-link-10-instant-banks', { fullPage: false });
  });
});
