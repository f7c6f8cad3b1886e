import type { Page } from 'playwright-core';
import type Stripe from 'stripe';
import { beforeEach, describe, expect, it } from 'vitest';
import { BANK_LINK_EN } from '../packages/frames/src/bank-link/messages/en.js';
import { EN } from '../packages/frames/src/i18n/messages/en.js';
import { useBankModalSession } from './fixtures/bank-modal-session.js';
import { screenshot } from './fixtures/screenshots.js';
import type { Stack } from './fixtures/stack.js';

type Outcome = {
  paymentIntent?: Stripe.PaymentIntent;
  setupIntent?: Stripe.SetupIntent;
  error?: { type: string; message: string; code?: string };
};

/**
 * The bank debit modal over a merchant page: confirmAcssDebitPayment with only the holder's
 * details, the shopper choosing to type the account in rather than link it, opens it for the account's numbers and then the PAD agreement with the merchant's
 * mandate options, which the shopper accepts; confirmBacsDebitSetup shows the Direct Debit
 * Instruction's details with the Direct Debit Guarantee, to be confirmed before anything is.
 */
describe('the bank debit modal (ACSS and Bacs)', () => {
  const session = useBankModalSession<Outcome>();
  const { modal, call, outcome } = session;
  let stack: Stack;
  let page: Page;
  beforeEach(() => {
    ({ stack, page } = session);
  });

  const holder = { name: 'Jenny Rosen', email: 'jenny@example.com' };

  const acssIntent = (options: Record<string, unknown> = {}) =>
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
          ...options,
        },
      },
    } as unknown as Stripe.PaymentIntentCreateParams);

  it('confirmAcssDebitPayment: the numbers typed in, the PAD agreement accepted, microdeposits, then the debit processing', async () => {
    const intent = await acssIntent();
    await call('confirmAcssDebitPayment', intent.client_secret, {
      payment_method: { billing_details: holder },
    });
    // The account is linked at the bank by default (e2e/acss-bank-linking.spec.ts); this
    // shopper types it in instead, on the PAD form.
    await modal()
      .getByRole('dialog')
      .getByRole('button', { name: BANK_LINK_EN.manual })
      .click({ timeout: 20_000 });
    const box = modal().getByRole('dialog');
    await box.getByRole('heading', { name: EN['method.acss_debit'] }).waitFor({ timeout: 20_000 });
    // Continue with nothing typed: each number says what is missing.
    await box.getByRole('button', { name: EN['debit.continue'] }).click();
    await box.getByText('The institution number you entered is incomplete.').waitFor();
    await box.getByLabel(EN['field.institutionNumber']).fill('000');
    await box.getByLabel(EN['field.transitNumber']).fill('11000');
    await box.getByLabel(EN['field.accountNumber']).fill('000123456789');
    // Each number complete, its error goes.
    await box.getByRole('alert').waitFor({ state: 'detached' });
    await screenshot(page, 'debit-acss-1-details', { fullPage: false });
    await box.getByRole('button', { name: EN['debit.continue'] }).click();
    await box.getByRole('heading', { name: EN['acss.agreementTitle'] }).waitFor();
    await box.getByText('On the first day of every month').waitFor();
    await box.getByText(EN['acss.type.personal']).waitFor();
    await box.getByText('000-11000 •••• 6789').waitFor();
    await box.getByText('CA$42.00').waitFor();
    await screenshot(page, 'debit-acss-2-agreement', { fullPage: false });
    await box.getByRole('button', { name: EN['debit.accept'] }).click();

    const paid = await outcome();
    expect(paid.error).toBeUndefined();
    // Typed in under automatic verification: microdeposits verify the account before the debit.
    expect(paid.paymentIntent).toMatchObject({
      id: intent.id,
      status: 'requires_action',
      next_action: { type: 'verify_with_microdeposits' },
    });
    await stack.stripe.paymentIntents.verifyMicrodeposits(intent.id, { amounts: [32, 45] });
    const pi = await stack.stripe.paymentIntents.retrieve(intent.id, { expand: ['payment_method'] });
    expect(pi.status).toBe('processing');
    const pm = pi.payment_method as Stripe.PaymentMethod;
    expect(pm).toMatchObject({
      type: 'acss_debit',
      acss_debit: { institution_number: '000', transit_number: '11000', last4: '6789' },
      billing_details: { name: holder.name, email: holder.email },
    });
    const charge = await stack.stripe.charges.retrieve(pi.latest_charge as string);
    const mandate = await stack.stripe.mandates.retrieve(charge.payment_method_details!.acss_debit!.mandate!);
    expect(mandate).toMatchObject({
      status: 'active',
      customer_acceptance: { type: 'online' },
      payment_method_details: {
        acss_debit: { payment_schedule: 'interval', transaction_type: 'personal' },
      },
    });
  });

  it('confirmAcssDebitSetup with numbers given: the agreement alone; closing it confirms nothing', async () => {
    const si = await stack.stripe.setupIntents.create({
      payment_method_types: ['acss_debit'],
      payment_method_options: {
        acss_debit: {
          currency: 'cad',
          verification_method: 'microdeposits',
          mandate_options: { payment_schedule: 'sporadic', transaction_type: 'business' },
        },
      },
    } as unknown as Stripe.SetupIntentCreateParams);
    const data = {
      payment_method: {
        acss_debit: { institution_number: '000', transit_number: '11000', account_number: '000123456789' },
        billing_details: holder,
      },
    };
    await call('confirmAcssDebitSetup', si.client_secret, data);
    const box = modal().getByRole('dialog');
    await box.getByRole('heading', { name: EN['acss.agreementTitle'] }).waitFor({ timeout: 20_000 });
    await box.getByText(EN['acss.schedule.sporadic']).waitFor();
    await box.getByRole('button', { name: EN['dialog.close'] }).click();
    const closed = await outcome();
    expect(closed.error).toMatchObject({ type: 'validation_error', code: 'incomplete_payment_details' });
    expect((await stack.stripe.setupIntents.retrieve(si.id)).status).toBe('requires_payment_method');

    await call('confirmAcssDebitSetup', si.client_secret, data);
    await box.getByRole('button', { name: EN['debit.accept'] }).click({ timeout: 20_000 });
    const waiting = await outcome();
    expect(waiting.setupIntent).toMatchObject({
      status: 'requires_action',
      next_action: { type: 'verify_with_microdeposits' },
    });
    await call('verifyMicrodepositsForSetup', si.client_secret, { amounts: [32, 45] });
    expect((await outcome()).setupIntent).toMatchObject({ status: 'succeeded' });
  });

  it('confirmBacsDebitSetup: the Direct Debit details and Guarantee, confirmed before setting up', async () => {
    const customer = await stack.stripe.customers.create({ email: holder.email });
    const si = await stack.stripe.setupIntents.create({
      customer: customer.id,
      payment_method_types: ['bacs_debit'],
    } as Stripe.SetupIntentCreateParams);
    const billing = {
      ...holder,
      address: { line1: '10 Downing Street', city: 'London', postal_code: 'SW1A 2AA', country: 'GB' },
    };
    await call('confirmBacsDebitSetup', si.client_secret, {
      payment_method: {
        bacs_debit: { sort_code: '108800', account_number: '00012345' },
        billing_details: billing,
      },
    });
    const box = modal().getByRole('dialog');
    await box.getByRole('heading', { name: EN['bacs.confirmTitle'] }).waitFor({ timeout: 20_000 });
    await box.getByText('10-88-00').waitFor();
    await box.getByText('•••• 2345').waitFor();
    await box.getByText('10 Downing Street, London, SW1A 2AA, GB').waitFor();
    await box.getByText(EN['bacs.guaranteeTitle'], { exact: true }).waitFor();
    // Accepting waits for the holder's confirmation the scheme requires.
    const accept = box.getByRole('button', { name: EN['debit.accept'] });
    expect(await accept.isDisabled()).toBe(true);
    await box.getByLabel(EN['bacs.confirm']).check();
    await screenshot(page, 'debit-bacs-1-confirm', { fullPage: false });
    await accept.click();

    const saved = await outcome();
    expect(saved.error).toBeUndefined();
    expect(saved.setupIntent).toMatchObject({ id: si.id, status: 'succeeded' });
    const after = await stack.stripe.setupIntents.retrieve(si.id);
    const mandate = await stack.stripe.mandates.retrieve(after.mandate as string);
    expect(mandate).toMatchObject({
      status: 'active',
      payment_method_details: { bacs_debit: { network_status: 'accepted' } },
    });
    expect((await stack.stripe.paymentMethods.retrieve(after.payment_method as string)).customer).toBe(
      customer.id,
    );
  });

  it('confirmBacsDebitSetup without numbers: typed in the modal, then confirmed; a refused mandate shows inactive', async () => {
    const si = await stack.stripe.setupIntents.create({
      payment_method_types: ['bacs_debit'],
    } as Stripe.SetupIntentCreateParams);
    await call('confirmBacsDebitSetup', si.client_secret, {
      payment_method: {
        billing_details: {
          ...holder,
          address: { line1: '10 Downing Street', city: 'London', postal_code: 'SW1A 2AA', country: 'GB' },
        },
      },
    });
    const box = modal().getByRole('dialog');
    await box.getByLabel(EN['field.sortCode']).fill('108800', { timeout: 20_000 });
    expect(await box.getByLabel(EN['field.sortCode']).inputValue()).toBe('10-88-00');
    await box.getByLabel(EN['field.accountNumber']).fill('00033333');
    expect(await box.getByLabel(EN['field.accountNumber']).inputValue()).toBe('00033333');
    await screenshot(page, 'debit-bacs-0-details', { fullPage: false });
    await box.getByRole('button', { name: EN['debit.continue'] }).click();
    await box.getByLabel(EN['bacs.confirm']).check();
    await box.getByRole('button', { name: EN['debit.accept'] }).click();
    const saved = await outcome();
    expect(saved.setupIntent).toMatchObject({ status: 'succeeded' });
    const after = await stack.stripe.setupIntents.retrieve(si.id);
    expect((await stack.stripe.mandates.retrieve(after.mandate as string)).status).toBe('inactive');
  });

  it('skipMandate with an attached PaymentMethod id: confirmed at once, no modal, then microdeposits', async () => {
    const pm = await stack.stripe.paymentMethods.create({
      type: 'acss_debit',
      acss_debit: { institution_number: '000', transit_number: '11000', account_number: '000123456789' },
      billing_details: holder,
    } as Stripe.PaymentMethodCreateParams);
    const intent = await acssIntent();
    await call(
      'confirmAcssDebitPayment',
      intent.client_secret,
      { payment_method: pm.id },
      { skipMandate: true },
    );
    const paid = await outcome();
    // A new account typed in (not linked) is verified by microdeposits before its first debit.
    expect(paid.paymentIntent).toMatchObject({
      status: 'requires_action',
      next_action: { type: 'verify_with_microdeposits' },
    });
    expect(await page.locator('iframe[name^="__payframe_challenge_"]').count()).toBe(0);
  });
});
