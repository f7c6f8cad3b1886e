import { FIELD_ERRORS } from '@payframe/core';
import { bacsDebitDates } from '@payframe/core/methods';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { BANK_LINK_EN } from '../packages/frames/src/bank-link/messages/en.js';
import { EN } from '../packages/frames/src/i18n/messages/en.js';
import { useMerchantSession } from './fixtures/merchant-session.js';
import { screenshot } from './fixtures/screenshots.js';

/**
 * Pre-authorized debit (Canada) and Bacs Direct Debit (UK) in the browser: a shopper picks the
 * method the merchant named for the payment's currency and pays: for a PAD, gives their name
 * and e-mail, links their bank in the modal (or types the numbers in, then verifies the
 * microdeposits) and accepts the PAD agreement; for Bacs, types their numbers and confirms
 * them beside the Guarantee. The intent is processing, then settles in the background.
 */
describe('Pre-authorized debit and Bacs Direct Debit', () => {
  const session = useMerchantSession();

  async function mount(
    // The client's newest types no longer list payment_method_types; the API takes it.
    params: Stripe.PaymentIntentCreateParams & { payment_method_types?: string[] },
    label: string,
  ): Promise<Stripe.PaymentIntent> {
    const intent = await session.stack.stripe.paymentIntents.create(
      params as Stripe.PaymentIntentCreateParams,
    );
    await session.page.goto(session.merchant.url);
    await session.page.evaluate(
      ([key, secret]) => {
        const w = window as unknown as { publishableKey: string; mountPayment(o: unknown, p: unknown): void };
        w.publishableKey = key;
        w.mountPayment({ clientSecret: secret }, {});
      },
      [session.stack.server.keys.testPublishable, intent.client_secret!] as const,
    );
    await session.element.ready();
    await session.element.selectMethod(label);
    return intent;
  }

  async function settled(): Promise<void> {
    await session.element.frame
      .locator('body')
      .evaluate((body) => Promise.all(body.getAnimations({ subtree: true }).map((a) => a.finished)));
  }

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

  async function settles(intent: string): Promise<Stripe.PaymentIntent> {
    const { stripe } = session.stack;
    await expect
      .poll(async () => (await stripe.paymentIntents.retrieve(intent)).status, { timeout: 20_000 })
      .toBe('succeeded');
    return stripe.paymentIntents.retrieve(intent);
  }

  const linking = () =>
    session.page.frameLocator('iframe[name^="__payframe_challenge_"]').getByRole('dialog');

  const acssIntent = {
    amount: 4200,
    currency: 'cad',
    payment_method_types: ['card', 'acss_debit'],
    payment_method_options: {
      acss_debit: {
        mandate_options: {
          payment_schedule: 'interval',
          interval_description: 'On the first day of every month',
          transaction_type: 'personal',
        },
      },
    },
  } as Stripe.PaymentIntentCreateParams & { payment_method_types: string[] };

  it('pays by pre-authorized debit in CAD: the tab asks the holder, the bank is linked in the modal, the PAD agreement accepted, then succeeded', async () => {
    const intent = await mount(acssIntent, EN['method.acss_debit']);
    const { element } = session;
    // As Stripe's tab: the holder's name and e-mail only; the account is linked when paying.
    await element.input('name').waitFor();
    expect(await element.frame.locator('[name^="acss_"]').count()).toBe(0);
    expect(await element.frame.locator('.Text--terms').count()).toBe(0);
    await element.input('name').fill('Jenny Rosen');
    await element.input('email').fill('jenny@');
    // An incomplete e-mail keeps the form incomplete: nothing opens, nothing is paid.
    const refused = await confirm();
    expect(refused.error?.code).toBe('email_invalid');
    await element.input('email').fill('jenny@example.com');
    await settled();
    await screenshot(session.page, 'acss-form');

    // Started now, awaited once the modals over the page are done.
    const pending = confirm();
    const box = linking();
    await box.getByRole('button', { name: BANK_LINK_EN.agree }).click({ timeout: 20_000 });
    await box.getByRole('button', { name: 'Payframe Test Bank Canada' }).click();
    await box.getByRole('button', { name: BANK_LINK_EN.signIn }).waitFor();
    await screenshot(session.page, 'acss-element-sign-in', { fullPage: false });
    await box.getByRole('button', { name: BANK_LINK_EN.signIn }).click();
    await box.getByText('Everyday Chequing •••• 6789').waitFor();
    await box.getByRole('button', { name: BANK_LINK_EN.link }).click();
    await box.getByRole('button', { name: BANK_LINK_EN.done }).click();
    // The PAD agreement with the merchant's terms, over the linked account, then the debit.
    await box.getByRole('heading', { name: EN['acss.agreementTitle'] }).waitFor({ timeout: 20_000 });
    await box.getByText('Payframe Test Bank Canada •••• 6789').waitFor();
    await box.getByText('On the first day of every month').waitFor();
    await screenshot(session.page, 'acss-element-agreement', { fullPage: false });
    await box.getByRole('button', { name: EN['debit.accept'] }).click();

    const result = await pending;
    expect(result.error).toBeUndefined();
    expect(result.paymentIntent?.status).toBe('processing');
    const paid = await settles(intent.id);
    const pm = await session.stack.stripe.paymentMethods.retrieve(paid.payment_method as string);
    expect(pm).toMatchObject({
      type: 'acss_debit',
      acss_debit: { institution_number: '000', transit_number: '11000', last4: '6789' },
      billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' },
    });
    const charge = await session.stack.stripe.charges.retrieve(paid.latest_charge as string);
    const mandate = await session.stack.stripe.mandates.retrieve(
      charge.payment_method_details?.acss_debit?.mandate as string,
    );
    expect(mandate).toMatchObject({
      customer_acceptance: { type: 'online' },
      payment_method_details: { acss_debit: { payment_schedule: 'interval', transaction_type: 'personal' } },
    });
  });

  it('pays by pre-authorized debit with the numbers typed in: the Payment Element waits for microdeposits', async () => {
    const intent = await mount(acssIntent, EN['method.acss_debit']);
    const { element } = session;
    await element.input('name').fill('Jenny Rosen');
    await element.input('email').fill('jenny@example.com');
    // Started now, awaited once the modals over the page are done.
    const pending = confirm();
    const box = linking();
    await box.getByRole('button', { name: BANK_LINK_EN.manual }).click({ timeout: 20_000 });
    await box.getByLabel(EN['field.institutionNumber']).fill('000', { timeout: 20_000 });
    await box.getByLabel(EN['field.transitNumber']).fill('11000');
    await box.getByLabel(EN['field.accountNumber']).fill('000123456789');
    await box.getByRole('button', { name: EN['debit.continue'] }).click();
    await box.getByText('000-11000 •••• 6789').waitFor();
    await box.getByRole('button', { name: EN['debit.accept'] }).click();
    const result = await pending;
    expect(result.error).toBeUndefined();
    // Typed in under automatic verification: verified by microdeposits before the debit.
    expect(result.paymentIntent).toMatchObject({
      status: 'requires_action',
      next_action: { type: 'verify_with_microdeposits' },
    });
    const verified = await session.stack.stripe.paymentIntents.verifyMicrodeposits(intent.id, {
      amounts: [32, 45],
    });
    expect(verified.status).toBe('processing');
  });

  it('pays by Bacs in GBP only once the shopper confirms their Direct Debit details, then succeeds', async () => {
    const intent = await mount(
      { amount: 4200, currency: 'gbp', payment_method_types: ['card', 'bacs_debit'] },
      EN['method.bacs_debit'],
    );
    const { element } = session;
    await element.input('name').fill('Jenny Rosen');
    await element.input('email').fill('jenny@example.com');
    const sortCode = element.input('bacs_sort_code');
    await sortCode.pressSequentially('108800', { delay: 5 });
    await expect(sortCode.inputValue()).resolves.toBe('10-88-00');
    await element.input('bacs_account_number').pressSequentially('00012345', { delay: 5 });
    await element.input('country').selectOption('GB');
    await element.input('addressLine1').fill('10 Downing Street');
    await element.input('locality').fill('London');
    await element.input('postalCode').fill('SW1A 2AA');
    // Not confirmed yet: paying is refused with the scheme's message.
    const refused = await confirm();
    expect(refused.error?.code).toBe('modify_bacs_debit_bank_details');
    expect(refused.error?.message).toBe(FIELD_ERRORS.modify_bacs_debit_bank_details);
    const box = element.frame.locator('.MandateConfirmation');
    await expect(box.textContent()).resolves.toContain('10-88-00');
    await expect(box.textContent()).resolves.toContain('•••• 2345');
    await expect(box.textContent()).resolves.toContain(EN['bacs.guaranteeTitle']);
    // The first collection's date, on the Bacs working-day calendar (weekends and UK bank holidays skipped).
    const firstCollection = new Intl.DateTimeFormat('en', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${bacsDebitDates(new Date(), true).settles}T00:00:00Z`));
    await expect.poll(() => box.textContent()).toContain(`${EN['bacs.firstCollection']}${firstCollection}`);
    await box.scrollIntoViewIfNeeded();
    await settled();
    await screenshot(session.page, 'bacs-confirmation');

    await box.getByRole('checkbox').check();
    const result = await confirm();
    expect(result.error).toBeUndefined();
    expect(result.paymentIntent?.status).toBe('processing');
    const paid = await settles(intent.id);
    const charge = await session.stack.stripe.charges.retrieve(paid.latest_charge as string);
    expect(charge.payment_method_details?.bacs_debit).toMatchObject({ sort_code: '108800', last4: '2345' });
    const mandate = await session.stack.stripe.mandates.retrieve(
      charge.payment_method_details?.bacs_debit?.mandate as string,
    );
    const own = mandate.payment_method_details.bacs_debit!;
    expect(own.network_status).toBe('accepted');
    await session.page.goto(own.url);
    await expect(session.page.locator('body').textContent()).resolves.toContain(
      'Sort code 10-88-00 •••• 2345',
    );
    // The hosted page dates the mandate: accepted today, first collected on the same day the
    // confirmation said, and names its reference.
    const page = (await session.page.locator('body').textContent()) ?? '';
    expect(page).toContain(`First collection${firstCollection}`);
    expect(page).toContain(`Mandate reference${own.reference}`);
    expect(page).toContain('Accepted');
    await screenshot(session.page, 'bacs-mandate-page');
  });
});
